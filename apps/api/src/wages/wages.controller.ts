import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type WageSettingsView,
  type WageSheetView,
  wageAdjustSchema,
  wagePaySchema,
  wageSettingsSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed } from '../http/params';
import { type Reply, reply } from '../http/reply';
import { ScheduleCommissionCommand, type WageSettingsResult } from './handlers/schedule-commission';
import { type WageSheetStep, WageSheetStepCommand } from './handlers/wage-sheet-steps';
import { wageSettingsView } from './wage-settings.view';
import { sheetDetail } from './wage-sheet.view';
import { type WageSheetResult, WagesInputs } from './wages-inputs';

/**
 * The wages' writes: Admin schedules commission tiers from a day on; Finance adjusts a sheet
 * with a reason, checks it and pays it with proof. Each takes `If-Match: "<revision>"` (the
 * settings' or the sheet's, as read): changed since, it is refused with 409 and nothing is
 * written. Each answers the settings or the sheet as the reader sees them now, and the position.
 */
@Controller()
export class WagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly inputs: WagesInputs,
  ) {}

  @Put('wages/settings')
  @RequirePermission('PUT@wages/settings')
  async settings(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(wageSettingsSchema) form: Parsed<typeof wageSettingsSchema>,
  ): Promise<Reply<WageSettingsView>> {
    const result = await this.commandBus.execute<ScheduleCommissionCommand, WageSettingsResult>(
      new ScheduleCommissionCommand(auth, form, meta),
    );
    const view = await wageSettingsView(this.inputs.infra, meta.at);
    return reply(view, result.position === undefined ? {} : { position: result.position });
  }

  private async step(auth: AuthContext, id: string, step: WageSheetStep, meta: CommandMetadata) {
    const result = await this.commandBus.execute<WageSheetStepCommand, WageSheetResult>(
      new WageSheetStepCommand(auth, id, step, meta),
    );
    const view = await sheetDetail(this.inputs, auth, await this.inputs.reachable(auth, id));
    return reply(view, result.position === undefined ? {} : { position: result.position });
  }

  /** An amount (yuan, signed, not 0) with its reason, while the sheet waits for its check. */
  @Post('wages/:id/adjust')
  @RequirePermission('POST@wages/:id/adjust')
  adjust(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(wageAdjustSchema) form: Parsed<typeof wageAdjustSchema>,
  ): Promise<Reply<WageSheetView>> {
    return this.step(auth, id, { type: 'adjust', form }, meta);
  }

  @Post('wages/:id/check')
  @RequirePermission('POST@wages/:id/check')
  check(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ): Promise<Reply<WageSheetView>> {
    return this.step(auth, id, { type: 'check' }, meta);
  }

  /** Paid with the proof of the transfer (the payer's own uploaded images). */
  @Post('wages/:id/pay')
  @RequirePermission('POST@wages/:id/pay')
  pay(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(wagePaySchema) form: Parsed<typeof wagePaySchema>,
  ): Promise<Reply<WageSheetView>> {
    return this.step(auth, id, { type: 'pay', form }, meta);
  }
}
