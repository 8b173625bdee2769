import { randomUUID } from 'node:crypto';
import type { LotView, OrderInspectionView, ProductionDetail, StageCard } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { FulfilmentDriver, type Seller, until } from '../support/fulfilment-fixtures';
import { createStaff } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/**
 * Product sends part of the last stage's good output to inspection before the stage finishes
 * (factory.md, "Quality inspection"): the part waits at /OrderQuality/Wait as the order's next
 * lot, a retry sends nothing twice, more than is left is refused in both languages, and finishing
 * the stage hands over the rest as the lot after it.
 */
describeOn(POSTGRES, 'parts of the last stage sent to inspection', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  let driver: FulfilmentDriver;
  let sales: Seller;
  let worker: SignedInClient;
  let workerCn: SignedInClient;
  let quality: SignedInClient;

  beforeAll(async () => {
    const admin = await t.admin('en');
    const salesId = await createStaff(admin, 'OperatorIndex', `ps-${tag}`);
    await createStaff(admin, 'Finance', `pf-${tag}`);
    await createStaff(admin, 'ProductManage', `ppm-${tag}`);
    await createStaff(admin, 'Product', `ppw-${tag}`);
    await createStaff(admin, 'QualityTesting', `pq-${tag}`);
    const as = (name: string, locale: 'cn' | 'en' = 'en') => signIn(t.api.url, name, PASSWORD, locale);
    sales = { client: await as(`ps-${tag}`), id: salesId, role: 'OperatorIndex' };
    worker = await as(`ppw-${tag}`);
    workerCn = await as(`ppw-${tag}`, 'cn');
    quality = await as(`pq-${tag}`);
    driver = new FulfilmentDriver(
      {
        admin,
        finance: await as(`pf-${tag}`),
        planner: await as(`ppm-${tag}`),
        worker,
        appendContract: (id, event) => t.api.infra.store.appendToStream(`contract-${id}`, [event]),
      },
      tag,
    );
  }, 180_000);

  const cardOf = async (orderId: string, position?: string) => {
    const res = await worker.get<StageCard[]>(
      `/production/stages?screen=making${position ? `&_position=${position}` : ''}`,
    );
    return res.body.data.find((c) => c.orderId === orderId && c.stage === 'bagMaking');
  };
  const waiting = (number: string) =>
    quality.get<LotView[]>(`/inspection/lots?status=waiting&keyword=${encodeURIComponent(number)}`);

  it('sends a part as the next lot, once; finishing the stage hands over the rest', async () => {
    const { orderId, number } = await driver.orderBagging(sales, 2000);
    const path = `/production/${orderId}/stages/bagMaking/send-part`;

    // The running last stage offers the part; the stage before it does not.
    const before = await until(
      () => cardOf(orderId),
      (c) => c?.actions.includes('sendPart') === true,
      'the bag maker’s card offering a part',
    );
    expect(before).toMatchObject({ partsSent: 0, ledger: { goodOut: 2000 } });
    const lamination = await worker.post(`/production/${orderId}/stages/lamination-1/send-part`, {
      partId: randomUUID(),
      quantity: '10',
    });
    expect([lamination.status, lamination.body.msg]).toEqual([
      422,
      'Only the last stage sends its output to inspection',
    ]);

    // More than made, or a part of a piece: refused in the worker's language, nothing sent.
    const above = await worker.post(path, { partId: randomUUID(), quantity: '2001' });
    expect([above.status, above.body.msg]).toEqual([422, 'More than the good output not yet sent (2000)']);
    const aboveCn = await workerCn.post(path, { partId: randomUUID(), quantity: '2001' });
    expect([aboveCn.status, aboveCn.body.msg]).toEqual([422, '超过尚未送检的良品数量（2000）']);
    const half = await workerCn.post(path, { partId: randomUUID(), quantity: '10.5' });
    expect([half.status, half.body.msg]).toEqual([422, '请输入大于 0 的整数件数，最多 2000']);

    // A part of 800 pieces: sent twice (a retry), it is one lot.
    const partId = randomUUID();
    const sent = await worker.post<{ state: string }>(path, { partId, quantity: '800' });
    expect([sent.body.code, sent.body.msg, sent.body.data.state]).toEqual([
      0,
      'Part sent to inspection',
      'running',
    ]);
    const again = await worker.post(path, { partId, quantity: '800' });
    expect(again.body.code).toBe(0);
    const first = await until(
      () => waiting(number),
      (r) => r.body.data?.some((l) => l.orderId === orderId) === true,
      'the part waiting for inspection',
    );
    expect(first.body.data.filter((l) => l.orderId === orderId)).toEqual([
      expect.objectContaining({
        id: `${orderId}:1`,
        n: 1,
        quantity: 800,
        unit: 'piece',
        source: 'production',
      }),
    ]);
    const after = await cardOf(orderId, again.body.extra?.position);
    expect(after).toMatchObject({ partsSent: 800, state: 'running' });
    expect(after?.actions).toEqual(expect.arrayContaining(['sendPart', 'finish']));

    // Finishing the stage hands over what the part did not: 1200 pieces as lot 2.
    const finished = await worker.post(`/production/${orderId}/stages/bagMaking/finish`, {});
    expect(finished.body.code).toBe(0);
    const both = await until(
      () => waiting(number),
      (r) => (r.body.data ?? []).filter((l) => l.orderId === orderId).length === 2,
      'the rest waiting for inspection',
    );
    expect(
      both.body.data
        .filter((l) => l.orderId === orderId)
        .map((l) => [l.id, l.n, l.quantity])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      [`${orderId}:1`, 1, 800],
      [`${orderId}:2`, 2, 1200],
    ]);
    const lots = (await quality.get<OrderInspectionView>(`/inspection/${orderId}`)).body.data.lots;
    expect(lots.map((l) => l.quantity)).toEqual([800, 1200]);

    // The job's story tells the part once, with its quantity.
    const story = await worker.get<ProductionDetail>(`/production/${orderId}`);
    expect(story.body.data.timeline.filter((e) => e.type === 'PartLotSent')).toEqual([
      expect.objectContaining({ stage: 'bagMaking', details: { quantity: 800, unit: 'piece' } }),
    ]);

    // A finished stage sends no more.
    const late = await worker.post(path, { partId: randomUUID(), quantity: '1' });
    expect(late.status).toBe(422);
  }, 180_000);
});
