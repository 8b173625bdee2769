import { randomUUID } from 'node:crypto';
import type { OrderInspectionView, OrderShippingView, Role } from '@packflow/contracts';
import type { Answer } from '../../test/support/api-client';
import { shipmentForm } from '../../test/support/shipment-form';
import type { Person } from './people';
import { passLot } from './seed-factory';
import { loadQuotationForm, receiptForm } from './seed-sales';
import { type World, orderOf, pick, scheduledStages } from './world';

/** Times one request: `kind` groups it in the figures, `route` names it in the error list. */
export type Call = <T>(
  kind: string,
  route: string,
  send: () => Promise<Answer<T>>,
) => Promise<Answer<T> | undefined>;

/** One thing a person does on a screen: one request, or two when the screen reads before it writes. */
type Action = (p: Person, world: World, r: () => number, call: Call) => Promise<void>;

const PAGE = '_size=20';
const get =
  (kind: string, path: string, route = path): Action =>
  async (p, _w, _r, call) =>
    void (await call(kind, `GET ${route}`, () => p.client.get(path)));

/** A write when its pool has work, else the read of the same screen (nothing there to do). */
const orRead =
  (write: Action, read: Action, has: (p: Person, w: World) => boolean): Action =>
  (p, w, r, call) =>
    has(p, w) ? write(p, w, r, call) : read(p, w, r, call);

const desk = (p: Person, w: World) => w.desks.get(p.id)!;
const detail =
  (kind: string, base: string, ids: (p: Person, w: World) => string[]): Action =>
  async (p, w, r, call) => {
    const id = pick(ids(p, w), r());
    if (id) await call(kind, `GET ${base}/:id`, () => p.client.get(`${base}/${id}`));
  };

const ok = (a: Answer<unknown> | undefined) => a !== undefined && a.body.code === 0;

// The salesman's day: his customers, quotations (previews while he types, then generation),
// contracts, receipts, signatures and artwork, and his lists.
const salesRead: Action = get('list.orders', `/order?${PAGE}`, '/order');
const generate: Action = async (p, w, r, call) => {
  const d = desk(p, w);
  const form = loadQuotationForm(pick(d.customers, r())!, Math.floor(r() * 8));
  const made = await call('quotation.generate', 'POST /quotation', () =>
    p.client.post<{ id: string }>('/quotation', form),
  );
  if (!ok(made)) return;
  d.quotations.push(made!.body.data.id);
  d.freeQuotations.push(made!.body.data.id);
};
const preview: Action = async (p, w, r, call) => {
  const form = loadQuotationForm(pick(desk(p, w).customers, r())!, Math.floor(r() * 8));
  await call('quotation.preview', 'POST /quotation/price', () => p.client.post('/quotation/price', form));
};
const contract: Action = async (p, w, _r, call) => {
  const d = desk(p, w);
  const quotationId = d.freeQuotations.shift()!;
  const made = await call('contract.create', 'POST /contract', () =>
    p.client.post<{ id: string }>('/contract', { quotationIds: quotationId, type: 'digital' }),
  );
  if (!ok(made)) return;
  const orderId = orderOf(made!.body.data.id, quotationId);
  d.contracts.push(made!.body.data.id);
  d.orders.push(orderId);
  w.allOrders.push(orderId);
  d.unpaid.push({ contractId: made!.body.data.id, orderId });
};
const receipt: Action = async (p, w, _r, call) => {
  const d = desk(p, w);
  const { contractId, orderId } = d.unpaid.shift()!;
  const made = await call('finance.receipt', 'POST /finance/receipt', () =>
    p.client.post<{ receiptId: string }>('/finance/receipt', receiptForm(contractId, d.proof)),
  );
  if (!ok(made)) return;
  const position = made!.body.extra?.position;
  w.toConfirm.push({ receiptId: made!.body.data.receiptId, orderId, owner: p.id, position });
};
const sign: Action = async (p, w, _r, call) => {
  const d = desk(p, w);
  const orderId = d.toSign.shift()!;
  const signed = await call('order.sign', 'POST /order/sign', () =>
    p.client.post('/order/sign', { ids: orderId }),
  );
  if (ok(signed)) d.toArtwork.push(orderId);
};
const artwork: Action = async (p, w, _r, call) => {
  const d = desk(p, w);
  const orderId = d.toArtwork.shift()!;
  const sent = await call('order.artwork', 'POST /order/:id/artwork', () =>
    p.client.post(`/order/${orderId}/artwork`, { files: d.proof }),
  );
  if (ok(sent)) w.toReview.push(orderId);
};

