import { randomUUID } from 'node:crypto';
import {
  type EventData,
  type EventStore,
  type Position,
  type RecordedEvent,
  StreamNotFoundError,
  type Subscription,
  type SubscriptionItem,
  WrongExpectedRevisionError,
  inTransaction,
} from '@packflow/eventstore';
import { eventually } from '../support/services';
import { type OpenedStore, storeFactories } from './store-factories';

/**
 * One contract for every event store adapter. Each test works in streams with its own random
 * prefix, so the suite also runs against a shared server (EventStoreDB) without interference.
 */
const ev = (type: string, data: unknown = {}, id?: string): EventData => ({
  type,
  data,
  id,
  metadata: { userId: 'u1' },
});

function collect(subscription: Subscription): {
  events: RecordedEvent[];
  items: SubscriptionItem[];
  done: Promise<void>;
} {
  const events: RecordedEvent[] = [];
  const items: SubscriptionItem[] = [];
  const done = (async () => {
    for await (const item of subscription) {
      items.push(item);
      if (item.kind === 'event') events.push(item.event);
    }
  })();
  return { events, items, done };
}

for (const factory of storeFactories) {
  const describeAdapter = factory.unavailable ? describe.skip : describe;
  const title = factory.unavailable ? `[skipped: ${factory.unavailable}] ` : '';

  describeAdapter(`${title}event store contract on ${factory.name}`, () => {
    let opened: OpenedStore;
    let store: EventStore;
    let prefix: string;
    const stream = (name: string): string => `${prefix}${name}`;
    /**
     * Waits until $all reads reach `position`: a read stops before the oldest transaction still
     * open anywhere on the server (so it never skips one that commits later), and other databases'
     * transactions hold it back for a moment when tests run side by side.
     */
    const readable = (position: bigint) =>
      eventually(
        async () =>
          ((await store.readAll({ direction: 'backwards', maxCount: 1 }))[0]?.position ?? -1n) >= position,
      );

    beforeAll(async () => {
      opened = await factory.open();
      store = opened.store;
    });
    afterAll(async () => opened?.close());
    beforeEach(() => {
      prefix = `t${randomUUID().slice(0, 8)}-`;
    });

    describe('append and read a stream', () => {
      it('appends to a new stream and reads it back in order with data, metadata and ids', async () => {
        const id = randomUUID();
        const result = await store.appendToStream(
          stream('order-1'),
          [ev('OrderPlaced', { qty: 5 }, id), ev('OrderSigned')],
          {
            expectedRevision: 'no_stream',
          },
        );
        expect(result.nextExpectedRevision).toBe(1);
        const events = await store.readStream(stream('order-1'));
        expect(events.map((e) => [e.type, e.revision])).toEqual([
          ['OrderPlaced', 0],
          ['OrderSigned', 1],
        ]);
        expect(events[0]).toMatchObject({
          id,
          streamId: stream('order-1'),
          data: { qty: 5 },
          metadata: { userId: 'u1' },
        });
        expect(events[1]?.position).toBe(result.position);
        expect(events[0]!.position < events[1]!.position).toBe(true);
        expect(events[0]!.created).toBeInstanceOf(Date);
      });

      it('checks the expected revision: exact, no_stream, stream_exists and any', async () => {
        const s = stream('a');
        await expect(
          store.appendToStream(s, [ev('X')], { expectedRevision: 'stream_exists' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(store.appendToStream(s, [ev('X')], { expectedRevision: 0 })).rejects.toMatchObject({
          actual: 'no_stream',
        });
        await store.appendToStream(s, [ev('X')], { expectedRevision: 'no_stream' });
        await expect(
          store.appendToStream(s, [ev('X')], { expectedRevision: 'no_stream' }),
        ).rejects.toMatchObject({
          actual: 0,
        });
        await store.appendToStream(s, [ev('X')], { expectedRevision: 0 });
        await expect(store.appendToStream(s, [ev('X')], { expectedRevision: 0 })).rejects.toMatchObject({
          streamId: s,
          expected: 0,
          actual: 1,
        });
        await store.appendToStream(s, [ev('X')], { expectedRevision: 'stream_exists' });
        const last = await store.appendToStream(s, [ev('X')], { expectedRevision: 'any' });
        expect(last.nextExpectedRevision).toBe(3);
        expect((await store.readStream(s)).length).toBe(4);
      });

      it('writes a retried append with the same event ids once', async () => {
        const s = stream('idem');
        const batch = [ev('A', {}, randomUUID()), ev('B', {}, randomUUID())];
        const first = await store.appendToStream(s, batch, { expectedRevision: 'no_stream' });
        const retry = await store.appendToStream(s, batch, { expectedRevision: 'no_stream' });
        const retryAny = await store.appendToStream(s, batch, { expectedRevision: 'any' });
        expect(retry).toEqual(first);
        expect(retryAny).toEqual(first);
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
      });

      it('reads backwards, from a revision and up to a count', async () => {
        const s = stream('r');
        await store.appendToStream(
          s,
          ['E0', 'E1', 'E2', 'E3', 'E4'].map((t) => ev(t)),
        );
        const types = (events: RecordedEvent[]): string[] => events.map((e) => e.type);
        expect(types(await store.readStream(s, { direction: 'backwards' }))).toEqual([
          'E4',
          'E3',
          'E2',
          'E1',
          'E0',
        ]);
        expect(types(await store.readStream(s, { fromRevision: 2, maxCount: 2 }))).toEqual(['E2', 'E3']);
        expect(
          types(await store.readStream(s, { direction: 'backwards', fromRevision: 2, maxCount: 2 })),
        ).toEqual(['E2', 'E1']);
        expect(await store.readStream(s, { fromRevision: 9 })).toEqual([]);
      });

      it('keeps revision order past ten events (numbers, not text)', async () => {
        const s = stream('long');
        await store.appendToStream(
          s,
          Array.from({ length: 12 }, (_, i) => ev(`E${i}`)),
        );
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual(
          Array.from({ length: 12 }, (_, i) => i),
        );
        expect(
          (await store.readStream(s, { direction: 'backwards', maxCount: 3 })).map((e) => e.revision),
        ).toEqual([11, 10, 9]);
      });

      it('throws StreamNotFoundError for a stream without events', async () => {
        await expect(store.readStream(stream('missing'))).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it('lets exactly one of 50 parallel appends at the same expected revision succeed', async () => {
        const s = stream('race');
        await store.appendToStream(s, [ev('Created')]);
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            store.appendToStream(s, [ev('Claimed', { by: i })], { expectedRevision: 0 }),
          ),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(49);
        for (const o of lost) expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Created', 'Claimed']);
      });
    });

    describe('concurrent appends (committed together where the store groups them)', () => {
      it('checks each append against its own expected revision: the refused ones change nothing, the others are written', async () => {
        const names = Array.from({ length: 24 }, (_, i) => stream(`g${i}`));
        // Every third stream exists already, so a no_stream append to it must be refused.
        await Promise.all(
          names.filter((_, i) => i % 3 === 0).map((s) => store.appendToStream(s, [ev('Seed')])),
        );
        const outcomes = await Promise.allSettled(
          names.map((s, i) =>
            store.appendToStream(s, [ev('First', { i }), ev('Second', { i })], {
              expectedRevision: 'no_stream',
            }),
          ),
        );
        for (const [i, outcome] of outcomes.entries()) {
          const events = await store.readStream(names[i]!);
          if (i % 3 === 0) {
            expect(outcome.status).toBe('rejected');
            expect((outcome as PromiseRejectedResult).reason).toMatchObject({
              streamId: names[i],
              actual: 0,
            });
            expect(events.map((e) => e.type)).toEqual(['Seed']);
          } else {
            expect(outcome).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1 } });
            expect(events.map((e) => [e.type, e.revision, (e.data as { i: number }).i])).toEqual([
              ['First', 0, i],
              ['Second', 1, i],
            ]);
            expect((outcome as PromiseFulfilledResult<{ position: bigint }>).value.position).toBe(
              events[1]!.position,
            );
          }
        }
      });

      it('keeps the order of concurrent appends to one stream and gives every event its own position', async () => {
        const s = stream('busy');
        const others = Array.from({ length: 10 }, (_, i) => stream(`other${i}`));
        const results = await Promise.all([
          ...Array.from({ length: 10 }, (_, i) =>
            store.appendToStream(s, [ev('Step', { i })], { expectedRevision: 'any' }),
          ),
          ...others.map((o) => store.appendToStream(o, [ev('Other')], { expectedRevision: 'no_stream' })),
        ]);
        const events = await store.readStream(s);
        expect(events.map((e) => e.revision)).toEqual([...Array(10).keys()]);
        expect(new Set(events.map((e) => (e.data as { i: number }).i)).size).toBe(10);
        const positions = results.map((r) => r.position.toString());
        expect(new Set(positions).size).toBe(positions.length);
        await readable(results.reduce((m, r) => (r.position > m ? r.position : m), 0n));
        const all = await store.readAll({ filter: { streamPrefixes: [prefix] } });
        expect(all.map((e) => e.position)).toEqual(
          [...all.map((e) => e.position)].sort((a, b) => (a < b ? -1 : 1)),
        );
        expect(all).toHaveLength(20);
      });

      it('answers concurrent retries of appends with the same ids as the first, writing each once', async () => {
        const names = Array.from({ length: 8 }, (_, i) => stream(`retry${i}`));
        const batches = names.map(() => [ev('A', {}, randomUUID())]);
        const first = await Promise.all(
          names.map((s, i) => store.appendToStream(s, batches[i]!, { expectedRevision: 'no_stream' })),
        );
        const again = await Promise.all(
          names.map((s, i) =>
            store.appendToStream(s, batches[i]!, { expectedRevision: i % 2 ? 'any' : 'no_stream' }),
          ),
        );
        expect(again).toEqual(first);
        for (const s of names) expect(await store.readStream(s)).toHaveLength(1);
      });

      it('answers retries at an exact revision, sent together, as the first, and refuses other events at that revision', async () => {
        const names = Array.from({ length: 6 }, (_, i) => stream(`exact${i}`));
        await Promise.all(
          names.map((s) => store.appendToStream(s, [ev('A')], { expectedRevision: 'no_stream' })),
        );
        const seconds = names.map(() => [ev('B', {}, randomUUID())]);
        const first = await Promise.all(
          names.map((s, i) => store.appendToStream(s, seconds[i]!, { expectedRevision: 0 })),
        );
        // The revision has moved on, so each retry is refused by its check and found by its ids.
        const again = await Promise.all(
          names.map((s, i) => store.appendToStream(s, seconds[i]!, { expectedRevision: 0 })),
        );
        expect(again).toEqual(first);
        const others = await Promise.allSettled(
          names.map((s) => store.appendToStream(s, [ev('C')], { expectedRevision: 0 })),
        );
        for (const [i, outcome] of others.entries()) {
          expect(outcome.status).toBe('rejected');
          const reason = (outcome as PromiseRejectedResult).reason as unknown;
          expect(reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect(reason).toMatchObject({ streamId: names[i], actual: 1 });
        }
        for (const s of names) expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
      });
    });

    describe('$all', () => {
      it('reads $all after a position, filtered by event type or stream prefix, forwards and backwards', async () => {
        await store.appendToStream(stream('order-1'), [ev('OrderPlaced'), ev('OrderSigned')]);
        await store.appendToStream(stream('customer-1'), [ev('CustomerCreated')]);
        const last = await store.appendToStream(stream('order-2'), [ev('OrderPlaced')]);
        await readable(last.position);

        const mine = await store.readAll({ filter: { streamPrefixes: [prefix] } });
        expect(mine.map((e) => e.type)).toEqual([
          'OrderPlaced',
          'OrderSigned',
          'CustomerCreated',
          'OrderPlaced',
        ]);
        const positions = mine.map((e) => e.position);
        expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);

        const orders = await store.readAll({ filter: { streamPrefixes: [stream('order-')] } });
        expect(orders.map((e) => e.streamId)).toEqual([
          stream('order-1'),
          stream('order-1'),
          stream('order-2'),
        ]);

        const placed = await store.readAll({
          filter: { streamPrefixes: [prefix], eventTypes: ['OrderPlaced'] },
        });
        expect(placed.map((e) => e.streamId)).toEqual([stream('order-1'), stream('order-2')]);

        const afterFirst = await store.readAll({ after: positions[0], filter: { streamPrefixes: [prefix] } });
        expect(afterFirst.map((e) => e.position)).toEqual(positions.slice(1));

        const backwards = await store.readAll({
          direction: 'backwards',
          maxCount: 2,
          filter: { streamPrefixes: [prefix] },
        });
        expect(backwards.map((e) => e.position)).toEqual([positions[3], positions[2]]);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(positions[3]!);
      });
    });

    describe('catch-up subscription', () => {
      it('delivers past events, then goes live, in order, without missing or repeating one', async () => {
        for (let i = 0; i < 5; i++) await store.appendToStream(stream(`s${i % 2}`), [ev('Past', { i })]);
        const sub = store.subscribeToAll({ filter: { streamPrefixes: [prefix] } });
        const seen = collect(sub);
        await eventually(async () => seen.items.some((i) => i.kind === 'checkpoint' && i.caughtUp));
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            store.appendToStream(stream(`live${i % 3}`), [ev('Live', { i })]),
          ),
        );
        await eventually(async () => seen.events.length >= 25);
        await sub.stop();
        await seen.done;
        expect(seen.events).toHaveLength(25);
        expect(new Set(seen.events.map((e) => e.id)).size).toBe(25);
        const positions = seen.events.map((e) => e.position);
        expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
        expect(seen.events.slice(0, 5).map((e) => e.type)).toEqual(['Past', 'Past', 'Past', 'Past', 'Past']);
      });

      it('moves its checkpoint past events its filter leaves out', async () => {
        const sub = store.subscribeToAll({ filter: { streamPrefixes: [stream('wanted-')] } });
        const seen = collect(sub);
        const other = await store.appendToStream(stream('other'), [ev('Noise')]);
        await eventually(async () =>
          seen.items.some((i) => i.kind === 'checkpoint' && i.position >= other.position),
        );
        await sub.stop();
        await seen.done;
        expect(seen.events).toEqual([]);
      });

      it('gives each of several subscribers woken together exactly the events its filter asks for', async () => {
        // More than a page of past events, then live ones: subscribers started at one position
        // read together (one read shared, each filtering its own), past a full page and live.
        const start = (await store.readAll({ direction: 'backwards', maxCount: 1 }))[0]?.position ?? 0n;
        const types = ['Red', 'Green', 'Blue'];
        const past = 1100;
        for (let i = 0; i < past; i += 100)
          await store.appendToStream(
            stream(`mix${i}`),
            Array.from({ length: 100 }, (_, j) => ev(types[(i + j) % 3]!, { i: i + j })),
          );
        const subscribers = [
          { filter: { eventTypes: ['Red'] }, wants: (t: string) => t === 'Red' },
          { filter: { eventTypes: ['Green', 'Blue'] }, wants: (t: string) => t !== 'Red' },
          { filter: { streamPrefixes: [prefix] }, wants: () => true },
        ].map(({ filter, wants }) => {
          const sub = store.subscribeToAll({ after: start, filter });
          return { wants, sub, seen: collect(sub) };
        });
        let live = 0n;
        for (let i = 0; i < 30; i++)
          live = (await store.appendToStream(stream('mix-live'), [ev(types[i % 3]!, { i: past + i })]))
            .position;
        await readable(live);
        const all = (await store.readAll({ filter: { streamPrefixes: [prefix] } })).filter((e) =>
          e.streamId.startsWith(stream('mix')),
        );
        for (const { wants, seen } of subscribers) {
          const expected = all.filter((e) => wants(e.type)).map((e) => e.id);
          await eventually(
            async () =>
              seen.events.filter((e) => e.streamId.startsWith(stream('mix'))).length >= expected.length,
          );
          expect(seen.events.filter((e) => e.streamId.startsWith(stream('mix'))).map((e) => e.id)).toEqual(
            expected,
          );
        }
        for (const { seen } of subscribers)
          expect(new Set(seen.events.map((e) => e.id)).size).toBe(seen.events.length);
        await Promise.all(
          subscribers.map(async ({ sub, seen }) => {
            await sub.stop();
            await seen.done;
          }),
        );
      });

      it('resumes after a restart from its checkpoint with nothing lost or doubled', async () => {
        const total = 60;
        const writer = (async () => {
          for (let i = 0; i < total; i++)
            await store.appendToStream(stream(`w${i % 4}`), [ev('Tick', { i })]);
        })();
        const delivered: RecordedEvent[] = [];
        let checkpoint: Position = 0n;
        // Each run stops abruptly after a few events; the next starts after the saved checkpoint.
        while (delivered.length < total) {
          const sub = store.subscribeToAll({ after: checkpoint, filter: { streamPrefixes: [prefix] } });
          let inThisRun = 0;
          for await (const item of sub) {
            if (item.kind !== 'event') continue;
            delivered.push(item.event);
            checkpoint = item.event.position;
            if (++inThisRun === 7 || delivered.length === total) break;
          }
          await sub.stop();
        }
        await writer;
        const ticks = delivered.map((e) => (e.data as { i: number }).i);
        expect(ticks).toHaveLength(total);
        expect(new Set(ticks).size).toBe(total);
        expect([...ticks].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i));
      });

      const heldOpen = factory.name === 'PostgreSQL' ? it : it.skip;
      const heldOpenReason =
        factory.name === 'PostgreSQL'
          ? ''
          : `[skipped: ${factory.name} ${factory.name === 'PGlite' ? 'runs one transaction at a time' : 'has no client-held transactions'}] `;
      heldOpen(
        `${heldOpenReason}does not skip an event whose transaction began first and commits last`,
        async () => {
          const sql = opened.sql!;
          const sub = store.subscribeToAll({ filter: { streamPrefixes: [prefix] } });
          const seen = collect(sub);
          // A second subscriber woken with the first: they share their reads, and neither skips.
          const lateOnly = store.subscribeToAll({ filter: { eventTypes: ['Early', 'Late'] } });
          const seenToo = collect(lateOnly);
          await eventually(async () =>
            [seen, seenToo].every((x) => x.items.some((i) => i.kind === 'checkpoint' && i.caughtUp)),
          );

          let releaseEarly!: () => void;
          const early = new Promise<void>((r) => (releaseEarly = r));
          let appendedEarly!: () => void;
          const earlyAppended = new Promise<void>((r) => (appendedEarly = r));
          const held = inTransaction(sql.pool, async (client) => {
            await sql.store.appendWith(client, stream('early'), [ev('Early')]);
            appendedEarly();
            await early;
          });
          await earlyAppended;
          const late = await store.appendToStream(stream('late'), [ev('Late')]);

          // The late event is committed, but an older transaction is still open: it must wait.
          const readable = await store.readAll({ filter: { streamPrefixes: [prefix] } });
          expect(readable).toEqual([]);
          await new Promise((r) => setTimeout(r, 300));
          expect(seen.events).toEqual([]);

          releaseEarly();
          await held;
          await eventually(async () => seen.events.length === 2 && seenToo.events.length === 2);
          await sub.stop();
          await lateOnly.stop();
          await Promise.all([seen.done, seenToo.done]);
          expect(seen.events.map((e) => e.type)).toEqual(['Early', 'Late']);
          expect(seenToo.events.map((e) => e.type)).toEqual(['Early', 'Late']);
          expect(seen.events[1]!.position).toBe(late.position);
        },
      );
    });
  });
}
