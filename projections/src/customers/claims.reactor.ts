import { DomainError, customer, customerBook, customerKeys, failureOf } from '@packflow/domain';
import { type Reactor, reaction } from '../reactor';

export const CUSTOMER_CLAIMS_REACTOR = 'customer-claims';

const BOOK_PREFIX = customerBook.customerBookStream('');

/**
 * A claim is reserved first on the salesman's book (where his limits are decided, one claim
 * after the other) and then made on the customer (where of two salesmen exactly one wins). This
 * reactor makes the second step; refused (someone else was first, the protection period), it
 * withdraws the book place with the refusal, which the claimant is answered with.
 */
export const customerClaimsReactor: Reactor = {
  name: CUSTOMER_CLAIMS_REACTOR,
  eventTypes: ['CustomerTaken'],
  // Claims of one customer in the order they were made: the first wins.
  partitionOf: (event) => (event.data as { customerId?: string }).customerId ?? event.streamId,
  async react(event, commands) {
    const taken = event.data as Extract<customerBook.BookEvent, { type: 'CustomerTaken' }>['data'];
    // Books written before claims were processes took their place and claimed in one request.
    if (taken.via !== 'claim' || !taken.term || !event.streamId.startsWith(BOOK_PREFIX)) return;
    const salesmanId = event.streamId.slice(BOOK_PREFIX.length);
    // The settings the claimant's request read (as generation carries its settings snapshot);
    // claims recorded before they were carried read them now.
    const settings =
      taken.settings ??
      (await commands.load(customerKeys.highSeasSettingsDecider, customerKeys.HIGH_SEAS_SETTINGS_STREAM))
        .values;
    const at = reaction(event, 'claim').at.toISOString();
    try {
      await commands.run(
        customer.customerDecider,
        customer.customerStream(taken.customerId),
        { type: 'ClaimCustomer', data: { salesmanId, at, settings, term: taken.term } },
        reaction(event, 'claim'),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await commands.run(
        customerBook.customerBookDecider,
        event.streamId,
        {
          type: 'WithdrawClaim',
          data: { customerId: taken.customerId, day: taken.day, term: taken.term, failure: failureOf(error) },
        },
        reaction(event, 'withdraw'),
      );
    }
  },
};
