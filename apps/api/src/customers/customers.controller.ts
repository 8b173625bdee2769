import { randomUUID } from 'node:crypto';
import { Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type MessageKey,
  customerCreateSchema,
  customerFormSchema,
  customerGradeSchema,
  customerOwnerSchema,
  traderGradeSchema,
} from '@packflow/contracts';
import type { customerPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { RequirePermission } from '../auth/access';
import type { AuthContext } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { ChangeTraderGradeCommand } from './handlers/change-trader-grade';
import { ClaimCustomerCommand } from './handlers/claim-customer';
import { CreateCustomerCommand } from './handlers/create-customer';
import { CreateTraderGradeCommand } from './handlers/create-trader-grade';
import { DeleteTraderGradeCommand } from './handlers/delete-trader-grade';
import { EditCustomerCommand } from './handlers/edit-customer';
import { ReassignCustomerCommand } from './handlers/reassign-customer';
import { ReleaseCustomerCommand } from './handlers/release-customer';
import { RunHighSeasReleaseCommand } from './handlers/run-high-seas-release';
import { SetCustomerGradeCommand } from './handlers/set-customer-grade';

/** The caller as the customers' policies see them. */
const actorOf = (auth: AuthContext): customerPolicies.CustomerActor => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

/** A command's answer: done (`msg`), nothing to change, or still running (the console follows it live). */
const answer = (
  id: string,
  result: { events?: unknown[]; changed?: boolean; pending?: true; position?: bigint },
  msg: MessageKey,
) =>
  reply(
    { id },
    {
      msg: result.pending
        ? 'process.inProgress'
        : (result.changed ?? Boolean(result.events?.length))
          ? msg
          : 'customers.unchanged',
      position: result.position,
    },
  );

/** Customers, the high seas, trader grades and the release runs: the commands. The reads are CustomersReadController's. */
@Controller()
export class CustomersController {
  constructor(private readonly commands: CommandBus) {}

  @Post('customer')
  @RequirePermission('POST@customer')
  async create(
    @Form(customerCreateSchema) { ownerId, ...form }: Parsed<typeof customerCreateSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(
      new CreateCustomerCommand(actorOf(auth), form, ownerId || undefined, metadata),
    );
    return reply(
      { id: result.id, code: result.code },
      { msg: result.pending ? 'process.inProgress' : 'customers.created', position: result.position },
    );
  }

  @Put('customer/:id')
  @RequirePermission('PUT@customer/:id')
  async edit(
    @Param('id') id: string,
    @Form(customerFormSchema) form: Parsed<typeof customerFormSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(new EditCustomerCommand(actorOf(auth), id, form, metadata));
    return answer(id, result, 'customers.saved');
  }

  @Post('customer/:id/claim')
  @RequirePermission('POST@customer/:id/claim')
  async claim(
    @Param('id') id: string,
    @Form(EMPTY_FORM) _: Parsed<typeof EMPTY_FORM>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(new ClaimCustomerCommand(actorOf(auth), id, metadata));
    return answer(id, result, 'customers.claimed');
  }

  @Post('customer/:id/release')
  @RequirePermission('POST@customer/:id/release')
  async release(
    @Param('id') id: string,
    @Form(EMPTY_FORM) _: Parsed<typeof EMPTY_FORM>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(new ReleaseCustomerCommand(actorOf(auth), id, metadata));
    return answer(id, result, 'customers.released');
  }

  @Put('customer/:id/owner')
  @RequirePermission('PUT@customer/:id/owner')
  async reassign(
    @Param('id') id: string,
    @Form(customerOwnerSchema) { ownerId }: Parsed<typeof customerOwnerSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(
      new ReassignCustomerCommand(actorOf(auth), id, ownerId, metadata),
    );
    return answer(id, result, 'customers.reassigned');
  }

  @Put('customer/:id/grade')
  @RequirePermission('PUT@customer/:id/grade')
  async grade(
    @Param('id') id: string,
    @Form(customerGradeSchema) { gradeId }: Parsed<typeof customerGradeSchema>,
    @Actor() auth: AuthContext,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(
      new SetCustomerGradeCommand(actorOf(auth), id, gradeId || null, metadata),
    );
    return answer(id, result, 'customers.gradeSet');
  }

  @Post('customer-grade')
  @RequirePermission('POST@customer-grade')
  async createGrade(
    @Form(traderGradeSchema) { name, factor }: Parsed<typeof traderGradeSchema>,
    @Meta() metadata: CommandMetadata,
  ) {
    const id = randomUUID();
    const result = await this.commands.execute(new CreateTraderGradeCommand(id, name, factor, metadata));
    return answer(id, result, 'customers.gradeSaved');
  }

  @Put('customer-grade/:id')
  @RequirePermission('PUT@customer-grade/:id')
  async changeGrade(
    @Param('id') id: string,
    @Form(traderGradeSchema) { name, factor }: Parsed<typeof traderGradeSchema>,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(new ChangeTraderGradeCommand(id, name, factor, metadata));
    return answer(id, result, 'customers.gradeSaved');
  }

  @Delete('customer-grade/:id')
  @RequirePermission('DELETE@customer-grade/:id')
  async deleteGrade(
    @Param('id') id: string,
    @Form(EMPTY_FORM) _: Parsed<typeof EMPTY_FORM>,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commands.execute(new DeleteTraderGradeCommand(id, metadata));
    return answer(id, result, 'customers.gradeDeleted');
  }

  /** Runs today's high-seas release now (it also runs by itself every day). */
  @Post('customer-release/run')
  @RequirePermission('POST@customer-release/run')
  async runRelease(@Form(EMPTY_FORM) _: Parsed<typeof EMPTY_FORM>, @Meta() metadata: CommandMetadata) {
    const { day } = await this.commands.execute(new RunHighSeasReleaseCommand(metadata));
    return reply({ day }, { msg: 'customers.releaseStarted' });
  }
}
