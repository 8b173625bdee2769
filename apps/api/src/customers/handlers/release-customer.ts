import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customer, customerPolicies } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { changeableCustomer } from './customer-inputs';

export type CustomerResult = CommandResult<customer.CustomerEvent, customer.CustomerState>;

/** POST customer/:id/release: its owner, or a supervisor, sends a customer back to the high seas. */
export class ReleaseCustomerCommand extends Command<CustomerResult> {
  constructor(
    readonly actor: customerPolicies.CustomerActor,
    readonly id: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** One append: the customer goes back to the high seas; the books reactor gives it back from the owner's book. */
@CommandHandler(ReleaseCustomerCommand)
export class ReleaseCustomerHandler implements ICommandHandler<ReleaseCustomerCommand, CustomerResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, id, metadata }: ReleaseCustomerCommand): Promise<CustomerResult> {
    const state = await changeableCustomer(this.infra, actor, id);
    // The owner's own release, or (null) a supervisor's.
    const by = state.owner?.id === actor.id ? actor.id : null;
    return this.infra.commands.run(
      customer.customerDecider,
      customer.customerStream(id),
      { type: 'ReleaseCustomer', data: { by, at: metadata.at.toISOString() } },
      metadata,
    );
  }
}
