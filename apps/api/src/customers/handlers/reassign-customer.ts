import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customer, customerPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { changeableCustomer, validOwner } from './customer-inputs';
import type { CustomerResult } from './release-customer';

/** PUT customer/:id/owner: a supervisor gives a customer to another salesman or trade customer. */
export class ReassignCustomerCommand extends Command<CustomerResult> {
  constructor(
    readonly actor: customerPolicies.CustomerActor,
    readonly id: string,
    readonly ownerId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** One append with a new ownership term; the books reactor moves the customer between the books. */
@CommandHandler(ReassignCustomerCommand)
export class ReassignCustomerHandler implements ICommandHandler<ReassignCustomerCommand, CustomerResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, id, ownerId, metadata }: ReassignCustomerCommand): Promise<CustomerResult> {
    await changeableCustomer(this.infra, actor, id);
    const to = await validOwner(this.infra, ownerId);
    return this.infra.commands.run(
      customer.customerDecider,
      customer.customerStream(id),
      { type: 'ReassignCustomer', data: { to, at: metadata.at.toISOString(), term: randomUUID() } },
      metadata,
    );
  }
}
