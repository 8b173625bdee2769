import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  type BeanBalance,
  type MenusAnswer,
  type Permission,
  ROLES,
  type Role,
  type StaffView,
} from '@packflow/contracts';
import { CONTROLLERS } from '../../apps/api/src/app.module';
import { routesOf } from '../../apps/api/src/auth/route-catalog';
import { type SignedInClient, apiClient, signIn } from '../support/api-client';
import { createStaff, nextPhone } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';
import { pouchForm } from '../support/quotation-forms';

/**
 * What each role may do on a new installation, written out from spec section 6 and the domain
 * rules rather than read from the code: the matrix checks the server against this table.
 */
const EVERYONE: Permission[] = [
  'GET@admin/operator/:id',
  'PUT@admin/operator/:id',
  'GET@admin/forum/forumsection',
  'GET@admin/forum/article',
  'GET@admin/forum/article/:id',
  // Everyone reads and marks their own notifications.
  'GET@notifications',
  'GET@notifications/unread-count',
  'PUT@notifications/:id/read',
  'PUT@notifications/read-all',
];
/** Salesmen and traders work their own customers (domain rules); only salesmen the high seas. */
const OWN_CUSTOMERS: Permission[] = [
  'GET@customer',
  'GET@customer/:id',
  'GET@customer/:id/timeline',
  'POST@customer',
  'PUT@customer/:id',
  'POST@customer/:id/release',
  // The location picker of their customers' shipping addresses.
  'GET@map/search',
];
/** Salesmen and traders quote their own customers and pay in golden beans (issue 6, domain rules). */
const QUOTING: Permission[] = [
  'GET@make',
  'GET@catalog/:kind',
  'GET@settings/:name',
  'POST@quotation/price',
  'POST@quotation',
  'GET@quotation',
  'GET@quotation/:id',
  'GET@quotation/:id/compare/:other',
  'GET@quotation/:id/document',
  'PUT@quotation/:id/ratio',
  'GET@golden-bean/balance',
  'GET@golden-bean/flow',
];
/** Salesmen and traders make contracts from their own quotations (issue 15); supervisors read their salesmen's. */
const CONTRACTS_READ: Permission[] = ['GET@contract', 'GET@contract/:id', 'GET@contract/:id/document'];
const CONTRACTS: Permission[] = ['POST@contract', ...CONTRACTS_READ];
/** Sellers record money received on their contracts and read it (issue 15). */
const MONEY_IN: Permission[] = [
  'POST@finance/receipt',
  'GET@finance/receipt',
  'GET@finance/contract/:id/money',
];
/** Whoever edits customers, quotations or forum articles, and Finance for its proofs, uploads files and keeps a file library. */
const FILE_LIBRARY: Permission[] = [
  'POST@upload',
  'GET@files-cates',
  'POST@files-cates',
  'PUT@files-cates',
  'DELETE@files-cates/:id',
  'GET@files-record',
  'PUT@files-record/:ids',
  'DELETE@files-record/:ids',
];
/** Salesmen and traders work their own orders: lists, detail, signing and the side exits (issue 15). */
const ORDERS: Permission[] = [
  'GET@order',
  'GET@order/:id',
  'POST@order/sign',
  'POST@order/:id/cancel',
  'POST@order/:id/invalidate',
  'POST@order/:id/end',
  'POST@order/:id/supplementary',
  'POST@order/:id/artwork',
];
/** The workshop runs the stages and sets machine states; it reads the jobs, the board and the queues (issue 22). */
const FACTORY_FLOOR: Permission[] = [
  'GET@production/jobs',
  'GET@production/:orderId',
  'GET@production/stages',
  'GET@production/board',
  'POST@production/:orderId/stages/:stage/start',
  'POST@production/:orderId/stages/:stage/pause',
  'POST@production/:orderId/stages/:stage/resume',
  'POST@production/:orderId/stages/:stage/entries',
  'POST@production/:orderId/stages/:stage/finish',
  'POST@production/:orderId/stages/:stage/send-part',
  'GET@machine',
  'POST@machine/:id/state',
  'GET@machine/:id/queue',
];
/** Its supervisor also reviews orders for production, schedules, overrides a cure and orders the queues. */
const PLANNING: Permission[] = [
  'GET@production/review',
  'POST@production/:orderId/review',
  'POST@production/:orderId/stages/:stage/schedule',
  'POST@production/:orderId/stages/:stage/cure-override',
  'PUT@machine/:id/queue',
];
/** Rework of failed lots (issue 23): Product finishes it, its supervisor follows it. */
const REWORK: Permission[] = ['GET@production/rework', 'POST@production/:orderId/rework/:lot/finish'];
/** Sellers follow their own orders' lots and shipments, and download the delivery notes (issue 23). */
const FOLLOW_FULFILMENT: Permission[] = [
  'GET@inspection/:orderId',
  'GET@shipping/:orderId',
  'GET@shipping/:orderId/shipments/:shipmentId/delivery-note',
];
/** Sellers read their own customers' bills, send them and record the customer's answer (issue 24). */
const BILLS_READ: Permission[] = [
  'GET@bills',
  'GET@bills/:id',
  'GET@bills/:id/compare',
  'GET@bills/:id/pdf',
  'GET@bills/:id/xlsx',
];
const RECONCILE: Permission[] = ['POST@bills/:id/send', 'POST@bills/:id/confirm', 'POST@bills/:id/dispute'];
/** Finance's reports and the verification of the hash chains (issue 24). */
const REPORTS: Permission[] = [
  'GET@reports/receivables',
  'GET@reports/receivables/xlsx',
  'GET@reports/receivables/:customerId/events',
  'GET@reports/money',
  'GET@reports/money/xlsx',
  'GET@reports/money/events',
  'GET@reports/beans',
  'GET@reports/beans/xlsx',
  'POST@reports/verify',
];
/** Wage sheets (issue 25): Finance reads every one, a salesman his own. */
const WAGE_SHEETS: Permission[] = ['GET@wages', 'GET@wages/xlsx', 'GET@wages/:id', 'GET@wages/:id/xlsx'];
const EXPECTED: Record<Exclude<Role, 'Admin'>, Permission[]> = {
  OperatorIndex: [
    ...EVERYONE,
    ...OWN_CUSTOMERS,
    'GET@customer/high-seas',
    'POST@customer/:id/claim',
    ...QUOTING,
    ...CONTRACTS,
    ...MONEY_IN,
    ...ORDERS,
    ...FILE_LIBRARY,
    ...FOLLOW_FULFILMENT,
    'POST@shipping/:orderId/approvals',
    ...BILLS_READ,
    ...RECONCILE,
    'POST@bills/:id/adjust',
    // His own wage sheets and his own place in the rank.
    ...WAGE_SHEETS,
    'GET@rank',
  ],
  OperatorManage: [
    ...EVERYONE,
    ...OWN_CUSTOMERS,
    'GET@customer/high-seas',
    'PUT@customer/:id/owner',
    'PUT@customer/:id/grade',
    'GET@customer-grade',
    'GET@admin/operator',
    'POST@admin/operator',
    'PUT@admin/operator/:id/status',
    'PUT@admin/operator/:id/password',
    // Supervisors read quotations and settings, and review price adjustments; they do not quote.
    'GET@make',
    'GET@catalog/:kind',
    'GET@settings/:name',
    'GET@quotation',
    'GET@quotation/:id',
    'GET@quotation/:id/compare/:other',
    'GET@quotation/:id/document',
    'GET@quotation-review',
    'POST@quotation/:id/approve',
    'POST@quotation/:id/reject',
    ...CONTRACTS_READ,
    ...MONEY_IN,
    'POST@finance/contract/:id/approve-other-terms',
    // Supervisors open their salesmen's orders and decide cancel requests.
    'GET@order/:id',
    'GET@operator-manage/order',
    'PUT@operator-manage/order/:id',
    ...FILE_LIBRARY,
    // Supervisors answer concessions and shipping approvals (issue 23).
    'GET@inspection/lots',
    'GET@inspection/:orderId',
    'POST@inspection/:orderId/lots/:lot/concession',
    'GET@shipping',
    'GET@shipping/approvals',
    'GET@shipping/:orderId',
    'GET@shipping/:orderId/shipments/:shipmentId/delivery-note',
    'POST@shipping/:orderId/approvals/:approvalId/decide',
    // Supervisors read the salesmen's rank (issue 25).
    'GET@rank',
    'GET@rank/xlsx',
  ],
  // Finance recharges and corrects golden beans and reads the golden-bean settings.
  Finance: [
    ...EVERYONE,
    'GET@settings/:name',
    'GET@golden-bean/balance',
    'GET@golden-bean/flow',
    'GET@golden-bean/accounts',
    'POST@golden-bean/recharge',
    'POST@golden-bean/:entryId/reverse',
    // Finance confirms or rejects the money sellers record (issue 15).
    'GET@finance/receipt',
    'PUT@finance/receipt/:id/confirm',
    'PUT@finance/receipt/:id/reject',
    'PUT@finance/receipt/:id/reverse',
    'GET@finance/contract/:id/money',
    // and pays refunds after a cancel.
    'POST@finance/payment',
    'GET@finance/payment',
    'GET@finance/refundable',
    'PUT@finance/payment/:id/pay',
    // Its proofs of payment go through the file library.
    ...FILE_LIBRARY,
    'GET@shipping/:orderId',
    // Finance reads every bill, adjusts one, follows the month's close, and reads its reports.
    ...BILLS_READ,
    'POST@bills/:id/adjust',
    'GET@bills/closes',
    ...REPORTS,
    // Finance checks, adjusts and pays every wage sheet, and reads the commission tiers (issue 25).
    ...WAGE_SHEETS,
    'GET@wages/settings',
    'POST@wages/:id/adjust',
    'POST@wages/:id/check',
    'POST@wages/:id/pay',
  ],
  Product: [...EVERYONE, ...FACTORY_FLOOR, ...REWORK],
  ProductManage: [
    ...EVERYONE,
    ...FACTORY_FLOOR,
    ...PLANNING,
    ...REWORK,
    'GET@inspection/lots',
    'GET@inspection/:orderId',
    'POST@inspection/:orderId/lots/:lot/dispose',
  ],
  QualityTesting: [
    ...EVERYONE,
    'GET@inspection/lots',
    'GET@inspection/:orderId',
    'POST@inspection/:orderId/lots/:lot/inspect',
    'GET@inspection/settings',
  ],
  Warehouse: [
    ...EVERYONE,
    'GET@shipping',
    'GET@shipping/:orderId',
    'POST@shipping/:orderId/shipments',
    'POST@shipping/:orderId/close-short',
    'GET@shipping/:orderId/shipments/:shipmentId/delivery-note',
    'GET@shipping/settings',
  ],
  Traders: [
    ...EVERYONE,
    ...OWN_CUSTOMERS,
    ...QUOTING,
    ...CONTRACTS,
    ...MONEY_IN,
    ...ORDERS,
    ...FILE_LIBRARY,
    ...FOLLOW_FULFILMENT,
    ...BILLS_READ,
    ...RECONCILE,
  ],
};

