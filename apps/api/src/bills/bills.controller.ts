import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  billAdjustSchema,
  billConfirmSchema,
  billDisputeSchema,
  monthCloseRunSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { BillsInputs } from './bills-inputs';
import { monthCloseSettingsSchema } from './bills-schemas';
import { type BillStep, BillStepCommand } from './handlers/bill-steps';
import { ChangeMonthCloseSettingsCommand } from './handlers/change-month-close-settings';
import { RunMonthCloseCommand } from './handlers/run-month-close';
import type { BillResult } from './bills-inputs';

/**
 * The bills' writes: the owner sends a bill and records the customer's answer, the salesman or
 * Finance adjusts it (each with `If-Match: "<revision>"` when sent: a bill changed since is
 * refused); Admin closes a past month and sets the hour of the scheduled close. Each answers the
 * bill as the reader sees it now, and the position to read the lists after.
 */
@Controller()
export class BillsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly inputs: BillsInputs,
  ) {}

  private async step(auth: AuthContext, id: string, step: BillStep, meta: CommandMetadata) {
    const result = await this.commandBus.execute<object, BillResult>(
      new BillStepCommand(auth, id, step, meta),
    );
    const view = await this.inputs.view(auth, await this.inputs.reachable(auth, id));
    return reply(view, result.position === undefined ? {} : { position: result.position });
  }

  @Post('bills/closes')
  @RequirePermission('POST@bills/closes')
  async close(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(monthCloseRunSchema) { month }: Parsed<typeof monthCloseRunSchema>,
  ) {
    return reply(await this.commandBus.execute(new RunMonthCloseCommand(auth, month, meta)));
  }

  @Put('bills/closes/settings')
  @RequirePermission('PUT@bills/closes/settings')
  async settings(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(monthCloseSettingsSchema) { hour }: Parsed<typeof monthCloseSettingsSchema>,
  ) {
    const result = await this.commandBus.execute<object, { hour: number; position?: bigint }>(
      new ChangeMonthCloseSettingsCommand(auth, hour, meta),
    );
    return reply({ hour: result.hour }, result.position === undefined ? {} : { position: result.position });
  }

  @Post('bills/:id/send')
  @RequirePermission('POST@bills/:id/send')
  send(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ) {
    return this.step(auth, id, { type: 'send' }, meta);
  }

  /** The customer agrees: confirmed and sealed. Before the month after the bill's ends, only with `acknowledgeEarly`. */
  @Post('bills/:id/confirm')
  @RequirePermission('POST@bills/:id/confirm')
  confirm(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(billConfirmSchema) form: Parsed<typeof billConfirmSchema>,
  ) {
    return this.step(auth, id, { type: 'confirm', form }, meta);
  }

  @Post('bills/:id/dispute')
  @RequirePermission('POST@bills/:id/dispute')
  dispute(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(billDisputeSchema) form: Parsed<typeof billDisputeSchema>,
  ) {
    return this.step(auth, id, { type: 'dispute', form }, meta);
  }

  @Post('bills/:id/adjust')
  @RequirePermission('POST@bills/:id/adjust')
  adjust(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(billAdjustSchema) form: Parsed<typeof billAdjustSchema>,
  ) {
    return this.step(auth, id, { type: 'adjust', form }, meta);
  }
}