// Finance: receipts waiting, their confirmation, bills and money.
// Finance confirms a receipt from the list where it shows: the list first (with the recording's
// position, as the console reads after a change), then the button. A confirmation sent before the
// list could show the receipt is refused 404 (the command finds the receipt by that list's row).
const confirm: Action = async (p, w, _r, call) => {
  const next = w.toConfirm.shift()!;
  const after = next.position ? `&_position=${next.position}` : '';
  await call('list.receipts', 'GET /finance/receipt', () => p.client.get(`/finance/receipt?${PAGE}${after}`));
  const done = await call('finance.confirm', 'PUT /finance/receipt/:id/confirm', () =>
    p.client.put(`/finance/receipt/${next.receiptId}/confirm`),
  );
  if (ok(done)) w.desks.get(next.owner)!.toSign.push(next.orderId);
};

// ProductManage: the review of an order with artwork, then its three stages scheduled.
const review: Action = async (p, w, _r, call) => {
  const orderId = w.toReview.shift()!;
  const form = {
    decision: 'confirm',
    artwork: 'confirmed',
    colours: ['C', 'M', 'Y', 'K'],
    webWidthMm: '240',
  };
  const done = await call('production.review', 'POST /production/:id/review', () =>
    p.client.post(`/production/${orderId}/review`, form),
  );
  if (!ok(done)) return;
  for (const [i, [stage, machineId]] of scheduledStages(w).entries()) {
    const plannedStart = new Date(Date.now() + i * 3_600_000).toISOString();
    await call('production.schedule', 'POST /production/:id/stages/:stage/schedule', () =>
      p.client.post(`/production/${orderId}/stages/${stage}/schedule`, { machineId, plannedStart }),
    );
  }
};

// The floor: an entry of output on a running press (what the tablet by the machine sends).
const entry: Action = async (p, w, r, call) => {
  const orderId = pick(w.running, r())!;
  const body = { entryId: randomUUID(), metresIn: '20', goodOut: '19' };
  await call('production.entry', 'POST /production/:id/stages/:stage/entries', () =>
    p.client.post(`/production/${orderId}/stages/printing/entries`, body),
  );
};

// QualityTesting: the lot's page, then its result.
const inspect: Action = async (p, w, _r, call) => {
  const orderId = w.toInspect.shift()!;
  const view = await call('detail.inspection', 'GET /inspection/:id', () =>
    p.client.get<OrderInspectionView>(`/inspection/${orderId}`),
  );
  const lot = view?.body.data?.lots?.find((l) => l.status === 'waiting');
  if (!lot) return;
  const done = await call('inspection.inspect', 'POST /inspection/:id/lots/:n/inspect', () =>
    passLot(p.client, orderId, lot),
  );
  if (ok(done)) w.shippable.push({ orderId, left: lot.quantity });
};

// Warehouse: the order's shipping drawer, then a part shipped when its readiness allows (a lot
// passed a moment ago is released to shipping by the worker's reaction, which may not have run).
const SHIP_PART = 20;
const ship: Action = async (p, w, r, call) => {
  const open = w.shippable.filter((s) => s.left >= SHIP_PART);
  const target = pick(open, r())!;
  const view = await call('detail.shipping', 'GET /shipping/:id', () =>
    p.client.get<OrderShippingView>(`/shipping/${target.orderId}`),
  );
  const readiness = view?.body.data?.readiness;
  if (!readiness?.ready || readiness.figures.remaining < SHIP_PART) return;
  target.left -= SHIP_PART;
  await call('shipment.ship', 'POST /shipping/:id/shipments', () =>
    p.client.post(`/shipping/${target.orderId}/shipments`, shipmentForm(randomUUID(), SHIP_PART)),
  );
};

