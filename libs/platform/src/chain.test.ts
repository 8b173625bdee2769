import { type Decider, bill, billEvents } from '@packflow/domain';
import {
  type RecordedEvent,
  SqlEventStore,
  type SqlPool,
  createPglitePool,
  openPglite,
} from '@packflow/eventstore';
import {
  GENESIS,
  canonicalJson,
  chainHash,
  chainHead,
  isChainedStream,
  linkOf,
  linksAfter,
  verifyStream,
} from './chain';
import { CommandRunner } from './command-runner';

/** The hash chain of the money and bill streams: canonical JSON, hashes, verification, and the runner adding links. */

describe('canonical JSON', () => {
  it.each<[string, unknown, string]>([
    ['keys sorted', { b: 1, a: 2 }, '{"a":2,"b":1}'],
    [
      'at every depth, arrays kept in order',
      { z: [{ y: 1, x: 2 }, 3], a: { d: { c: 1, b: 2 } } },
      '{"a":{"d":{"b":2,"c":1}},"z":[{"x":2,"y":1},3]}',
    ],
    ['undefined members dropped, null kept', { a: undefined, b: null }, '{"b":null}'],
    ['undefined in an array is null', [undefined, 1], '[null,1]'],
    ['decimal text stays text', { amount: '10.50' }, '{"amount":"10.50"}'],
    ['scalars', 'x', '"x"'],
  ])('%s', (_, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('is the same whatever order the keys were written in', () => {
    expect(canonicalJson({ a: { x: 1, y: [1, { q: 1, p: 2 }] }, b: 2 })).toBe(
      canonicalJson({ b: 2, a: { y: [1, { p: 2, q: 1 }], x: 1 } }),
    );
  });
});

describe('chain hashes', () => {
  const event = { type: 'ReceiptConfirmed', data: { receiptId: 'r1', by: 'f', at: '2026-10-01T00:00:00Z' } };

  it('is deterministic and a SHA-256 in hex', () => {
    expect(chainHash(GENESIS, event)).toBe(chainHash(GENESIS, { type: event.type, data: { ...event.data } }));
    expect(chainHash(GENESIS, event)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each<[string, string, { type: string; data: unknown }]>([
    ['another previous hash', 'f'.repeat(64), event],
    ['another type', GENESIS, { ...event, type: 'ReceiptRejected' }],
    ['other data', GENESIS, { ...event, data: { ...event.data, receiptId: 'r2' } }],
  ])('changes with %s', (_, prev, other) => {
    expect(chainHash(prev, other)).not.toBe(chainHash(GENESIS, event));
  });

  it('links events one after the other', () => {
    const links = linksAfter(GENESIS, [event, event]);
    expect(links[0]).toEqual({ prev: GENESIS, hash: chainHash(GENESIS, event) });
    expect(links[1]).toEqual({ prev: links[0]!.hash, hash: chainHash(links[0]!.hash, event) });
  });

  it.each<[string, boolean]>([
    ['contract-money-k1', true],
    ['bill-c1-202610', true],
    ['contract-k1', false],
    ['customer-c1', false],
    ['month-close-202610', false],
  ])('%s is chained: %s', (streamId, chained) => {
    expect(isChainedStream(streamId)).toBe(chained);
  });
});

// ---------------------------------------------------------------- verification

const recorded = (
  streamId: string,
  events: { type: string; data: unknown }[],
  chained: boolean[] = events.map(() => true),
): RecordedEvent[] => {
  let prev = GENESIS;
  return events.map((e, revision) => {
    const hash = chainHash(prev, e);
    const link = { prev, hash };
    prev = hash;
    return {
      id: `id-${revision}`,
      streamId,
      revision,
      position: BigInt(100 + revision),
      type: e.type,
      data: e.data,
      metadata: chained[revision] ? { chain: link } : {},
      created: new Date(0),
    };
  });
};

const EVENTS = [1, 2, 3, 4].map((n) => ({
  type: 'ReceiptRecorded',
  data: { receiptId: `r${n}`, amount: `${n}00.00` },
}));

describe('verifying a stream', () => {
  it('finds an intact stream, with its first and last hash', () => {
    const events = recorded('contract-money-k1', EVENTS);
    expect(verifyStream('contract-money-k1', events)).toEqual({
      streamId: 'contract-money-k1',
      events: 4,
      unchained: 0,
      first: linkOf(events[0]!.metadata)!.hash,
      last: linkOf(events[3]!.metadata)!.hash,
      broken: null,
    });
  });

  it('finds an empty stream intact, with no hashes', () => {
    expect(verifyStream('bill-x', [])).toMatchObject({ events: 0, first: null, last: null, broken: null });
  });

  it.each<[string, (e: RecordedEvent) => RecordedEvent]>([
    ['its data changed', (e) => ({ ...e, data: { receiptId: 'r3', amount: '9300.00' } })],
    ['its type changed', (e) => ({ ...e, type: 'ReceiptConfirmed' })],
    [
      'its stored hash changed',
      (e) => ({ ...e, metadata: { chain: { ...linkOf(e.metadata)!, hash: 'a'.repeat(64) } } }),
    ],
    [
      'its previous hash changed',
      (e) => ({ ...e, metadata: { chain: { ...linkOf(e.metadata)!, prev: 'b'.repeat(64) } } }),
    ],
  ])('names the first altered event when %s', (_, alter) => {
    const events = recorded('contract-money-k1', EVENTS);
    events[2] = alter(events[2]!);
    const result = verifyStream('contract-money-k1', events);
    expect(result.broken).toMatchObject({ revision: 2, eventId: 'id-2', position: 102n });
    expect(result.first).toBe(linkOf(events[0]!.metadata)!.hash);
  });

  it('names the first of two altered events', () => {
    const events = recorded('bill-c1-202610', EVENTS);
    events[1] = { ...events[1]!, data: { receiptId: 'r2', amount: '1.00' } };
    events[3] = { ...events[3]!, data: { receiptId: 'r4', amount: '1.00' } };
    expect(verifyStream('bill-c1-202610', events).broken?.revision).toBe(1);
  });

  it('hashes events appended before the chain existed, and counts them', () => {
    const events = recorded('contract-money-k1', EVENTS, [false, false, true, true]);
    const result = verifyStream('contract-money-k1', events);
    expect(result).toMatchObject({ unchained: 2, broken: null, last: linkOf(events[3]!.metadata)!.hash });
  });
});

describe('the head a new event follows', () => {
  it.each<[string, boolean[], number]>([
    ['every event linked: the last stored hash', [true, true, true], 2],
    ['no event linked (appended before the chain): recomputed over the stream', [false, false, false], 2],
    ['linked, then not: recomputed from the last link', [true, false, false], 2],
  ])('%s', (_, chained, last) => {
    const events = recorded('contract-money-k1', EVENTS.slice(0, 3));
    const expected = linkOf(events[last]!.metadata)!.hash;
    const stored = events.map((e, i) => (chained[i] ? e : { ...e, metadata: {} }));
    expect(chainHead(stored)).toBe(expected);
  });

  it('is the genesis hash for an empty stream', () => {
    expect(chainHead([])).toBe(GENESIS);
  });
});

// ---------------------------------------------------------------- the runner adds the links

type Note = { type: 'Note'; data: { text: string } };
const notes: Decider<number, Note, Note> = {
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (command) => [command],
};
const metadata = { userId: 'u', role: null, at: new Date('2026-11-22T00:00:00Z'), correlationId: 'c' };
const note = (text: string): Note => ({ type: 'Note', data: { text } });

describe('the command runner on chained streams', () => {
  let store: SqlEventStore;
  let pool: SqlPool;
  let runner: CommandRunner;

  beforeAll(async () => {
    pool = createPglitePool(await openPglite());
    store = await SqlEventStore.open(pool, { pollIntervalMs: 200 });
    runner = new CommandRunner(store);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  it('links every event of contract-money-x (run, create, record), none of customer-x', async () => {
    await runner.create(notes, 'contract-money-x', note('first'), metadata);
    await runner.run(notes, 'contract-money-x', note('second'), metadata);
    await runner.record(notes, 'contract-money-x', note('third'), metadata);
    await runner.run(notes, 'customer-x', note('plain'), metadata);
    await runner.record(notes, 'customer-x', note('plain again'), metadata);

    const money = await store.readStream('contract-money-x');
    expect(money.map((e) => linkOf(e.metadata)?.prev)).toEqual([
      GENESIS,
      linkOf(money[0]!.metadata)!.hash,
      linkOf(money[1]!.metadata)!.hash,
    ]);
    expect(verifyStream('contract-money-x', money)).toMatchObject({ events: 3, unchained: 0, broken: null });
    const customer = await store.readStream('customer-x');
    expect(customer.map((e) => e.metadata.chain)).toEqual([undefined, undefined]);
  });

  it('continues the chain of a stream begun before it existed', async () => {
    await store.appendToStream('contract-money-old', [{ type: 'Note', data: { text: 'legacy' } }]);
    await runner.run(notes, 'contract-money-old', note('chained'), metadata);
    const events = await store.readStream('contract-money-old');
    expect(linkOf(events[1]!.metadata)?.prev).toBe(chainHash(GENESIS, events[0]!));
    expect(verifyStream('contract-money-old', events)).toMatchObject({ unchained: 1, broken: null });
  });

  it("chains a bill's events, and names the event altered in the store", async () => {
    const stream = billEvents.billStream('c1', '2026-10');
    const at = '2026-11-01T00:00:00.000Z';
    await runner.create(
      bill.billDecider,
      stream,
      {
        type: 'IssueBill',
        data: {
          customerId: 'c1',
          customerName: 'Harbour Tea',
          language: 'en',
          ownerId: 's1',
          month: '2026-10',
          currency: 'CNY',
          cutoff: '1',
          openingBalance: '0',
          lines: [],
          totals: bill.billTotals('0', []),
          closeId: 'month-close-202610',
          at,
        },
      },
      metadata,
    );
    await runner.run(bill.billDecider, stream, { type: 'SendBill', data: { by: 's1', at } }, metadata);
    await runner.run(
      bill.billDecider,
      stream,
      { type: 'ConfirmBill', data: { acknowledgeEarly: true, by: 's1', at } },
      metadata,
    );
    const events = await store.readStream(stream);
    expect(events.map((e) => e.type)).toEqual(['BillIssued', 'BillSent', 'BillConfirmed', 'BillSealed']);
    expect(verifyStream(stream, events).broken).toBeNull();

    await pool.query(`UPDATE es_events SET data = jsonb_set(data, '{by}', '"someone"') WHERE event_id = $1`, [
      events[1]!.id,
    ]);
    const altered = await store.readStream(stream);
    expect(verifyStream(stream, altered).broken).toMatchObject({
      revision: 1,
      eventId: events[1]!.id,
      type: 'BillSent',
    });
  });
});