const LANDING: Record<Role, string> = {
  Admin: '/Operator/Admin',
  OperatorIndex: '/Home',
  OperatorManage: '/Home',
  Finance: '/FinanceTable',
  Product: '/OrderProduct/Printing',
  ProductManage: '/OrderLog/Wait',
  QualityTesting: '/OrderQuality/Wait',
  Warehouse: '/OrderLogistics/Wait',
  Traders: '/Home',
};

const PASSWORD = 'correct-horse-1';

const pouch = pouchForm;
// Logging out ends the session the walk uses; it is checked last, on its own.
const routes = routesOf(CONTROLLERS).filter((r) => !(r.method === 'POST' && r.path === 'logout'));
/** Path parameters that name nothing, so an allowed call changes nothing (404 or 422). */
const concrete = (path: string) =>
  path
    .replace(':id', randomUUID())
    .replace(':other', randomUUID())
    .replace(':entryId', randomUUID())
    .replace(':orderId', randomUUID())
    .replace(':stage', 'printing')
    .replace(':code', 'NoSuchRole')
    .replace(':name', 'no-such-model')
    .replace(':kind', 'no-such-kind');

describeOn(POSTGRES, 'the access matrix: every role against every route', () => {
  const t = useTestApi(POSTGRES);
  const people = new Map<string, { id: string; client: SignedInClient }>();
  const person = (key: string) => {
    const p = people.get(key);
    if (!p) throw new Error(`no ${key}`);
    return p;
  };

  beforeAll(async () => {
    const admin = await t.admin();
    people.set('Admin', { id: admin.login.user.id, client: admin });
    const accounts: [string, Role][] = [
      ...ROLES.filter((r) => r !== 'Admin').map((r): [string, Role] => [r, r]),
      ['OperatorIndex-2', 'OperatorIndex'],
      ['Traders-2', 'Traders'],
    ];
    for (const [key, role] of accounts) {
      const username = `m-${key.toLowerCase()}`;
      const id = await createStaff(admin, role, username);
      people.set(key, { id, client: await signIn(t.api.url, username, PASSWORD) });
    }
  });

  it('walks the routes the API really has', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses every route but the public ones without a session', async () => {
    const anonymous = apiClient(t.api.url);
    for (const route of routes) {
      const res = await anonymous.call(
        route.method,
        `/${concrete(route.path)}`,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      const expected = route.access?.kind === 'public' ? 'let through' : 401;
      const got = res.status === 401 ? 401 : 'let through';
      expect(`${route.method} ${route.path}: ${got}`).toBe(`${route.method} ${route.path}: ${expected}`);
    }
  });

  it.each(ROLES)('lets %s do exactly what its permissions say, and nothing else', async (role) => {
    const { client } = person(role);
    const allowed = new Set<string>(
      role === 'Admin'
        ? routes.flatMap((r) => (r.access?.kind === 'permission' ? [r.access.permission] : []))
        : EXPECTED[role],
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const res = await client.call(route.method, `/${concrete(route.path)}`, body);
      const should = route.access?.kind !== 'permission' || allowed.has(route.access.permission);
      const refused = res.status === 403 && res.body.code === 1403;
      if (res.status === 401) mismatches.push(`${route.method} ${route.path}: 401 (session lost)`);
      else if (should === refused)
        mismatches.push(
          `${route.method} ${route.path}: ${res.status}, expected ${should ? 'allowed' : '403'}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it.each(ROLES)('gives %s its own menu and landing page', async (role) => {
    const menus = await person(role).client.get<MenusAnswer>('/menus');
    expect(menus.body.data.landing).toBe(LANDING[role]);
  });

  it.each([
    ['OperatorIndex', 'OperatorIndex-2'],
    ['OperatorIndex-2', 'OperatorIndex'],
    ['Traders', 'Traders-2'],
    ['Traders-2', 'Traders'],
    ['OperatorIndex', 'Traders'],
    ['Traders', 'OperatorIndex'],
  ])('never shows %s the records of %s', async (viewer, owner) => {
    const { client } = person(viewer);
    const { id } = person(owner);
    const before = await person('Admin').client.get<StaffView>(`/admin/operator/${id}`);
    expect((await client.get(`/admin/operator/${id}`)).status).toBe(404);
    expect((await client.put(`/admin/operator/${id}`, { nickname: 'taken over' })).status).toBe(404);
    expect((await client.put(`/admin/operator/${id}/status`, { status: '禁用' })).status).toBe(403);
    expect((await client.get('/admin/operator?role=OperatorIndex')).status).toBe(403);
    const self = await client.get<StaffView>(`/admin/operator/${person(viewer).id}`);
    expect(self.body.data.id).toBe(person(viewer).id);
    const after = await person('Admin').client.get<StaffView>(`/admin/operator/${id}`);
    expect(after.body.data).toEqual(before.body.data);
  });

  it.each([
    ['OperatorIndex', 'OperatorIndex-2'],
    ['Traders', 'Traders-2'],
    ['OperatorIndex', 'Traders'],
    ['Traders', 'OperatorIndex'],
  ])('never shows %s the customers of %s, by list, id, keyword or action', async (viewer, owner) => {
    const created = await person(owner).client.post<{ id: string }>('/customer', {
      name: `Secret of ${owner}`,
      phone: nextPhone(),
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    const { client } = person(viewer);
    await client.get(`/customer?_position=${created.body.extra?.position}`);
    expect((await client.get(`/customer/${id}`)).status).toBe(404);
    expect((await client.get(`/customer/${id}/timeline`)).status).toBe(404);
    expect((await client.put(`/customer/${id}`, { name: 'taken over' })).status).toBe(404);
    expect((await client.post(`/customer/${id}/release`)).status).toBe(404);
    const search = await client.get<{ id: string }[]>(
      `/customer?keyword=${encodeURIComponent(`Secret of ${owner}`)}`,
    );
    expect(search.body.data.map((c) => c.id)).not.toContain(id);
    expect((await person(owner).client.get(`/customer/${id}`)).status).toBe(200);
  });

  it.each([
    ['OperatorIndex', 'OperatorIndex-2'],
    ['Traders', 'Traders-2'],
    ['OperatorIndex', 'Traders'],
    ['Traders', 'OperatorIndex'],
  ])('never shows %s the quotations or golden beans of %s', async (viewer, owner) => {
    const finance = person('Finance').client;
    const recharge = await finance.post('/golden-bean/recharge', {
      accountId: person(owner).id,
      amount: '20',
      note: 'matrix',
    });
    expect(recharge.body.code).toBe(0);
    const customer = await person(owner).client.post<{ id: string }>('/customer', {
      name: `Quoted by ${owner} for ${viewer}`,
      phone: nextPhone(),
    });
    const quoted = await person(owner).client.post<{ id: string }>(
      '/quotation',
      pouch(customer.body.data.id),
    );
    expect(quoted.body.code).toBe(0);
    const id = quoted.body.data.id;
    const { client } = person(viewer);
    await client.get(`/quotation?_position=${quoted.body.extra?.position}`);
    expect((await client.get(`/quotation/${id}`)).status).toBe(404);
    expect((await client.put(`/quotation/${id}/ratio`, { ratio: '150' })).status).toBe(404);
    expect((await client.get(`/quotation/${id}/compare/${id}`)).status).toBe(404);
    // Quoting someone else's customer is refused and debits nothing.
    const before = await client.get<BeanBalance>('/golden-bean/balance');
    const foreign = await client.post('/quotation', pouch(customer.body.data.id));
    // Refused without naming the owner ('This customer is not yours').
    expect(foreign.status).toBe(422);
    expect(foreign.body.msg).toBe('This customer is not yours');
    expect((await client.get<BeanBalance>('/golden-bean/balance')).body.data.balance).toBe(
      before.body.data.balance,
    );
    const list = await client.get<{ id: string }[]>('/quotation?_size=400');
    expect(list.body.data.map((q) => q.id)).not.toContain(id);
    expect((await client.get(`/golden-bean/balance?accountId=${person(owner).id}`)).status).toBe(404);
    const flow = await client.get<{ accountId: string }[]>(
      `/golden-bean/flow?_size=400&accountId=${person(owner).id}`,
    );
    expect(flow.status === 404 || flow.body.data.every((e) => e.accountId === person(viewer).id)).toBe(true);
    expect((await person(owner).client.get(`/quotation/${id}`)).status).toBe(200);
  });

  it("keeps traders out of a supervisor's reach", async () => {
    const boss = person('OperatorManage').client;
    const list = await boss.get<StaffView[]>('/admin/operator?_size=400');
    const ids = list.body.data.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([person('OperatorIndex').id, person('OperatorIndex-2').id]));
    expect(ids).not.toContain(person('Traders').id);
    expect(ids).not.toContain(person('Finance').id);
    expect((await boss.get(`/admin/operator/${person('Traders').id}`)).status).toBe(404);
  });

  it('ends each session at logout', async () => {
    for (const role of ROLES) {
      const { client } = person(role);
      expect((await client.post('/logout')).status).toBe(200);
      expect((await client.get('/menus')).status).toBe(401);
    }
  });
});
