import type { CustomerTimelineEntry, CustomerView, ReleaseRunView } from '@packflow/contracts';
import { customer } from '@packflow/domain';
import { runHighSeasRelease } from '@packflow/projections';
import { type SignedInClient, signIn } from '../support/api-client';
import { eventually } from '../support/services';
import { createStaff, nextPhone } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const DAY_MS = 864e5;

/** A customer form as the console sends it; a fresh phone each time. */
const customerForm = (name: string, extra: Record<string, string> = {}) => ({
  name,
  phone: nextPhone(),
  gender: '女',
  enterprise: `${name} Packaging Co.`,
  domestic: 'true',
  source: 'Exhibition',
  addresses: JSON.stringify([{ region: '370202', detail: 'No. 1 Harbour Road' }]),
  ...extra,
});

describeOn(POSTGRES, 'customers and the high seas through the API', () => {
  const t = useTestApi(POSTGRES);
  const people: Record<string, SignedInClient> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const admin = await t.admin();
    people.admin = admin;
    const staff: [string, Parameters<typeof createStaff>[1], Record<string, string>][] = [
      ['sales-a', 'OperatorIndex', { areacode: 'Q' }],
      ['sales-b', 'OperatorIndex', { areacode: 'L' }],
      ['sales-c', 'OperatorIndex', {}],
      ['sales-d', 'OperatorIndex', {}],
      ['boss', 'OperatorManage', {}],
      ['trader-1', 'Traders', {}],
      ['trader-2', 'Traders', {}],
    ];
    for (const [username, role, extra] of staff) {
      ids[username] = await createStaff(admin, role, username, extra);
      people[username] = await signIn(t.api.url, username, PASSWORD);
    }
  });

  const who = (name: string): SignedInClient => {
    const client = people[name];
    if (!client) throw new Error(`no ${name}`);
    return client;
  };

  /** Creates a customer as `name` and answers its id once lists show it. */
  async function create(name: string, form: Record<string, string>): Promise<string> {
    const res = await who(name).post<{ id: string; code: string }>('/customer', form);
    if (res.body.code !== 0)
      throw new Error(`${res.status} ${res.body.msg} ${JSON.stringify(res.body.extra)}`);
    await who(name).get(`/customer/${res.body.data.id}?_position=${res.body.extra?.position}`);
    return res.body.data.id;
  }

  const highSeas = async (name: string) =>
    (await who(name).get<CustomerView[]>('/customer/high-seas?_size=400')).body.data.map((c) => c.id);
  const ownList = async (name: string) =>
    (await who(name).get<CustomerView[]>('/customer?_size=400')).body.data.map((c) => c.id);

  async function setSettings(changes: Record<string, string>): Promise<void> {
    const res = await who('admin').put('/customer-setting', changes);
    expect([0]).toContain(res.body.code);
    await who('admin').get(`/customer-setting?_position=${res.body.extra?.position ?? ''}`);
  }

  it('lets a salesman create his own customer with a generated code, and refuses duplicates without naming the owner', async () => {
    const phone = nextPhone();
    const id = await create('sales-a', customerForm('Harbour Foods', { phone }));
    const got = await who('sales-a').get<CustomerView>(`/customer/${id}`);
    expect(got.body.data).toMatchObject({
      name: 'Harbour Foods',
      ownerId: ids['sales-a'],
      area: 'Q',
      domestic: true,
    });
    expect(got.body.data.code).toMatch(/^Q\d{6}$/);
    expect(got.body.data.addresses).toEqual([{ region: '370202', detail: 'No. 1 Harbour Road' }]);
    expect(await ownList('sales-a')).toContain(id);

    const dupPhone = await who('sales-b').post('/customer', customerForm('Other Name', { phone }));
    expect(dupPhone.status).toBe(422);
    expect(dupPhone.body.extra?.fields).toEqual({
      phone: 'A customer with this phone number already exists',
    });
    expect(JSON.stringify(dupPhone.body)).not.toContain('sales-a');
    const dupEnterprise = await who('sales-b').post(
      '/customer',
      customerForm('Harbour Foods', { enterprise: 'harbour foods packaging co.' }),
    );
    expect(dupEnterprise.body.extra?.fields).toEqual({
      enterprise: 'A customer of this enterprise already exists',
    });

    const cn = await (
      await signIn(t.api.url, 'sales-b', PASSWORD, 'cn')
    ).post('/customer', customerForm('坏号码', { phone: '15412345678' }));
    expect(cn.body.extra?.fields).toEqual({ phone: '手机号码格式错误' });
    const foreign = await create(
      'sales-b',
      customerForm('Overseas Ltd', { domestic: 'false', phone: '+44 20 7946 0958' }),
    );
    expect((await who('sales-b').get<CustomerView>(`/customer/${foreign}`)).body.data.area).toBe('L');
  });

  it('lets exactly one of two salesmen claiming the same customer at the same instant win', async () => {
    const id = await create('boss', customerForm('Contested Snacks'));
    expect(await highSeas('sales-a')).toContain(id);
    const [a, b] = await Promise.all([
      who('sales-a').post(`/customer/${id}/claim`),
      who('sales-b').post(`/customer/${id}/claim`),
    ]);
    expect([a.body.code, b.body.code].filter((code) => code === 0)).toHaveLength(1);
    const loser = a.body.code === 0 ? b : a;
    // Claims in flight together: "someone else has just claimed it". Had the winner's claim been
    // done before the loser's was looked at, the customer was already out of the loser's reach: 404.
    expect([
      [422, 'Someone else has just claimed this customer'],
      [404, 'Not found'],
    ]).toContainEqual([loser.status, loser.body.msg]);
    const events = await t.api.infra.store.readStream(customer.customerStream(id));
    expect(events.filter((e) => e.type === 'CustomerClaimed')).toHaveLength(1);
    const winner = a.body.code === 0 ? 'sales-a' : 'sales-b';
    await eventually(async () => !(await highSeas('sales-c')).includes(id));
    expect(await ownList(winner)).toContain(id);
  });

  it('masks a high-seas customer’s phone and email to a salesman until he claims it; supervisors see them whole', async () => {
    const phone = nextPhone();
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    const id = await create(
      'boss',
      customerForm('Private Noodles', { phone, email: 'zhou@noodles.example' }),
    );
    const hidden = { phone: masked, email: 'z***@noodles.example' };
    const whole = { phone, email: 'zhou@noodles.example' };
    const seen = async (name: string) => {
      const one = (await who(name).get<CustomerView>(`/customer/${id}`)).body.data;
      return { phone: one.phone, email: one.email };
    };
    const inHighSeas = async (name: string, keyword = '') =>
      (
        await who(name).get<CustomerView[]>(`/customer/high-seas?_size=400&keyword=${keyword}`)
      ).body.data.filter((c) => c.id === id);

    expect(await seen('sales-d')).toEqual(hidden);
    expect((await inHighSeas('sales-d')).map((c) => ({ phone: c.phone, email: c.email }))).toEqual([hidden]);
    expect(await seen('boss')).toEqual(whole);
    expect(await seen('admin')).toEqual(whole);
    // A part of the number finds nothing; the whole number finds it, still masked.
    expect(await inHighSeas('sales-d', phone.slice(0, 8))).toEqual([]);
    expect(await inHighSeas('sales-d', phone.slice(-4))).toEqual([]);
    expect((await inHighSeas('sales-d', phone)).map((c) => c.phone)).toEqual([masked]);
    expect((await inHighSeas('boss', phone.slice(-4))).map((c) => c.phone)).toEqual([phone]);
    // An edit of the phone on the timeline is masked the same way.
    const newPhone = nextPhone();
    const edited = await who('boss').put(`/customer/${id}`, { phone: newPhone });
    expect(edited.body.code).toBe(0);
    await eventually(async () => (await seen('boss')).phone === newPhone);
    const changesOf = async (name: string) =>
      (await who(name).get<CustomerTimelineEntry[]>(`/customer/${id}/timeline`)).body.data
        .flatMap(
          (e) => (e.details.changes as { field: string; from: string; to: string }[] | undefined) ?? [],
        )
        .filter((c) => c.field === 'phone');
    const newMasked = `${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`;
    expect(await changesOf('sales-d')).toEqual([{ field: 'phone', from: masked, to: newMasked }]);
    expect(await changesOf('boss')).toEqual([{ field: 'phone', from: phone, to: newPhone }]);
    // A duplicate refusal tells nothing of the number beyond what was typed, nor whose it is.
    const dup = await who('sales-d').post('/customer', customerForm('Copycat Noodles', { phone: newPhone }));
    expect(dup.body.extra?.fields).toEqual({ phone: 'A customer with this phone number already exists' });
    expect(JSON.stringify(dup.body)).not.toMatch(/zhou|Private Noodles|boss/);

    const claimed = await who('sales-d').post(`/customer/${id}/claim`);
    expect(claimed.body.code).toBe(0);
    await eventually(async () => (await seen('sales-d')).phone === newPhone);
    expect(await seen('sales-d')).toEqual({ phone: newPhone, email: 'zhou@noodles.example' });
    expect(await changesOf('sales-d')).toEqual([{ field: 'phone', from: phone, to: newPhone }]);
    // Another salesman no longer reaches it at all.
    expect((await who('sales-b').get(`/customer/${id}`)).status).toBe(404);
  });

  it("answers a claim of another salesman's customer exactly like one of a customer that does not exist", async () => {
    const id = await create('sales-a', customerForm('Claimed Crackers'));
    const unknown = await who('sales-b').post(`/customer/00000000-0000-4000-8000-000000000000/claim`);
    expect(unknown.status).toBe(404);
    const taken = await who('sales-b').post(`/customer/${id}/claim`);
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    // In reach, the customer's own rules still answer: one's own customer is not claimed again.
    const own = await who('sales-a').post(`/customer/${id}/claim`);
    expect(own.status).toBe(422);
    expect(own.body.msg).toBe('This customer is already yours');
    const events = await t.api.infra.store.readStream(customer.customerStream(id));
    expect(events.map((e) => e.type)).toEqual(['CustomerCreated']);
  });

  it('refuses unknown fields on the actions that take no body, and changes nothing', async () => {
    const id = await create('sales-a', customerForm('Strict Soup'));
    for (const path of [`/customer/${id}/release`, `/customer/${id}/claim`]) {
      const res = await who('sales-a').post(path, { ownerId: ids['sales-b']! });
      expect(res.status).toBe(400);
      expect(res.body.extra?.error).toBe('VALIDATION.FAILED');
    }
    expect((await who('admin').post('/customer-release/run', { day: '2020-01-01' })).status).toBe(400);
    const events = await t.api.infra.store.readStream(customer.customerStream(id));
    expect(events.map((e) => e.type)).toEqual(['CustomerCreated']);
    expect((await who('sales-a').get<CustomerView>(`/customer/${id}`)).body.data.ownerId).toBe(
      ids['sales-a'],
    );
  });

  it('holds the daily claim limit exactly under concurrent claims, and does not count lost ones', async () => {
    await setSettings({ maxClaimsPerDay: '3' });
    try {
      const batch = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) => create('boss', customerForm(`Limit ${i}`))),
      );
      const answers = await Promise.all(batch.map((id) => who('sales-c').post(`/customer/${id}/claim`)));
      expect(answers.filter((r) => r.body.code === 0)).toHaveLength(3);
      const refused = answers.filter((r) => r.body.code !== 0);
      expect(refused).toHaveLength(3);
      for (const r of refused) expect(r.body.msg).toBe('You have reached the limit of 3 claims today');
    } finally {
      await setSettings({ maxClaimsPerDay: '10' });
    }
  });

  it('protects a released customer for a day, then keeps the previous owner out for the cool-down', async () => {
    const id = await create('sales-a', customerForm('Released Rice'));
    const released = await who('sales-a').post(`/customer/${id}/release`);
    expect(released.body).toMatchObject({ code: 0, msg: 'Customer released to the high seas' });
    await who('sales-b').get(`/customer/high-seas?_position=${released.body.extra?.position}`);
    const early = await who('sales-b').post(`/customer/${id}/claim`);
    expect(early.status).toBe(422);
    expect(early.body.msg).toBe(
      'The customer has not yet passed the protection period, please collect it in a day',
    );
    await setSettings({ protectionDays: '0' });
    try {
      const back = await who('sales-a').post(`/customer/${id}/claim`);
      expect(back.body.msg).toMatch(
        /^You released this customer recently; you can claim it again from \d{4}-\d{2}-\d{2}$/,
      );
      expect((await who('sales-b').post(`/customer/${id}/claim`)).body.code).toBe(0);
    } finally {
      await setSettings({ protectionDays: '1' });
    }
  });

  it('lets a supervisor reassign and release, with every change on the timeline', async () => {
    const id = await create('sales-a', customerForm('Moved Tea'));
    const moved = await who('boss').put(`/customer/${id}/owner`, { ownerId: ids['sales-b']! });
    expect(moved.body.msg).toBe('Customer reassigned');
    await who('sales-b').get(`/customer?_position=${moved.body.extra?.position}`);
    expect(await ownList('sales-b')).toContain(id);
    expect(await ownList('sales-a')).not.toContain(id);
    const notSalesman = await who('boss').put(`/customer/${id}/owner`, { ownerId: ids.boss! });
    expect(notSalesman.body.msg).toBe('The new owner must be an active salesman or trader');
    const out = await who('boss').post(`/customer/${id}/release`);
    const timeline = await who('boss').get<CustomerTimelineEntry[]>(
      `/customer/${id}/timeline?_position=${out.body.extra?.position}`,
    );
    expect(timeline.body.data.map((e) => e.type)).toEqual(
      expect.arrayContaining(['CustomerCreated', 'CustomerReassigned', 'CustomerReleased']),
    );
  });

  it("never shows a salesman or trader another's customers, by list, id, keyword or action", async () => {
    const mine = await create('trader-1', customerForm('Trader One Client'));
    const theirs = await create('trader-2', customerForm('Trader Two Client'));
    const salesA = await create('sales-a', customerForm('Private Pickles'));
    for (const [viewer, other] of [
      ['trader-2', mine],
      ['trader-1', theirs],
      ['sales-b', salesA],
      ['sales-a', mine],
    ] as const) {
      expect((await who(viewer).get(`/customer/${other}`)).status).toBe(404);
      expect((await who(viewer).get(`/customer/${other}/timeline`)).status).toBe(404);
      expect((await who(viewer).put(`/customer/${other}`, { name: 'taken' })).status).toBe(404);
      expect((await who(viewer).post(`/customer/${other}/release`)).status).toBe(404);
      expect(await ownList(viewer)).not.toContain(other);
      const search = await who(viewer).get<CustomerView[]>('/customer?keyword=Client&_size=400');
      expect(search.body.data.every((c) => c.ownerId === ids[viewer])).toBe(true);
    }
    expect((await who('trader-1').get('/customer/high-seas')).status).toBe(403);
    const ownerOf = (await who('trader-1').get<CustomerView>(`/customer/${mine}`)).body.data;
    expect(ownerOf.area).toBe('T');
  });

  it("sets a grade only on a trade customer's customer", async () => {
    const grade = await who('admin').post<{ id: string }>('/customer-grade', {
      name: 'Gold',
      factor: '0.95',
    });
    const gradeId = grade.body.data.id;
    const traderClient = await create('trader-1', customerForm('Graded Goods'));
    const salesClient = await create('sales-c', customerForm('Ungraded Goods'));
    expect((await who('boss').put(`/customer/${traderClient}/grade`, { gradeId })).body.code).toBe(0);
    const refused = await who('boss').put(`/customer/${salesClient}/grade`, { gradeId });
    expect(refused.body.msg).toBe('Only a trade customer has a grade');
    const bad = await who('admin').post('/customer-grade', { name: 'Bad', factor: '-1' });
    expect(bad.body.extra?.fields).toEqual({
      factor: 'Please enter a positive factor with at most 4 decimals',
    });
  });

  it("releases salesmen's customers past the no-order limit, warns a week ahead, once per day", async () => {
    const id = await create('sales-a', customerForm('Sleeping Sauce'));
    const traderClient = await create('trader-2', customerForm('Trader Keeps'));
    const day = (offset: number) => new Date(Date.now() + offset * DAY_MS);
    const log = () => undefined;
    // The job as the worker runs it: it reads the read models and issues commands, nothing else.
    const { db, commands, store } = t.api.infra;
    const jobContext = () => ({ db, commands, store });
    const warn = await runHighSeasRelease(jobContext(), '2030-01-01', log, () => day(84));
    expect(warn.warned).toBeGreaterThan(0);
    const again = await runHighSeasRelease(jobContext(), '2030-01-02', log, () => day(85));
    expect(again.warned).toBe(0); // warned once per due date
    await runHighSeasRelease(jobContext(), '2030-01-08', log, () => day(91));
    const events = await t.api.infra.store.readStream(customer.customerStream(id));
    expect(events.filter((e) => e.type === 'CustomerReleaseWarned')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'CustomerReleased')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: 'no-order' }) }),
    ]);
    const traderEvents = await t.api.infra.store.readStream(customer.customerStream(traderClient));
    expect(traderEvents.map((e) => e.type)).toEqual(['CustomerCreated']);
    await eventually(async () => {
      const runs = await who('admin').get<ReleaseRunView[]>('/customer-release/runs');
      return runs.body.data.some((r) => r.day === '2030-01-08' && r.state === 'done');
    });
  });

  it("runs today's release on request, the same job as the daily one, and records the run", async () => {
    const started = await who('admin').post<{ day: string }>('/customer-release/run');
    expect(started.body).toMatchObject({ code: 0, data: { day: new Date().toISOString().slice(0, 10) } });
    await eventually(async () => {
      const runs = await who('admin').get<ReleaseRunView[]>('/customer-release/runs');
      return runs.body.data.some((r) => r.day === started.body.data.day && r.state === 'done');
    });
    const events = await t.api.infra.store.readStream(`highseas-release-${started.body.data.day}`);
    expect(events.map((e) => e.type)).toEqual(['HighSeasReleaseStarted', 'HighSeasReleaseFinished']);
    expect(events[1]!.metadata).toMatchObject({
      userId: 'system',
      correlationId: `highseas-release:${started.body.data.day}`,
    });
    expect((await who('sales-a').post('/customer-release/run')).status).toBe(403);
  });
});
