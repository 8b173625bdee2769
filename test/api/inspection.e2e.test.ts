import { randomUUID } from 'node:crypto';
import type {
  HomeAnswer,
  InspectionSettingsView,
  LotView,
  OrderDetail,
  OrderInspectionView,
  ReworkRow,
  TraderOrderInspectionView,
} from '@packflow/contracts';
import type { SignedInClient } from '../support/api-client';
import { FulfilmentDriver, type Seller, answersFor, sendJson, until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

/**
 * Quality inspection through the API: a lot handed over by the last stage waits with its ISO
 * 2859-1 plan and its template; QualityTesting's refusals named in both languages; a failed lot
 * reworked by Product comes back as the next lot and passes (the order waits to ship); a
 * concession asked by ProductManage and answered by OperatorManage; a supplementary order for the
 * shortfall; a trader never sees a failed inspection's internals; another salesman sees nothing.
 */
describeOn(POSTGRES, 'inspection', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  let driver: FulfilmentDriver;
  let sales: Seller;
  let trader: Seller;
  let other: SignedInClient;
  let quality: SignedInClient;
  let qualityCn: SignedInClient;
  let planner: SignedInClient;
  let worker: SignedInClient;
  let manager: SignedInClient;

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 'i');
    ({ driver, sales, trader, other, quality, planner, worker, manager } = team);
    qualityCn = await team.as('q', 'cn');
  }, 180_000);

  const lotsOf = async (orderId: string, client = quality) =>
    (await client.get<OrderInspectionView>(`/inspection/${orderId}`)).body.data;

  it('inspects a lot by its ISO 2859-1 plan; a failed lot is reworked and passes as the next lot', async () => {
    const { orderId, number } = await driver.orderAtInspection(sales);

    // The waiting lot: 2000 pieces, code letter K: 125 sampled, accept 7, reject 8 (AQL 2.5).
    const waiting = await until(
      () => quality.get<LotView[]>(`/inspection/lots?status=waiting&keyword=${encodeURIComponent(number)}`),
      (r) => r.body.data?.some((l) => l.orderId === orderId),
      'the lot listed as waiting',
    );
    const lot = waiting.body.data.find((l) => l.orderId === orderId)!;
    expect(lot).toMatchObject({
      n: 1,
      id: `${orderId}:1`,
      quantity: 2000,
      unit: 'piece',
      source: 'production',
      status: 'waiting',
      templateKind: 'standUp',
      plan: { lotQuantity: 2000, aql: '2.5', codeLetter: 'K', sampleSize: 125, accept: 7, reject: 8 },
      actions: ['inspect'],
    });
    expect(lot.template?.checks.map((c) => c.key)).toEqual(
      expect.arrayContaining(['width', 'sealStrength', 'colour', 'standing']),
    );
    expect(waiting.body.extra?.pageInfo?._count).toBe(1);
    const home = await quality.get<HomeAnswer>('/home');
    const tile = home.body.data.tiles.find((x) => x.id === 'inspection.lots-waiting');
    expect(tile).toMatchObject({ path: '/OrderQuality/Wait', alert: true });
    expect(Number(tile!.value)).toBeGreaterThanOrEqual(1);

    // Refusals, in both languages: a sample below the plan, a check left unanswered.
    const form = (over: Record<string, unknown> = {}) => ({
      sampleSize: 125,
      checks: answersFor(lot),
      defects: [{ kind: 'print', count: 2 }],
      goodQuantity: 2000,
      photos: '',
      note: '',
      ...over,
    });
    const small = await sendJson(
      quality,
      'POST',
      `/inspection/${orderId}/lots/1/inspect`,
      form({ sampleSize: 50 }),
    );
    expect([small.status, small.body.msg]).toEqual([
      422,
      'The sample must be at least 125 and at most 2000 (ISO 2859-1)',
    ]);
    const smallCn = await sendJson(
      qualityCn,
      'POST',
      `/inspection/${orderId}/lots/1/inspect`,
      form({ sampleSize: 50 }),
      'cn',
    );
    expect([smallCn.status, smallCn.body.msg]).toEqual([422, '抽样数量须在 125 与 2000 之间（ISO 2859-1）']);
    const unanswered = await sendJson(
      quality,
      'POST',
      `/inspection/${orderId}/lots/1/inspect`,
      form({ checks: answersFor(lot).filter((c) => c.key !== 'colour') }),
    );
    expect([unanswered.status, unanswered.body.msg]).toEqual([
      422,
      'Please answer the check “Colour against the proof” (颜色（对标样）)',
    ]);
    const tooMany = await sendJson(
      quality,
      'POST',
      `/inspection/${orderId}/lots/1/inspect`,
      form({ defects: [{ kind: 'seal', count: 126 }] }),
    );
    expect([tooMany.status, tooMany.body.msg]).toEqual([422, 'More defects than units sampled (125)']);
    // ProductManage does not inspect; another salesman does not see the order's lots.
    expect((await sendJson(planner, 'POST', `/inspection/${orderId}/lots/1/inspect`, form())).status).toBe(
      403,
    );
    const hidden = await other.get(`/inspection/${orderId}`);
    expect(hidden.status).toBe(404);

    // Failed: the colour is off (the server judges; the good quantity does not count).
    const failed = await sendJson<{ status: string; result: string }>(
      quality,
      'POST',
      `/inspection/${orderId}/lots/1/inspect`,
      form({ checks: answersFor(lot, ['colour']) }),
    );
    expect([failed.status, failed.body.data]).toEqual([
      200,
      expect.objectContaining({ status: 'failed', result: 'failed' }),
    ]);
    const again = await sendJson(quality, 'POST', `/inspection/${orderId}/lots/1/inspect`, form());
    expect([again.status, again.body.msg]).toEqual([422, 'This lot has already been inspected']);
    const seen = await lotsOf(orderId, planner);
    expect(seen.lots[0]).toMatchObject({
      status: 'failed',
      inspection: {
        result: 'failed',
        sampleSize: 125,
        defective: 2,
        goodQuantity: 0,
        inspectorName: expect.any(String),
      },
      actions: ['rework', 'supplementary', 'concession'],
    });
    expect(seen.shippable).toBe(0);

    // ProductManage: a supplementary order above the shortfall is refused; rework at bag making.
    const above = await sendJson(planner, 'POST', `/inspection/${orderId}/lots/1/dispose`, {
      kind: 'supplementary',
      quantity: 2001,
      reason: 'Short',
    });
    expect([above.status, above.body.msg]).toEqual([422, 'At most the shortfall still to make (2000)']);
    const noStage = await sendJson(planner, 'POST', `/inspection/${orderId}/lots/1/dispose`, {
      kind: 'rework',
      quantity: 2000,
      reason: 'Colour',
    });
    expect(noStage.status).toBe(422);
    const reworked = await sendJson<{ status: string }>(
      planner,
      'POST',
      `/inspection/${orderId}/lots/1/dispose`,
      {
        kind: 'rework',
        stage: 'bagMaking',
        quantity: 2000,
        reason: 'Colour drift: sort and remake',
      },
    );
    expect(reworked.body.data.status).toBe('rework');

    // Product finishes the rework (good output at most the quantity); its good output is lot 2.
    const items = await until(
      () => worker.get<ReworkRow[]>(`/production/rework?status=open&keyword=${encodeURIComponent(number)}`),
      (r) => r.body.data?.some((i) => i.orderId === orderId),
      'the rework listed',
    );
    expect(items.body.data.find((i) => i.orderId === orderId)).toMatchObject({
      lot: 1,
      stage: 'bagMaking',
      quantity: 2000,
      status: 'open',
      actions: ['finish'],
    });
    const over = await worker.post(`/production/${orderId}/rework/1/finish`, {
      goodQuantity: '2001',
      waste: '0',
    });
    expect(over.status).toBe(422);
    const finished = await worker.post(`/production/${orderId}/rework/1/finish`, {
      goodQuantity: '1990',
      waste: '10',
      note: 'Sorted',
    });
    expect(finished.body.code).toBe(0);
    const second = await until(
      () => lotsOf(orderId),
      (v) => v.lots.some((l) => l.n === 2 && l.status === 'waiting'),
      'lot 2 at inspection',
    );
    const lot2 = second.lots.find((l) => l.n === 2)!;
    expect(lot2).toMatchObject({ quantity: 1990, source: 'rework', plan: { sampleSize: 125 } });
    const passed = await sendJson<{ status: string }>(
      quality,
      'POST',
      `/inspection/${orderId}/lots/2/inspect`,
      {
        ...form({ checks: answersFor(lot2), goodQuantity: 1990, defects: [] }),
      },
    );
    expect(passed.body.data.status).toBe('passed');

    // The order waits to ship; its story tells the lots, the inspections, the rework.
    const detail = await until(
      () => sales.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.body.data.status === 'waitsend',
      'the order waiting to ship',
    );
    expect(detail.body.data.inspectedQuantity).toBe(1990);
    const story = detail.body.data.timeline.map((s) => s.type);
    expect(story).toEqual(
      expect.arrayContaining([
        'LotArrived',
        'LotInspected',
        'LotDisposed',
        'ReworkOpened',
        'ReworkFinished',
        'ShippableAdded',
      ]),
    );
    expect(detail.body.data.timeline.filter((s) => s.type === 'LotInspected').map((s) => s.details)).toEqual([
      expect.objectContaining({ lot: 1, result: 'failed' }),
      expect.objectContaining({ lot: 2, result: 'passed', goodQuantity: 1990 }),
    ]);
    const inspected = await quality.get<LotView[]>(
      `/inspection/lots?status=inspected&keyword=${encodeURIComponent(number)}`,
    );
    expect(inspected.body.data.map((l) => l.n).sort()).toEqual([1, 2]);
    const failedList = await planner.get<LotView[]>(
      `/inspection/lots?status=failed&keyword=${encodeURIComponent(number)}`,
    );
    expect(failedList.body.data.map((l) => [l.n, l.status])).toEqual([[1, 'rework']]);
  });

  it('releases a failed lot under a concession OperatorManage approves; a supplementary order covers a shortfall', async () => {
    const { orderId } = await driver.orderAtInspection(sales);
    const lot = (await lotsOf(orderId)).lots[0]!;
    const fail = await sendJson(quality, 'POST', `/inspection/${orderId}/lots/1/inspect`, {
      sampleSize: 125,
      checks: answersFor(lot, ['appearance']),
      defects: [],
      goodQuantity: 0,
    });
    expect(fail.body.code).toBe(0);
    const asked = await sendJson<{ status: string }>(
      planner,
      'POST',
      `/inspection/${orderId}/lots/1/dispose`,
      {
        kind: 'concession',
        quantity: 1800,
        reason: 'Scuffs on the back only, customer agreed',
      },
    );
    expect(asked.body.data.status).toBe('concessionPending');
    // OperatorManage's queue; ProductManage does not answer concessions; a reason is required.
    const queue = await until(
      () => manager.get<LotView[]>('/inspection/lots?status=concessionPending'),
      (r) => r.body.data?.some((l) => l.orderId === orderId),
      'the concession queued',
    );
    expect(queue.body.data.find((l) => l.orderId === orderId)!.actions).toEqual([
      'approveConcession',
      'rejectConcession',
    ]);
    expect(
      (
        await sendJson(planner, 'POST', `/inspection/${orderId}/lots/1/concession`, {
          decision: 'approve',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const bare = await sendJson(manager, 'POST', `/inspection/${orderId}/lots/1/concession`, {
      decision: 'approve',
      reason: '',
    });
    expect(bare.status).toBe(422);
    // Rejected first: ProductManage decides again (and asks again); then approved.
    const rejected = await sendJson<{ status: string }>(
      manager,
      'POST',
      `/inspection/${orderId}/lots/1/concession`,
      {
        decision: 'reject',
        reason: 'Ask the customer in writing first',
      },
    );
    expect(rejected.body.data.status).toBe('concessionRejected');
    expect((await lotsOf(orderId, planner)).lots[0]!.actions).toEqual([
      'rework',
      'supplementary',
      'concession',
    ]);
    const askedAgain = await sendJson<{ status: string }>(
      planner,
      'POST',
      `/inspection/${orderId}/lots/1/dispose`,
      {
        kind: 'concession',
        quantity: 1800,
        reason: 'Customer agreed in writing',
      },
    );
    expect(askedAgain.body.data.status).toBe('concessionPending');
    const approved = await sendJson<{ status: string }>(
      manager,
      'POST',
      `/inspection/${orderId}/lots/1/concession`,
      {
        decision: 'approve',
        reason: 'Approved with the customer’s email',
      },
    );
    expect(approved.body.data.status).toBe('conceded');
    expect((await lotsOf(orderId)).shippable).toBe(1800);
    await until(
      () => sales.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.body.data.status === 'waitsend',
      'the conceded order waiting to ship',
    );

    // A lot failed now and left waiting for a decision: listed before lots decided later.
    const waiting = await driver.orderAtInspection(sales);
    const waitingLot = (await lotsOf(waiting.orderId)).lots[0]!;
    await sendJson(quality, 'POST', `/inspection/${waiting.orderId}/lots/1/inspect`, {
      sampleSize: 125,
      checks: answersFor(waitingLot, ['appearance']),
      defects: [],
      goodQuantity: 0,
    });

    // Another order: its failed lot asks a supplementary order for the shortfall, made by the orders' reactor.
    const next = await driver.orderAtInspection(sales);
    const lot2 = (await lotsOf(next.orderId)).lots[0]!;
    await sendJson(quality, 'POST', `/inspection/${next.orderId}/lots/1/inspect`, {
      sampleSize: 125,
      checks: answersFor(lot2, ['standing']),
      defects: [],
      goodQuantity: 0,
    });
    const sup = await sendJson<{ status: string; supplementaryOrderId: string }>(
      planner,
      'POST',
      `/inspection/${next.orderId}/lots/1/dispose`,
      { kind: 'supplementary', quantity: 2000, reason: 'Bags do not stand: make them again' },
    );
    expect(sup.body.data.status).toBe('supplementary');
    const made = await until(
      () => sales.client.get<OrderDetail>(`/order/${sup.body.data.supplementaryOrderId}`),
      (r) => r.status === 200,
      'the supplementary order made',
    );
    expect(made.body.data).toMatchObject({
      type: 'supplementary',
      parentOrderId: next.orderId,
      quantity: 2000,
    });
    // /OrderQuality/Failed: those waiting for a decision first, though decided ones were inspected since.
    const failed = await until(
      () => planner.get<LotView[]>('/inspection/lots?status=failed&_size=100'),
      (r) => r.body.data?.find((l) => l.orderId === next.orderId)?.status === 'supplementary',
      'the failed lots listed',
    );
    const ids = failed.body.data.map((l) => l.orderId);
    expect(ids.indexOf(waiting.orderId)).toBeLessThan(ids.indexOf(next.orderId));
    expect(failed.body.data[0]!.actions).toEqual(['rework', 'supplementary', 'concession']);
    // A supplementary order gets none of its own: refused by the order's own rule, before anything is recorded.
    const ofSupplementary = await sendJson(
      planner,
      'POST',
      `/inspection/${sup.body.data.supplementaryOrderId}/lots/1/dispose`,
      { kind: 'supplementary', quantity: 100, reason: 'Again' },
    );
    expect([ofSupplementary.status, ofSupplementary.body.msg]).toEqual([
      422,
      'A supplementary order is raised on the original order',
    ]);
  });

  it('shows a trader whether a lot waits, is in progress or passed, never a failed inspection', async () => {
    const { orderId } = await driver.orderAtInspection(trader);
    const waiting = await trader.client.get<TraderOrderInspectionView>(`/inspection/${orderId}`);
    expect(waiting.body.data.lots).toEqual([
      {
        id: `${orderId}:1`,
        n: 1,
        quantity: 2000,
        unit: 'piece',
        status: 'waiting',
        goodQuantity: null,
        inspectedAt: null,
      },
    ]);
    const lot = (await lotsOf(orderId)).lots[0]!;
    await sendJson(quality, 'POST', `/inspection/${orderId}/lots/1/inspect`, {
      sampleSize: 125,
      checks: answersFor(lot, ['colour']),
      defects: [{ kind: 'colour', count: 9 }],
      goodQuantity: 0,
      note: 'Colour far off the proof',
    });
    const seen = await trader.client.get<TraderOrderInspectionView>(`/inspection/${orderId}`);
    expect(seen.body.data.lots[0]).toMatchObject({ status: 'inProgress', goodQuantity: null });
    expect(JSON.stringify(seen.body)).not.toMatch(
      /checks|defects|Colour far off|sampleSize|inspector|disposition/,
    );
    const story = await trader.client.get<OrderDetail>(`/order/${orderId}`);
    expect(story.body.data.timeline.some((s) => s.type === 'LotArrived')).toBe(true);
    expect(story.body.data.timeline.some((s) => s.type === 'LotInspected')).toBe(false);
    // The trader has no lot list.
    expect((await trader.client.get('/inspection/lots')).status).toBe(403);
  });
  it("answers a waiting lot's plan at Admin's AQL and template as they stand; only Admin changes them", async () => {
    const admin = await t.admin('en');
    const before = await quality.get<InspectionSettingsView>('/inspection/settings');
    expect(before.body.data).toMatchObject({ aql: '2.5', version: 0 });
    expect(before.body.data.templates.map((x) => x.kind)).toContain('rollFilm');
    const standUp = before.body.data.templates.find((x) => x.kind === 'standUp')!;
    const extra = {
      key: 'handle',
      name: { cn: '提手', en: 'Handle' },
      kind: 'passFail',
      norm: null,
      tolerance: null,
      unit: null,
    };
    const change = { aql: '1.0', templates: [{ kind: 'standUp', checks: [...standUp.checks, extra] }] };
    expect((await sendJson(quality, 'PUT', '/inspection/settings', change)).status).toBe(403);
    const bad = await sendJson(admin, 'PUT', '/inspection/settings', {
      aql: '1.0',
      templates: [{ kind: 'standUp', checks: [{ ...extra, kind: 'measured' }] }],
    });
    expect([bad.status, Object.values(bad.body.extra?.fields ?? {})]).toEqual([
      422,
      ['Please check the inspection templates'],
    ]);
    const changed = await sendJson<InspectionSettingsView>(admin, 'PUT', '/inspection/settings', change);
    expect(changed.body.data).toMatchObject({ aql: '1.0', version: 1 });
    try {
      const { orderId } = await driver.orderAtInspection(sales);
      const lot = (await lotsOf(orderId)).lots[0]!;
      // 2000 pieces at AQL 1.0: code letter K, 125 sampled, accept 3, reject 4; the new check asked.
      expect(lot.plan).toMatchObject({ sampleSize: 125, accept: 3, reject: 4, aql: '1.0' });
      expect(lot.template?.checks.map((c) => c.key)).toContain('handle');
    } finally {
      await sendJson(admin, 'PUT', '/inspection/settings', { aql: '2.5', templates: [standUp] });
    }
  });
});
