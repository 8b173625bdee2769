import { customerBook } from '@packflow/domain';
import { type Reactor, reaction } from '../reactor';

export const CUSTOMER_BOOKS_REACTOR = 'customer-books';

type Released = { from: string; term?: string };
type Reassigned = { from: string | null; to: { id: string }; fromTerm?: string; term?: string };

/**
 * Keeps the owners' customer books following the customers: a release (by the owner, a
 * supervisor or the daily job) gives the customer back from the owner's book; a reassignment
 * moves it from one book to the other. Terms keep a late give from removing a newer ownership.
 */
export const customerBooksReactor: Reactor = {
  name: CUSTOMER_BOOKS_REACTOR,
  eventTypes: ['CustomerReleased', 'CustomerReassigned'],
  async react(event, commands) {
    const customerId = event.streamId.slice('customer-'.length);
    const give = (ownerId: string, term: string) =>
      commands.run(
        customerBook.customerBookDecider,
        customerBook.customerBookStream(ownerId),
        { type: 'GiveCustomer', data: { customerId, term } },
        reaction(event, `give-${ownerId}`),
      );
    if (event.type === 'CustomerReleased') {
      const { from, term } = event.data as Released;
      // Without a term: released before books followed by reaction, and given back then.
      if (term !== undefined) await give(from, term);
      return;
    }
    const { from, to, fromTerm, term } = event.data as Reassigned;
    if (term === undefined) return;
    if (from !== null) await give(from, fromTerm ?? '');
    await commands.run(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(to.id),
      {
        type: 'TakeCustomer',
        data: {
          customerId,
          day: reaction(event, 'take').at.toISOString().slice(0, 10),
          via: 'assign',
          limits: null,
          term,
        },
      },
      reaction(event, 'take'),
    );
  },
};
