import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { type MenusAnswer, type Permission, ROLES, type Role, type StaffView } from '@packflow/contracts';
import { CONTROLLERS } from '../../apps/api/src/app.module';
import { routesOf } from '../../apps/api/src/auth/route-catalog';
import { type SignedInClient, apiClient, signIn } from '../support/api-client';
import { createStaff, nextPhone } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

/**
 * What each role may do on a new installation, written out from spec section 6 and the domain
 * rules rather than read from the code: the matrix checks the server against this table.
 */
const EVERYONE: Permission[] = [
  'GET@admin/operator/:id',
  'PUT@admin/operator/:id',
  'GET@admin/forum/forumsection',
];
/** Salesmen and traders work their own customers (domain rules); only salesmen the high seas. */
const OWN_CUSTOMERS: Permission[] = [
  'GET@customer',
  'GET@customer/:id',
  'GET@customer/:id/timeline',
  'POST@customer',
  'PUT@customer/:id',
  'POST@customer/:id/release',
];
const EXPECTED: Record<Exclude<Role, 'Admin'>, Permission[]> = {
  OperatorIndex: [...EVERYONE, ...OWN_CUSTOMERS, 'GET@customer/high-seas', 'POST@customer/:id/claim'],
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
  ],
  Finance: EVERYONE,
  Product: EVERYONE,
  ProductManage: EVERYONE,
  QualityTesting: EVERYONE,
  Warehouse: EVERYONE,
  Traders: [...EVERYONE, ...OWN_CUSTOMERS],
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
// Logging out ends the session the walk uses; it is checked last, on its own.
const routes = routesOf(CONTROLLERS).filter((r) => !(r.method === 'POST' && r.path === 'logout'));
/** Path parameters that name nothing, so an allowed call changes nothing (404 or 422). */
const concrete = (path: string) =>
  path.replace(':id', randomUUID()).replace(':code', 'NoSuchRole').replace(':name', 'no-such-model');

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
