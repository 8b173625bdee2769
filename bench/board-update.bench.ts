import { randomUUID } from 'node:crypto';
import {
  BOARD_ORDER_IDS_MAX,
  type BoardView,
  LIVE_EVENTS,
  type MachineView,
  PRODUCTION_READ_MODELS,
  type ProductionDetail,
  type ReadModelChanged,
} from '@packflow/contracts';
import type { Socket } from 'socket.io-client';
import { type SignedInClient, liveSocket, signIn, socketReady } from '../test/support/api-client';
import { contractOf } from '../test/support/contracts';
import { pngOf, uploadAs } from '../test/support/files';
import { createStaff } from '../test/support/staff';
import { type BenchApi, percentile, progress, report, round, startBenchApi } from './support';

const BOARD_CLIENTS = 50;
/** Of the board clients, how many are ProductManage (the rest the workshop, Product). */
const SUPERVISORS = 10;
const ORDERS = 40;
const ENTRIES = 200;
const WARM_UP = 10;
const STAFF_PASSWORD = 'correct-horse-1';

const { productionStages, machines } = PRODUCTION_READ_MODELS;
/** The read models a board card is made of (what the console's board follows, web/…/api/board.ts). */
const BOARD_READ_MODELS: readonly string[] = [productionStages, machines];

/**
 * A board as the console keeps it (web/…/api/board.ts): it loads the whole board once; on each
 * change of the production stages it asks for only the orders the change names, at the
 * change's position, and patches their cards in (a machine's change asks again for the cards on
 * that machine); one request at a time, the orders heard meanwhile asked for together after it.
 * It notes when each order's printing card first showed a metres-in figure.
 */
class BoardClient {
  private told = 0n;
  private fetching = false;
  private whole = true;
  private readonly orders = new Set<string>();
  private readonly machines = new Set<string>();
  /** Per order: the printing card's metres in, as last shown. */
  readonly shown = new Map<string, number>();
  /** Per order: the machines its cards are on. */
  private readonly on = new Map<string, Set<string>>();
  private waiters: { orderId: string; metresIn: number; resolve: (at: number) => void }[] = [];
  /** When a change of the production stages at or after a position was heard. */
  readonly heard: { position: bigint; at: number }[] = [];
  /** Requests sent: the whole board, and patches. */
  readonly requests = { whole: 0, patch: 0 };

  constructor(
    private readonly client: SignedInClient,
    readonly socket: Socket,
  ) {
    socket.on(LIVE_EVENTS.changed, (change: ReadModelChanged) => {
      if (!BOARD_READ_MODELS.includes(change.readModel)) return;
      const at = BigInt(change.position);
      if (change.readModel === productionStages) this.heard.push({ position: at, at: performance.now() });
      if (at > this.told) this.told = at;
      if (!change.ids?.length) this.whole = true;
      else for (const id of change.ids) (change.readModel === machines ? this.machines : this.orders).add(id);
      this.refetch();
    });
  }

  /** Set when the benchmark ends: no more requests (the API is closing). */
  closed = false;

  refetch(): void {
    if (this.closed || this.fetching) return;
    const orders = new Set(this.orders);
    for (const [orderId, on] of this.on) if ([...on].some((m) => this.machines.has(m))) orders.add(orderId);
    this.orders.clear();
    this.machines.clear();
    if (orders.size > BOARD_ORDER_IDS_MAX) this.whole = true;
    if (!this.whole && !orders.size) return;
    const whole = this.whole;
    this.whole = false;
    this.fetching = true;
    void this.fetchBoard(whole ? undefined : [...orders])
      .catch((error: unknown) => {
        if (!this.closed) progress(`board.update: a board request failed: ${String(error)}`);
        this.whole = true;
      })
      .finally(() => {
        this.fetching = false;
        this.refetch();
      });
  }

  private async fetchBoard(orderIds?: string[]): Promise<void> {
    const position = this.told > 0n ? `&_position=${this.told}` : '';
    const only = orderIds ? `&orderIds=${orderIds.map(encodeURIComponent).join(',')}` : '';
    this.requests[orderIds ? 'patch' : 'whole']++;
    const answer = await this.client.get<BoardView>(`/production/board?groupBy=stage${only}${position}`);
    const at = performance.now();
    if (answer.body.code !== 0) throw new Error(`board refused: ${answer.body.msg}`);
    if (orderIds) {
      for (const id of orderIds) {
        this.shown.delete(id);
        this.on.delete(id);
      }
    } else {
      this.shown.clear();
      this.on.clear();
    }
    for (const card of answer.body.data.cards) {
      if (card.stage === 'printing') this.shown.set(card.orderId, card.ledger.metresIn);
      if (card.machineId)
        this.on.set(card.orderId, (this.on.get(card.orderId) ?? new Set()).add(card.machineId));
    }
    this.waiters = this.waiters.filter((w) => {
      if ((this.shown.get(w.orderId) ?? 0) < w.metresIn) return true;
      w.resolve(at);
      return false;
    });
  }

