import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { billEvents, monthClose } from '@packflow/domain';
import { SqlEventStore, createPostgresPool } from '@packflow/eventstore';
import { createTestDatabase, describeWithPostgres } from '../support/services';
import { allEvents, busyCustomer, checkBills, settled } from './month-close-setup';
import { accountMade, checkWageSheets } from './wage-close-check';

/**
 * Kill -9 the worker at random instants while it closes a month of many customers, on real
 * PostgreSQL: the worker (month-close-plan.ts, a process of its own) keeps the bills' read models
 * and runs the close; it is killed again and again, sometimes before its read models caught up,
 * sometimes mid-close, and started again until the close is done. At every stop: no bill issued
 * twice, every bill issued equal to the fold of the events (its lines, opening and totals), no wage
 * sheet made twice, every sheet made equal to the fold of the commission ledger. At the end: one
 * bill per customer, one sheet per salesman (those with customers and two without), the close
 * started once, each customer and each salesman done once, finished once.
 */
// Enough that most kills land inside the close, now that a batch is appended 48 bills at a time.
const CUSTOMERS = 120;
/** The customers' salesmen, and two more without customers (a sheet of base and position wage each). */
const SALESMEN = 12;
const IDLE = 2;
const wagesOf = (staffId: string) => {
  const k = Number(staffId.slice('sales-'.length));
  return { wage: `${3000 + k * 100}`, workWage: k % 3 ? '500.50' : null };
};
const KILLS = 6;
const MONTH = '2026-03';
const NOW = '2026-04-01T03:00:00.000Z';
const ROOT = path.resolve(__dirname, '../..');
const LAUNCHER = path.join(ROOT, 'test/faults/support/run-from-source.mjs');

interface Worker {
  child: ChildProcess;
  output: () => string;
  ready: Promise<void>;
  exited: Promise<number | null>;
}

function startWorker(url: string): Worker {
  const child = spawn(process.execPath, [LAUNCHER, 'test/crash/month-close-plan.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, MONTH, NOW },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    void exited.then(() =>
      output.includes('ready') ? resolve() : reject(new Error(`worker ended:\n${output}`)),
    );
  });
  return { child, output: () => output, ready, exited };
}

describeWithPostgres('kill -9 while the worker closes a month', () => {
  let url: string;
  let drop: () => Promise<void>;
  let store: SqlEventStore;
  let pool: ReturnType<typeof createPostgresPool>;

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    pool = createPostgresPool(url, 2);
    store = await SqlEventStore.open(pool);
    for (let k = 0; k < SALESMEN + IDLE; k++) {
      const a = accountMade(`sales-${k}`, `Salesman ${k}`, 'OperatorIndex', wagesOf(`sales-${k}`));
      await store.appendToStream(a.stream, a.events);
    }
    for (let k = 0; k < CUSTOMERS; k++)
      for (const a of busyCustomer(`crash-${String(k).padStart(3, '0')}`, `sales-${k % SALESMEN}`, k, MONTH))
        await store.appendToStream(a.stream, a.events);
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await drop?.();
  });

  const closeState = async () => {
    const events = await store.readStream(monthClose.monthCloseStream(MONTH)).catch(() => []);
    return events.reduce(
      (s, e) =>
        monthClose.monthCloseDecider.evolve(s, { type: e.type, data: e.data } as billEvents.MonthCloseEvent),
      monthClose.monthCloseDecider.initialState(),
    );
  };

  it('makes every bill and wage sheet exactly once, each equal to the fold of the events', async () => {
    const figures = { kills: 0, midClose: 0, inWages: 0, beforeStart: 0, afterDone: 0 };
    for (let round = 0; round < KILLS; round++) {
      const worker = startWorker(url);
      await worker.ready;
      // A close of this size takes well under a second once the read models caught up: kill early.
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 300)));
      worker.child.kill('SIGKILL');
      await worker.exited;
      figures.kills++;
      const state = await closeState();
      if (!state.started) figures.beforeStart++;
      else if (state.status === 'done') figures.afterDone++;
      else figures.midClose++;
      if (state.wages.started && state.status !== 'done') figures.inWages++;
      await settled(pool);
      const { problems } = await checkBills(store);
      expect(problems).toEqual([]);
      expect((await checkWageSheets(store, wagesOf)).problems).toEqual([]);
    }

    const last = startWorker(url);
    expect(await last.exited).toBe(0);
    expect(last.output()).toContain(`closed ${CUSTOMERS}`);
    await settled(pool);

    const { problems, bills } = await checkBills(store);
    expect(problems).toEqual([]);
    expect(bills.size).toBe(CUSTOMERS);
    const closeEvents = (await allEvents(store)).filter(
      (e) => e.streamId === monthClose.monthCloseStream(MONTH),
    );
    const types = closeEvents.map((e) => e.type);
    expect(types.filter((t) => t === 'MonthCloseStarted')).toHaveLength(1);
    // Every customer recorded done exactly once, across the batches of all the tries.
    const recorded = closeEvents
      .filter((e) => e.type === 'MonthCloseCustomersDone')
      .flatMap((e) => (e.data as { customers: { customerId: string }[] }).customers.map((c) => c.customerId));
    expect(recorded).toHaveLength(CUSTOMERS);
    expect(new Set(recorded).size).toBe(CUSTOMERS);
    expect(types.filter((t) => t === 'MonthCloseFinished')).toHaveLength(1);
    const wages = await checkWageSheets(store, wagesOf);
    expect(wages.problems).toEqual([]);
    expect(wages.sheets.size).toBe(SALESMEN + IDLE);
    expect(types.filter((t) => t === 'MonthCloseWagesStarted')).toHaveLength(1);
    const salesmenDone = closeEvents
      .filter((e) => e.type === 'MonthCloseSalesmenDone')
      .flatMap((e) => (e.data as { staff: { staffId: string }[] }).staff.map((x) => x.staffId));
    expect(salesmenDone).toHaveLength(SALESMEN + IDLE);
    expect(new Set(salesmenDone).size).toBe(SALESMEN + IDLE);
    const state = await closeState();
    expect(state).toMatchObject({ status: 'done', bills: CUSTOMERS });
    expect(state.wages.sheets).toBe(SALESMEN + IDLE);
    console.log(`month-close crash: ${JSON.stringify(figures)}`);
    // The kills did land before the close was done (else this test proved nothing).
    expect(figures.midClose + figures.beforeStart).toBeGreaterThan(0);
  }, 300_000);
});
