import { DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { customer, customerBook, customerKeys } from '@packflow/domain';
import { customerClaimsReactor } from '@packflow/projections';
import { salesMeta, useProcessHarness } from './support';

/**
 * The claims reactor as a process: given a claim's place taken in the salesman's book, the
 * customer is claimed (with the settings the claimant's request read, carried by the book's
 * event), or the place is withdrawn with the refusal; delivered again, nothing more is appended.
 */
describe('customer claims reactor', () => {
  const t = useProcessHarness();
  const meta = salesMeta('2026-11-20T08:00:00Z');
  const settings = { ...DEFAULT_HIGH_SEAS_SETTINGS, protectionDays: 0 };
  let n = 0;

  const highSeasCustomer = async () => {
    const id = `claim-c${++n}`;
    await t.store.appendToStream(customer.customerStream(id), [
      {
        type: 'CustomerCreated',
        data: {
          id,
          code: `Q${n}`,
          area: 'Q',
          fields: { ...customer.emptyFields, name: `Customer ${n}` },
          owner: null,
          at: meta.at.toISOString(),
        },
      },
    ]);
    return id;
  };

  /** A salesman's book takes the customer for a claim, as the claim request does; answers the book's event. */
  const take = async (salesmanId: string, customerId: string) => {
    const book = customerBook.customerBookStream(salesmanId);
    const term = `term-${salesmanId}-${customerId}`;
    await t.commands.run(
      customerBook.customerBookDecider,
      book,
      {
        type: 'TakeCustomer',
        data: { customerId, day: '2026-11-20', via: 'claim', limits: settings, term, settings },
      },
      meta,
    );
    const events = await t.store.readStream(book);
    return { event: events.at(-1)!, term };
  };

  it('claims the customer with the settings the request read, once however often delivered', async () => {
    const id = await highSeasCustomer();
    const { event, term } = await take('sales-1', id);
    expect((event.data as { settings?: unknown }).settings).toEqual(settings);
    const reads = jest.spyOn(t.store, 'readStream');
    await customerClaimsReactor.react(event, t.commands);
    expect(reads.mock.calls.map(([stream]) => stream)).not.toContain(customerKeys.HIGH_SEAS_SETTINGS_STREAM);
    reads.mockRestore();
    const claimed = await t.commands.load(customer.customerDecider, customer.customerStream(id));
    expect([claimed.owner?.id, claimed.ownerTerm]).toEqual(['sales-1', term]);
    const head = await t.store.headPosition();
    await customerClaimsReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
  });

  it("withdraws the book's place with the refusal when another salesman was first", async () => {
    const id = await highSeasCustomer();
    const first = await take('sales-2', id);
    const second = await take('sales-3', id);
    await customerClaimsReactor.react(first.event, t.commands);
    await customerClaimsReactor.react(second.event, t.commands);
    const book = await t.commands.load(
      customerBook.customerBookDecider,
      customerBook.customerBookStream('sales-3'),
    );
    expect(second.term in book.withdrawn).toBe(true);
    expect(await t.types(customerBook.customerBookStream('sales-3'))).toEqual([
      'CustomerTaken',
      'ClaimWithdrawn',
    ]);
  });
});
