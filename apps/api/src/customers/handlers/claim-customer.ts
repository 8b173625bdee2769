import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, customer, customerBook, customerPolicies, errorOf } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { CUSTOMER_CLAIMS_REACTOR } from '@packflow/projections';
import { type Handoff, type Infrastructure, awaitOutcome, lastPosition } from '@packflow/runtime';
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
    const [settings, current] = await Promise.all([
      highSeasSettings(this.infra),
      loadCustomer(this.infra, id),
    ]);
    const state = customerPolicies.assertMayClaim(actor, current);
    const refusal = customer.claimRefusal(state, actor.id, metadata.at.toISOString(), settings);
    if (refusal) throw refusal;
    const term = randomUUID();
    const book = customerBook.customerBookStream(actor.id);
    // In place before the book's append: the claims reactor, when it runs in this process, hands
    // over the customer's claim or the book's withdrawal as soon as either is committed.
    const handed = this.handoff(actor.id, id, term);
    let taken;
    try {
      taken = await this.infra.commands.run(
        customerBook.customerBookDecider,
        book,
        {
          type: 'TakeCustomer',
          data: { customerId: id, day: dayOf(metadata.at), via: 'claim', limits: settings, term, settings },
        },
        withoutRevision(metadata),
      );
    } catch (error) {
      handed?.cancel();
      throw error;
    }
    return awaitOutcome(
      this.infra,
      [CUSTOMER_CLAIMS_REACTOR],
      taken.position,
      (done) => this.outcome(actor.id, id, term, done),
      handed,
    );
  }

  /** The claim's outcome as the claims reactor commits it: the customer claimed under `term`, or the book's withdrawal. */
  private handoff(actorId: string, id: string, term: string): Handoff<CustomerOutcome> | undefined {
    const customerStream = customer.customerStream(id);
    const bookStream = customerBook.customerBookStream(actorId);
    const waiting = this.infra.handoff?.wait([customerStream, bookStream], (step) => {
      if (step.streamId === customerStream) {
        const now = step.state as customer.CustomerState;
        return now.owner?.id === actorId && now.ownerTerm === term
          ? { claimed: true as const, position: step.position }
          : undefined;
      }
      if (step.streamId !== bookStream) return undefined;
      const book = step.state as customerBook.BookState;
      return term in book.withdrawn ? { claimed: false as const, failure: book.withdrawn[term] } : undefined;
    });
    if (!waiting) return undefined;
    return {
      promise: waiting.promise.then((outcome) => {
        if (!outcome.claimed) throw outcome.failure ? errorOf(outcome.failure) : takenByOther();
        return { id, changed: true, position: outcome.position };
      }),
      cancel: waiting.cancel,
    };
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
