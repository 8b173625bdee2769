import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { makeContractSchema } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { type Made, MakeContractCommand } from './handlers/make-contract';

/** Contracts: make one from quotations. Reads are ContractsReadController's. */
@Controller()
export class ContractsController {
  constructor(private readonly commandBus: CommandBus) {}

  /** quotationIds (comma-separated), type (digital or gravure), taxed (default: as quoted). */
  @Post('contract')
  @RequirePermission('POST@contract')
  async make(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(makeContractSchema) form: Parsed<typeof makeContractSchema>,
  ) {
    const actor = { id: auth.accountId, role: auth.role, areacode: auth.areacode };
    const { position, ...data } = await this.commandBus.execute<MakeContractCommand, Made>(
      new MakeContractCommand(actor, form, meta),
    );
    return reply(data, {
      msg: data.status === 'created' ? 'contracts.created' : 'contracts.inProgress',
      params: { number: data.number },
      position,
    });
  }
}