/** Each role's actions with their weights (how often, among that role's requests). */
export const MIX: Record<Role, [number, Action][]> = {
  OperatorIndex: [
    [14, get('list.customers', `/customer?${PAGE}`, '/customer')],
    [10, detail('detail.customer', '/customer', (p, w) => desk(p, w).customers)],
    [10, get('list.quotations', `/quotation?${PAGE}`, '/quotation')],
    [8, detail('detail.quotation', '/quotation', (p, w) => desk(p, w).quotations)],
    [14, preview],
    [4, generate],
    [10, salesRead],
    [8, detail('detail.order', '/order', (p, w) => desk(p, w).orders)],
    [4, get('list.contracts', `/contract?${PAGE}`, '/contract')],
    [3, orRead(contract, salesRead, (p, w) => desk(p, w).freeQuotations.length > 0)],
    [3, orRead(receipt, salesRead, (p, w) => desk(p, w).unpaid.length > 0)],
    [3, orRead(sign, salesRead, (p, w) => desk(p, w).toSign.length > 0)],
    [2, orRead(artwork, salesRead, (p, w) => desk(p, w).toArtwork.length > 0)],
    [4, get('home', '/home')],
  ],
  Traders: [
    [30, get('list.orders', `/order?${PAGE}`, '/order')],
    [30, get('list.quotations', `/quotation?${PAGE}`, '/quotation')],
    [20, get('list.bills', `/bills?${PAGE}`, '/bills')],
    [20, get('home', '/home')],
  ],
  OperatorManage: [
    [25, get('list.customers', `/customer?${PAGE}`, '/customer')],
    [25, get('list.orders', `/operator-manage/order?${PAGE}`, '/operator-manage/order')],
    [20, get('list.quotations', `/quotation-review?${PAGE}`, '/quotation-review')],
    [15, get('list.contracts', `/contract?${PAGE}`, '/contract')],
    [15, detail('detail.order', '/order', (_p, w) => w.allOrders)],
  ],
  Finance: [
    [30, get('list.receipts', `/finance/receipt?${PAGE}`, '/finance/receipt')],
    [
      30,
      orRead(
        confirm,
        get('list.receipts', `/finance/receipt?${PAGE}`, '/finance/receipt'),
        (_p, w) => w.toConfirm.length > 0,
      ),
    ],
    [25, get('list.bills', `/bills?${PAGE}`, '/bills')],
    [15, get('list.payments', `/finance/payment?${PAGE}`, '/finance/payment')],
  ],
  ProductManage: [
    [25, get('list.production', `/production/review?${PAGE}`, '/production/review')],
    [25, get('list.production', `/production/jobs?${PAGE}`, '/production/jobs')],
    [20, detail('detail.production', '/production', (_p, w) => [...w.running, ...w.toInspect])],
    [10, get('production.board', '/production/board')],
    [
      20,
      orRead(
        review,
        get('list.production', `/production/review?${PAGE}`, '/production/review'),
        (_p, w) => w.toReview.length > 0,
      ),
    ],
  ],
  Product: [
    [30, get('list.production', `/production/stages?screen=printing&${PAGE}`, '/production/stages')],
    [20, detail('detail.production', '/production', (_p, w) => w.running)],
    [50, entry],
  ],
  // A lot a few times an hour per inspector (some 36 in ten minutes), their screens read often.
  QualityTesting: [
    [50, get('list.inspection', `/inspection/lots?status=waiting&${PAGE}`, '/inspection/lots')],
    [
      47,
      detail('detail.inspection', '/inspection', (_p, w) => [
        ...w.toInspect,
        ...w.shippable.map((s) => s.orderId),
      ]),
    ],
    [
      3,
      orRead(
        inspect,
        get('list.inspection', `/inspection/lots?${PAGE}`, '/inspection/lots'),
        (_p, w) => w.toInspect.length > 0,
      ),
    ],
  ],
  Warehouse: [
    [35, get('list.shipping', `/shipping?${PAGE}`, '/shipping')],
    [25, detail('detail.shipping', '/shipping', (_p, w) => w.shippable.map((s) => s.orderId))],
    [
      40,
      orRead(ship, get('list.shipping', `/shipping?${PAGE}`, '/shipping'), (_p, w) =>
        w.shippable.some((s) => s.left >= SHIP_PART),
      ),
    ],
  ],
  Admin: [
    [25, get('list.staff', `/admin/operator?${PAGE}`, '/admin/operator')],
    [25, get('list.customers', `/customer?${PAGE}`, '/customer')],
    [25, get('list.orders', `/order?${PAGE}`, '/order')],
    [25, get('list.bills', `/bills?${PAGE}`, '/bills')],
  ],
};

/** The action a person's next request does, drawn by the role's weights. */
export function nextAction(role: Role, r: number): Action {
  const actions = MIX[role];
  const total = actions.reduce((s, [w]) => s + w, 0);
  let at = r * total;
  for (const [w, action] of actions) if ((at -= w) < 0) return action;
  return actions[actions.length - 1]![1];
}
