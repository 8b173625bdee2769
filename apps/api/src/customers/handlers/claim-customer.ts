import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, customer, customerBook, customerPolicies, errorOf } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { CUSTOMER_CLAIMS_REACTOR } from '@packflow/projections';
import { type Infrastructure, awaitOutcome, lastPosition } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import {
  type CustomerOutcome,
  dayOf,
  highSeasSettings,
  loadCustomer,
  withoutRevision,
} from './customer-inputs';

/** POST customer/:id/claim: a salesman takes a customer from the high seas. */
export class ClaimCustomerCommand extends Command<CustomerOutcome> {
  constructor(
    readonly actor: customerPolicies.CustomerActor,
    readonly id: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

const takenByOther = () => new DomainError('CUSTOMER.TAKEN', 'customers.takenByOther');

/**
 * A claim takes its place in the salesman's book first (his limits, decided one claim after the
 * other), then the claims reactor claims the customer (of two salesmen exactly one wins); a lost
 * claim's place is withdrawn with the refusal, which this answer gives. Another person's customer
 * is out of the claimant's reach and answered like one that does not exist (404); "someone else
 * has just claimed it" is only for a claim that met another in flight, the customer being in the
 * high seas when this one looked.
 */
@CommandHandler(ClaimCustomerCommand)
export class ClaimCustomerHandler implements ICommandHandler<ClaimCustomerCommand, CustomerOutcome> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, id, metadata }: ClaimCustomerCommand): Promise<CustomerOutcome> {
    const settings = await highSeasSettings(this.infra);
    const state = customerPolicies.assertMayClaim(actor, await loadCustomer(this.infra, id));
    const refusal = customer.claimRefusal(state, actor.id, metadata.at.toISOString(), settings);
    if (refusal) throw refusal;
    const term = randomUUID();
    const taken = await this.infra.commands.run(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(actor.id),
      {
        type: 'TakeCustomer',
        data: { customerId: id, day: dayOf(metadata.at), via: 'claim', limits: settings, term },
      },
      withoutRevision(metadata),
    );
    return awaitOutcome(this.infra, [CUSTOMER_CLAIMS_REACTOR], taken.position!, (done) =>
      this.outcome(actor.id, id, term, done),
    );
  }

  /** The customer is the claimant's under this claim's term, or the refusal its book recorded, or still running. */
  private async outcome(actorId: string, id: string, term: string, done: boolean): Promise<CustomerOutcome> {
    const now = await loadCustomer(this.infra, id);
    if (now.owner?.id === actorId && now.ownerTerm === term)
      return {
        id,
        changed: true,
        position: await lastPosition(this.infra.store, customer.customerStream(id)),
      };
    const book = await this.infra.commands.load(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(actorId),
    );
    if (term in book.withdrawn) {
      const failure = book.withdrawn[term];
      throw failure ? errorOf(failure) : takenByOther();
    }
    if (!done) return { id, changed: false, pending: true };
    throw takenByOther();
  }
}
