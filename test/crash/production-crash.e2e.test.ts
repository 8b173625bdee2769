import { randomUUID } from 'node:crypto';
import type { BoardView } from '@packflow/contracts';
import { fulfilment, order, productionJob, productionPolicies } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type Answer, type Session, signIn } from '../support/api-client';
import { describeWithPostgres } from '../support/services';
import { crashStaff, scheduledJobs, signedPouchOrders } from './factory-orders';
import { stateOf, streams, useCrashApi } from './support';

/**
 * Kill -9 at random instants while the workshop reports its production, on real PostgreSQL:
 * several signed orders (printed, laminated, made into bags) are reviewed and scheduled; then,
 * round after round, several workshop clients report stage entries at once (each entry with the
 * entry id its client made; an entry cut off by a kill is sent again with the same id after the
 * restart), stages are started (a cure overridden by the planner before bag making) and finished,
 * and the API is killed in the middle. After each restart, once settled: every entry answered
 * 'ok' (or sent again) is in the job's stream exactly once and no entry twice; the read models
 * (the stage rows, the job rows and the board) equal the job's stream folded; the order stands
 * where its production does, and a finished job handed exactly one lot over to inspection. Until
 * every order has finished its last stage. The last few entries of the last order's bag making are
 * kept back until nothing else is left, then sent one a round, alone, the kill right behind each:
 * so that some entry is surely cut off and sent again with its id, however the rounds went.
 */
const ORDERS = 4;
const CLIENTS = 4;
/** Each client reports at most this many new entries of an order's stage per round (and all it must send again). */
const NEW_PER_ROUND = 1;
/** Rounds enough for every order to finish even when every kill undoes a round. */
const MAX_ROUNDS = 30;
/** How many of the last entries of the last order's last stage wait for rounds of their own. */
const HELD = 3;

type Status = 'planned' | 'cut' | 'ok';
interface PlannedEntry {
  orderId: string;
  stage: string;
  client: number;
  form: Record<string, string>;
  status: Status;
  /** Sent again after a kill cut it off. */
  resent: boolean;
  /** Kept for a round of its own, once nothing else is left to do. */
  held: boolean;
}

/**
 * One entry of a stage (the j-th of its order's stage): the amounts keep every subset of a stage's
 * entries within what the previous stage made good once all its entries are in, so no entry is
 * ever refused for its amounts whatever order they arrive in. Bag making's pitch is 120 mm.
 */
function entryForm(kind: string, j: number): Record<string, string> {
  switch (kind) {
    case 'printing':
      return {
        metresIn: String(100 + j),
        kgIn: '14.5',
        goodOut: String(92 + j),
        setupWaste: '3',
        runningWaste: '4',
      };
    case 'lamination':
      return {
        metresIn: String(90 + j),
        kgIn: '20.25',
        goodOut: String(85 + j),
        setupWaste: '2',
        runningWaste: '2.5',
      };
    default:
      return { metresIn: String(80 + j), goodOut: '500', setupWaste: '8', runningWaste: '10' };
  }
}

/** Whether a request was answered (and how), or cut off by the kill, or never reached the dead API. */
type Sent = { answer: Answer<unknown> } | { lost: 'cut' | 'refused' };