  /** When this board first shows the order's printing card with at least these metres in. */
  showing(orderId: string, metresIn: number): Promise<number> {
    if ((this.shown.get(orderId) ?? 0) >= metresIn) return Promise.resolve(performance.now());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`board never showed ${orderId} at ${metresIn} m`)),
        10_000,
      );
      this.waiters.push({
        orderId,
        metresIn,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
  }
}

/** Signs one order of its own salesman on a confirmed prepayment and gives it its artwork. */
async function signedOrder(
  bench: BenchApi,
  sales: SignedInClient,
  salesId: string,
  finance: SignedInClient,
  proof: string,
  i: number,
): Promise<string> {
  const { contractId, orderId } = await contractOf(bench.api, salesId, { customerName: `Bench Foods ${i}` });
  const recorded = await sales.post<{ receiptId: string }>('/finance/receipt', {
    contractId,
    amount: '300',
    method: 'bank',
    receivedOn: new Date().toISOString().slice(0, 10),
    proofs: proof,
    note: '',
    idempotencyKey: randomUUID(),
  });
  if (recorded.body.code !== 0) throw new Error(`receipt refused: ${recorded.body.msg}`);
  await finance.get(`/finance/receipt?contractId=${contractId}&_position=${recorded.body.extra?.position}`);
  const confirmed = await finance.put(`/finance/receipt/${recorded.body.data.receiptId}/confirm`);
  if (confirmed.body.code !== 0) throw new Error(`confirm refused: ${confirmed.body.msg}`);
  for (let tries = 0; ; tries++) {
    const signed = await sales.post<{ signed: string[] }>('/order/sign', { ids: orderId });
    if (signed.body.code === 0 && signed.body.data.signed.length === 1) break;
    if (tries > 50) throw new Error(`signing refused: ${signed.body.msg}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  for (let tries = 0; ; tries++) {
    const artwork = await sales.post(`/order/${orderId}/artwork`, { files: proof });
    if (artwork.body.code === 0) break;
    if (tries > 50) throw new Error(`artwork refused: ${artwork.body.msg}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return orderId;
}

/**
 * board.update: ms from a stage entry's command (POST production/:orderId/stages/printing/entries
 * by the workshop, through the API) to each of 50 connected board clients (ProductManage and
 * Product, socket.io) showing the changed card: the command, the production stages projector,
 * the live message to the factory's rooms, and each board asking for the changed orders' cards at that
 * position and patching them in, as the console's board does. 40 orders are being printed; 200 entries one after the
 * other. Baseline, measured in the same run: `projection.lag` of the production stages read model
 * alone, from the entry's append being committed to its rows being committed.
 */
export async function benchBoardUpdate(): Promise<void> {
  const bench = await startBenchApi();
  const { api, admin } = bench;
  const sockets: Socket[] = [];
  const boards: BoardClient[] = [];
  // When each append committed (the store's answer), and when the stage rows showed each position.
  const appended = new Map<bigint, number>();
  const store = api.infra.store;
  const append = store.appendToStream.bind(store);
  store.appendToStream = (async (...args: Parameters<typeof append>) => {
    const result = await append(...args);
    appended.set(result.position, performance.now());
    return result;
  }) as typeof store.appendToStream;
  const projected: { position: bigint; at: number }[] = [];
  const stopChanges = api.infra.changes.subscribe((change) => {
    if (change.readModel === productionStages)
      projected.push({ position: change.position, at: performance.now() });
  });
  try {
    progress(`board.update: ${ORDERS} orders signed, reviewed, scheduled and being printed`);
    const { id: salesId, client: sales } = await bench.staff('OperatorIndex', 'bench-sales');
    const { client: finance } = await bench.staff('Finance', 'bench-finance');
    const { client: planner } = await bench.staff('ProductManage', 'bench-planner');
    const { client: worker } = await bench.staff('Product', 'bench-worker');
    const proof = (await uploadAs(api.url, sales, await pngOf(), 'proof.png')).body.data;
    const machineList = await planner.get<MachineView[]>('/machine');
    const machineOf = (kind: string) => machineList.body.data.find((m) => m.kind === kind)!.id;
    const orders: string[] = [];
    for (let i = 0; i < ORDERS; i++) orders.push(await signedOrder(bench, sales, salesId, finance, proof, i));
    for (const orderId of orders) {
      for (let tries = 0; ; tries++) {
        const reviewed = await planner.post(`/production/${orderId}/review`, {
          decision: 'confirm',
          artwork: 'confirmed',
          colours: ['C', 'M', 'Y', 'K'],
          webWidthMm: '240',
        });
        if (reviewed.body.code === 0) break;
        if (tries > 100) throw new Error(`review refused: ${reviewed.body.msg}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const stages = (await planner.get<ProductionDetail>(`/production/${orderId}`)).body.data.stages;
      if (!stages?.length) throw new Error('the job has no stages');
      for (const [n, stage] of stages.entries()) {
        const kind = {
          printing: 'digitalPress',
          lamination: 'laminator',
          slitting: 'slitter',
          bagMaking: 'bagMaker',
        }[stage.kind];
        const scheduled = await planner.post(`/production/${orderId}/stages/${stage.stage}/schedule`, {
          machineId: machineOf(kind),
          plannedStart: new Date(Date.now() + n * 3_600_000).toISOString(),
        });
        if (scheduled.body.code !== 0) throw new Error(`scheduling refused: ${scheduled.body.msg}`);
      }
      const started = await worker.post(`/production/${orderId}/stages/printing/start`, {
        operators: ['Li Wei'],
      });
      if (started.body.code !== 0) throw new Error(`start refused: ${started.body.msg}`);
    }

    progress(`board.update: ${BOARD_CLIENTS} board clients (ProductManage and Product) connected`);
    for (let i = 0; i < BOARD_CLIENTS; i++) {
      const role = i < SUPERVISORS ? 'ProductManage' : 'Product';
      const username = `bench-board-${i}`;
      await createStaff(admin, role, username);
      const client = await signIn(api.url, username, STAFF_PASSWORD);
      const socket = liveSocket(api.url, client.session!);
      sockets.push(socket);
      const ready = socketReady(socket);
      const board = new BoardClient(client, socket);
      await ready;
      boards.push(board);
      board.refetch();
    }
    await Promise.all(boards.map((b) => b.showing(orders[0]!, 0)));

    progress(`board.update: ${ENTRIES + WARM_UP} printing entries, one after the other`);
    const metres = new Map(orders.map((id) => [id, 0]));
    const toCard: number[] = [];
    const toSocket: number[] = [];
    const commandMs: number[] = [];
    const lag: number[] = [];
    const commandToRows: number[] = [];
    for (let i = 0; i < ENTRIES + WARM_UP; i++) {
      const orderId = orders[i % orders.length]!;
      const expected = metres.get(orderId)! + 10;
      metres.set(orderId, expected);
      const sent = performance.now();
      const shown = boards.map((b) => b.showing(orderId, expected));
      const answer = await worker.post(`/production/${orderId}/stages/printing/entries`, {
        entryId: randomUUID(),
        metresIn: '10',
        goodOut: '9',
        runningWaste: '1',
      });
      const answered = performance.now();
      if (answer.body.code !== 0) throw new Error(`entry refused: ${answer.body.msg}`);
      const position = BigInt(String(answer.body.extra?.position));
      const arrivals = await Promise.all(shown);
      if (i < WARM_UP) continue;
      commandMs.push(answered - sent);
      for (const at of arrivals) toCard.push(at - sent);
      for (const b of boards) {
        const heard = b.heard.find((h) => h.position >= position);
        if (heard) toSocket.push(heard.at - sent);
      }
      const rows = projected.find((p) => p.position >= position);
      const committed = appended.get(position);
      if (!rows || committed === undefined) throw new Error(`no commit or projection seen at ${position}`);
      lag.push(Math.max(0, rows.at - committed));
      commandToRows.push(rows.at - sent);
    }
    for (const list of [toCard, toSocket, commandMs, lag, commandToRows]) list.sort((a, b) => a - b);
    const p = (l: number[], q: number) => round(percentile(l, q), 2);
    report({
      name: 'board.update',
      value: p(toCard, 99),
      unit: 'ms p99, a stage entry command to each of 50 board clients showing the changed card',
      p50: p(toCard, 50),
      baseline: p(lag, 99),
      baseline_p50: p(lag, 50),
      baseline_is:
        'projection.lag of the production stages read model in the same run (append committed to rows committed)',
      goal: 'p99 under 100 ms',
      board_clients: BOARD_CLIENTS,
      orders_on_board: ORDERS,
      entries: ENTRIES,
      samples: toCard.length,
      command_p99: p(commandMs, 99),
      command_p50: p(commandMs, 50),
      command_to_rows_p99: p(commandToRows, 99),
      command_to_socket_message_p99: p(toSocket, 99),
      command_to_socket_message_p50: p(toSocket, 50),
      board_requests_whole: boards.reduce((n, b) => n + b.requests.whole, 0),
      board_requests_patch: boards.reduce((n, b) => n + b.requests.patch, 0),
      previous_p99: 1068,
      previous_is: 'p99 when every board client asked again for the whole board on every change',
    });
  } finally {
    stopChanges();
    for (const board of boards) board.closed = true;
    for (const socket of sockets) socket.close();
    await bench.close();
  }
}