describeWithPostgres('kill -9 while the workshop reports its production', () => {
  const crash = useCrashApi({ PROCESS_WAIT_MS: '5000' });
  let planner: Session;
  const workers: Session[] = [];
  const orderIds: string[] = [];
  const entries = new Map<string, PlannedEntry>();
  /** Every answer that refused a request the plan expects to pass. */
  const refusals: string[] = [];
  /** Entries a kill cut off since the last check (one per time an entry was cut off). */
  const justCut: string[] = [];
  const figures = {
    rounds: 0,
    requests: 0,
    cut: 0,
    refusedConnections: 0,
    cutRecorded: 0,
    cutLost: 0,
    heldRounds: 0,
    heldCut: 0,
  };

  const orderOf = (events: RecordedEvent[]) => stateOf(order.orderDecider, events);
  const jobOf = (events: RecordedEvent[]) => stateOf(productionJob.productionDecider, events);

  beforeAll(async () => {
    const admin = await signIn(crash.url, 'admin', 'first-admin-password');
    const sales = await crashStaff(crash, admin, 'OperatorIndex', 'prod-sales');
    const finance = (await crashStaff(crash, admin, 'Finance', 'prod-finance')).session;
    planner = (await crashStaff(crash, admin, 'ProductManage', 'prod-planner')).session;
    for (let c = 0; c < CLIENTS; c++)
      workers.push((await crashStaff(crash, admin, 'Product', `prod-worker-${c}`)).session);

    // One contract of ORDERS bag orders (PET printed, laminated to PE: printing, lamination-1, bag
    // making), paid in full, confirmed by Finance, signed together, each given its artwork; reviewed
    // and every stage scheduled on the plant's machines by the planner.
    const signed = await signedPouchOrders(crash, {
      sales: sales.client,
      salesId: sales.id,
      finance,
      count: ORDERS,
      paid: (total) => total,
    });
    orderIds.push(...signed.orderIds);
    const jobs = await scheduledJobs(crash, planner, orderIds);
    for (const [k, id] of orderIds.entries())
      for (const [s, stage] of jobs[k]!.stages.entries())
        // Each order has its own number of entries per stage (4 to 7), shared among the clients.
        for (let j = 0; j < 4 + k; j++)
          entries.set(randomUUID(), {
            orderId: id,
            stage: stage.key,
            client: (j + k) % CLIENTS,
            form: entryForm(stage.kind, j),
            status: 'planned',
            resent: false,
            held: k === ORDERS - 1 && s === jobs[k]!.stages.length - 1 && j >= 4 + k - HELD,
          });
  }, 180_000);

  it('loses no entry, records none twice, and keeps the orders and the board equal to the events', async () => {
    let down = false;
    /** One request; `down` once any request of the round had no answer (the API is dead: send no more). */
    async function send(session: Session, path: string, body: Record<string, string | string[]>) {
      figures.requests++;
      const sent: Sent = await crash
        .client(session)
        .call('POST', path, body, { 'X-Request-Id': randomUUID() })
        .then(
          (answer) => ({ answer }),
          (error: { cause?: { code?: string } }) => ({
            lost: error.cause?.code === 'ECONNREFUSED' ? ('refused' as const) : ('cut' as const),
          }),
        );
      if ('lost' in sent) {
        down = true;
        if (sent.lost === 'cut') figures.cut++;
        else figures.refusedConnections++;
      } else if (sent.answer.body.code !== 0)
        refusals.push(`${path}: ${sent.answer.status} ${sent.answer.body.msg}`);
      return sent;
    }
    /** A step of an order: true once answered 'ok'. */
    const step = async (session: Session, path: string, body: Record<string, string | string[]> = {}) => {
      if (down) return false;
      const sent = await send(session, path, body);
      return 'answer' in sent && sent.answer.body.code === 0;
    };
    const entriesOf = (orderId: string, stage: string) =>
      [...entries.entries()].filter(([, e]) => e.orderId === orderId && e.stage === stage);

    /** The entries an order's stage still has to send this round: those cut off, those planned (not held). */
    const dueOf = (orderId: string, stage: string) =>
      entriesOf(orderId, stage).filter(([, e]) => e.status === 'cut' || (e.status === 'planned' && !e.held));

    /** A planned entry sent (again) by its client; true once answered 'ok'. */
    async function sendEntry(entryId: string): Promise<boolean> {
      const e = entries.get(entryId)!;
      if (down) return false;
      const again = e.status === 'cut';
      const sent = await send(workers[e.client]!, `/production/${e.orderId}/stages/${e.stage}/entries`, {
        entryId,
        ...e.form,
      });
      if (again) e.resent = true;
      if ('lost' in sent) {
        e.status = 'cut';
        justCut.push(entryId);
        return false;
      }
      if (sent.answer.body.code !== 0) return false;
      e.status = 'ok';
      return true;
    }

    /** A client's entries of an order's stage, one after another: those cut off again first, then new ones. */
    async function report(client: number, orderId: string, stage: string): Promise<boolean> {
      const mine = dueOf(orderId, stage).filter(([, e]) => e.client === client);
      const due = [
        ...mine.filter(([, e]) => e.status === 'cut'),
        ...mine.filter(([, e]) => e.status === 'planned').slice(0, NEW_PER_ROUND),
      ];
      for (const [entryId] of due) if (!(await sendEntry(entryId))) return false;
      return true;
    }

    /** One order's work of the round, from its job as the store shows it: each part resolves true unless cut off. */
    function work(k: number, orderId: string, job: productionJob.ProductionState): Promise<boolean>[] {
      const stage = productionPolicies.currentStageOf(job);
      if (!stage) return [];
      const worker = workers[k % CLIENTS]!;
      const base = `/production/${orderId}/stages/${stage.key}`;
      const previous = job.stages[job.stages.indexOf(stage) - 1];
      const running = (async () => {
        if (stage.state !== 'scheduled') return true;
        if (previous?.kind === 'lamination' && !stage.cureOverridden)
          if (!(await step(planner, `${base}/cure-override`, { reason: 'Customer rush, QA agreed' })))
            return false;
        return step(worker, `${base}/start`, { operators: ['Li Wei', `Operator ${k}`] });
      })();
      // Only the clients with entries to send (a part that sends nothing would let killMidFlight
      // take the round's one remaining request for the last of many and always cut it off).
      const reporting = Array.from({ length: CLIENTS }, (_, c) => c).filter((c) =>
        dueOf(orderId, stage.key).some(([, e]) => e.client === c),
      );
      // Only entries held for rounds of their own left: nothing to do (the stage finishes after them).
      if (
        stage.state !== 'scheduled' &&
        !reporting.length &&
        entriesOf(orderId, stage.key).some(([, e]) => e.held)
      )
        return [];
      const reports = reporting.map((c) => running.then((ok) => ok && report(c, orderId, stage.key)));
      const finished = Promise.all(reports).then((all) =>
        all.every(Boolean) && entriesOf(orderId, stage.key).every(([, e]) => e.status === 'ok')
          ? step(worker, `${base}/finish`)
          : !down,
      );
      return [...(stage.state === 'scheduled' ? [running] : []), ...reports, finished];
    }

    for (;;) {
      const all = await streams(crash.reader);
      const jobs = orderIds.map((id) => jobOf(all.get(productionJob.productionStream(id)) ?? []));
      if (jobs.every((j) => j.finished)) break;
      expect(figures.rounds).toBeLessThan(MAX_ROUNDS);
      figures.rounds++;
      down = false;
      const inFlight = orderIds.flatMap((id, k) => work(k, id, jobs[k]!));
      // Nothing else to do: a held entry alone, the kill some 10 ms after it is sent; the last one,
      // when none of them was cut off so far, killed at once (so that some entry is surely cut off
      // and sent again with its id, however the rounds went).
      const held =
        !inFlight.length && [...entries.entries()].find(([, e]) => e.held && e.status === 'planned');
      if (held) held[1].held = false;
      const atOnce = held && !figures.heldCut && ![...entries.values()].some((e) => e.held);
      const { unanswered } = await crash.killAndRestart(
        held ? [sendEntry(held[0])] : inFlight,
        !held ? 1200 : atOnce ? 0 : 10,
      );
      if (held) {
        figures.heldRounds++;
        figures.heldCut += unanswered;
      }
      await checkInvariants();
    }

    // Every entry was reported and answered 'ok' in the end, and none was refused on the way.
    expect(refusals).toEqual([]);
    expect([...entries.values()].filter((e) => e.status !== 'ok')).toEqual([]);
    // The kills did land in the middle of the work: some requests never had their answer.
    expect(figures.cut).toBeGreaterThan(0);
    expect(figures.cut).toBeLessThan(figures.requests);
    // Entries among them, sent again with their own ids after the restart (and counted once, as checked).
    const resent = [...entries.values()].filter((e) => e.resent).length;
    expect(resent).toBeGreaterThan(0);
    process.stdout.write(
      `production crash test: ${figures.rounds} rounds and kills, ${figures.requests} requests, ` +
        `${figures.cut} cut off (${figures.refusedConnections} more refused by the dead API), ` +
        `${entries.size} entries, ${resent} sent again (${figures.heldCut} of ${figures.heldRounds} held back cut off; entries cut off: ${figures.cutRecorded} times recorded ` +
        `before the kill, ${figures.cutLost} times not)\n`,
    );
  }, 600_000);

  async function checkInvariants() {
    const all = await streams(crash.reader);
    const health = await crash.client().get<{ parkedSteps: number }>('/health');
    expect(health.body.data.parkedSteps).toBe(0);
    const board = await crash.client(planner).get<BoardView>('/production/board?groupBy=stage');
    expect(board.body.code).toBe(0);
    const { rows: stageRows } = await crash.reader.pool.query<Record<string, unknown>>(
      `SELECT order_id, stage, state, metres_in, kg_in, good_out, good_metres, setup_waste, running_waste,
              entries, operators, cure_overridden, stream_revision
         FROM rm.production_stages WHERE order_id = ANY($1) ORDER BY order_id, seq`,
      [orderIds],
    );
    const { rows: jobRows } = await crash.reader.pool.query<Record<string, unknown>>(
      `SELECT order_id, phase, current_stage, stages_done, progress, stream_revision
         FROM rm.production_jobs WHERE order_id = ANY($1)`,
      [orderIds],
    );

    for (const orderId of orderIds) {
      const events = all.get(productionJob.productionStream(orderId)) ?? [];
      const job = jobOf(events);

      // Each entry id at most once in the job's stream, each one a client made, as it was sent;
      // an entry answered 'ok' (or sent again) exactly once.
      const recorded = events
        .filter((e) => e.type === 'StageEntryRecorded')
        .map((e) => e.data as productionJob.StageEntryData);
      const ids = recorded.map((r) => r.entryId);
      expect([orderId, ids.filter((id, i) => ids.indexOf(id) !== i)]).toEqual([orderId, []]);
      for (const r of recorded) {
        const planned = entries.get(r.entryId);
        expect([r.entryId, planned?.orderId, planned?.stage]).toEqual([r.entryId, orderId, r.stage]);
        const { kgIn = '0', setupWaste = '0', runningWaste = '0', ...rest } = planned!.form;
        expect([r.entryId, r.metresIn, r.kgIn, r.goodOut, r.setupWaste, r.runningWaste]).toEqual([
          r.entryId,
          Number(rest.metresIn),
          Number(kgIn),
          Number(rest.goodOut),
          Number(setupWaste),
          Number(runningWaste),
        ]);
      }
      for (const [entryId, e] of entries)
        if (e.orderId === orderId && e.status === 'ok')
          expect([entryId, ids.filter((id) => id === entryId).length]).toEqual([entryId, 1]);
      // Entries the last kill cut off: recorded before it (once, as above) or lost with it, to be sent again.
      for (const entryId of justCut)
        if (entries.get(entryId)!.orderId === orderId) {
          if (ids.includes(entryId)) figures.cutRecorded++;
          else figures.cutLost++;
        }

      // The stage rows and the job row are the job's stream folded.
      const rows = stageRows.filter((r) => r.order_id === orderId);
      expect(rows.map((r) => r.stage)).toEqual(job.stages.map((s) => s.key));
      for (const [i, s] of job.stages.entries()) {
        const ledger = productionJob.stageGoodMetres(job, s);
        expect({ ...rows[i], order_id: orderId }).toEqual({
          order_id: orderId,
          stage: s.key,
          state: s.state,
          metres_in: s.totals.metresIn,
          kg_in: s.totals.kgIn,
          good_out: s.totals.goodOut,
          good_metres: ledger,
          setup_waste: s.totals.setupWaste,
          running_waste: s.totals.runningWaste,
          entries: s.entryIds.length,
          operators: s.operators,
          cure_overridden: s.cureOverridden,
          stream_revision: events.at(-1)!.revision,
        });
      }
      const row = jobRows.find((r) => r.order_id === orderId);
      expect(row).toEqual({
        order_id: orderId,
        phase: productionPolicies.phaseOf(job),
        current_stage: productionPolicies.currentStageOf(job)?.key ?? null,
        stages_done: job.stages.filter((s) => s.state === 'finished').length,
        progress: productionPolicies.jobProgressOf(job),
        stream_revision: events.at(-1)!.revision,
      });

      // The board: an unfinished job's card at its current stage with that stage's ledger; a finished job off it.
      const cards = board.body.data.cards.filter((c) => c.orderId === orderId);
      const current = productionPolicies.currentStageOf(job);
      expect([orderId, cards.map((c) => ({ stage: c.stage, state: c.state, ...pick(c.ledger) }))]).toEqual([
        orderId,
        current ? [{ stage: current.key, state: current.state, ...pick(current.totals) }] : [],
      ]);

      // The order stands where its production does; a finished job handed one lot over, once.
      const started = job.stages.some((s) => s.startedAt !== null);
      const orderEvents = all.get(order.orderStream(orderId)) ?? [];
      expect([orderId, orderOf(orderEvents).status]).toEqual([
        orderId,
        job.finished ? 'inspection' : started ? 'product' : 'signed',
      ]);
      const advanced = orderEvents
        .filter((e) => e.type === 'OrderAdvanced')
        .map((e) => (e.data as { status: string }).status);
      expect([orderId, advanced]).toEqual([
        orderId,
        [...(started ? ['product'] : []), ...(job.finished ? ['inspection'] : [])],
      ]);
      const process = all.get(fulfilment.fulfilmentStream(orderId)) ?? [];
      const lots = process.filter((e) => e.type === 'LotHandedOver');
      expect([orderId, lots.length]).toEqual([orderId, job.finished ? 1 : 0]);
      if (job.finished)
        expect(lots[0]!.data).toMatchObject({
          orderId,
          quantity: job.stages.at(-1)!.totals.goodOut,
          unit: 'piece',
        });
      expect([orderId, process.filter((e) => e.type === 'FulfilmentProductionStarted').length]).toEqual([
        orderId,
        started ? 1 : 0,
      ]);
      expect([orderId, events.filter((e) => e.type === 'ProductionFinished').length]).toEqual([
        orderId,
        job.finished ? 1 : 0,
      ]);
    }
    justCut.length = 0;
  }
});

/** The amounts of a ledger that the entries add up. */
const pick = (l: {
  metresIn: number;
  kgIn: number;
  goodOut: number;
  setupWaste: number;
  runningWaste: number;
}) => ({
  metresIn: l.metresIn,
  kgIn: l.kgIn,
  goodOut: l.goodOut,
  setupWaste: l.setupWaste,
  runningWaste: l.runningWaste,
});
