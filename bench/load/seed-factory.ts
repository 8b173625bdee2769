import { randomUUID } from 'node:crypto';
import type { LotView, OrderInspectionView } from '@packflow/contracts';
import type { SignedInClient } from '../../test/support/api-client';
import { answersFor, sendJson, until } from '../../test/support/fulfilment-fixtures';
import { progress } from '../support';
import { type Person, inTurns, ofRole } from './people';
import { ok } from './seed-sales';
import { type SalesDesk, type World, scheduledStages } from './world';

/** Pieces bagged and handed to inspection per order (a lot of 2000: a sample of 125). */
export const BAGGED = 2000;
/** How many of the signed orders go how far in the set-up. */
const SPLIT = { reviewWaiting: 8, running: 10, inspecting: 36, shipping: 8 };

async function machine(admin: SignedInClient, form: Record<string, string>): Promise<string> {
  return ok('machine', await admin.post<{ id: string }>('/machine', form)).id;
}

/** The production review and three stages scheduled, as ProductManage does it on /Production. */
export async function reviewAndSchedule(planner: SignedInClient, world: World, orderId: string) {
  const reviewed = await planner.post(`/production/${orderId}/review`, {
    decision: 'confirm',
    artwork: 'confirmed',
    colours: ['C', 'M', 'Y', 'K'],
    webWidthMm: '240',
  });
  if (reviewed.body.code !== 0) return reviewed;
  for (const [i, [stage, machineId]] of scheduledStages(world).entries()) {
    const scheduled = await planner.post(`/production/${orderId}/stages/${stage}/schedule`, {
      machineId,
      plannedStart: new Date(Date.now() + i * 3_600_000).toISOString(),
    });
    if (scheduled.body.code !== 0) return scheduled;
  }
  return reviewed;
}

/** A stage started, one entry of output, finished unless `finish` is false (the floor's work). */
async function runStage(
  worker: SignedInClient,
  orderId: string,
  stage: string,
  out: [string, string],
  finish = true,
) {
  const steps: [string, Record<string, string>][] = [
    ['start', { operators: 'Li Wei' }],
    ['entries', { entryId: randomUUID(), metresIn: out[0], goodOut: out[1] }],
    ...(finish ? [['finish', {}] as [string, Record<string, string>]] : []),
  ];
  for (const [step, body] of steps)
    ok(`${stage} ${step}`, await worker.post(`/production/${orderId}/stages/${stage}/${step}`, body));
}

/** The order's waiting lot, once the inspection read model shows it. */
export async function waitingLot(quality: SignedInClient, orderId: string): Promise<LotView> {
  const view = await until(
    () => quality.get<OrderInspectionView>(`/inspection/${orderId}`),
    (r) => r.status === 200 && r.body.data.lots.some((l) => l.status === 'waiting'),
    'a lot at inspection',
  );
  return view.body.data.lots.find((l) => l.status === 'waiting')!;
}

/** QualityTesting passes the waiting lot whole (the inspection screen's form). */
export async function passLot(quality: SignedInClient, orderId: string, lot: LotView) {
  return sendJson(quality, 'POST', `/inspection/${orderId}/lots/${lot.n}/inspect`, {
    sampleSize: lot.plan!.sampleSize,
    checks: answersFor(lot),
    defects: [],
    goodQuantity: lot.quantity,
    photos: '',
    note: '',
  });
}

/**
 * The factory side through the API: machines (Admin); of the signed orders, artwork (salesman),
 * review and scheduling (ProductManage), printing running or every stage run (Product), the
 * first lot at inspection or passed (QualityTesting) and so released to shipping. Fills the
 * world's pools: toReview, running, toInspect, shippable.
 */
export async function seedFactory(people: Person[], world: World): Promise<void> {
  const admin = people[0]!.client;
  world.machines = {
    press: await machine(admin, {
      name: 'Indigo 1',
      kind: 'digitalPress',
      colours: '7',
      maxWebWidthMm: '760',
    }),
    laminator: await machine(admin, { name: 'Laminator 1', kind: 'laminator', cureHours: '0' }),
    bagMaker: await machine(admin, { name: 'Bag maker 1', kind: 'bagMaker' }),
  };
  const planner = ofRole(people, 'ProductManage')[0]!.client;
  const worker = ofRole(people, 'Product')[0]!.client;
  const quality = ofRole(people, 'QualityTesting')[0]!.client;
  // Signed orders in turn from each salesman, so every desk has some of each kind.
  const desks = [...world.desks.values()];
  const signed: { desk: SalesDesk; orderId: string }[] = [];
  for (let n = 0; desks.some((d) => d.toArtwork.length > n); n++)
    for (const desk of desks) if (desk.toArtwork[n]) signed.push({ desk, orderId: desk.toArtwork[n]! });
  const total = SPLIT.reviewWaiting + SPLIT.running + SPLIT.inspecting + SPLIT.shipping;
  const chosen = signed.slice(0, total);
  progress(`load: ${chosen.length} orders into production (artwork, review, stages, inspection)`);
  await inTurns(chosen, 4, async ({ desk, orderId }, i) => {
    desk.toArtwork.splice(desk.toArtwork.indexOf(orderId), 1);
    ok('artwork', await desk.person.client.post(`/order/${orderId}/artwork`, { files: desk.proof }));
    if (i < SPLIT.reviewWaiting) return void world.toReview.push(orderId);
    await until(
      () => reviewAndSchedule(planner, world, orderId),
      (r) => r.body.code === 0,
      'review and schedule',
    );
    if (i < SPLIT.reviewWaiting + SPLIT.running) {
      ok(
        'printing start',
        await worker.post(`/production/${orderId}/stages/printing/start`, { operators: 'Li Wei' }),
      );
      return void world.running.push(orderId);
    }
    await runStage(worker, orderId, 'printing', ['400', '380']);
    await runStage(worker, orderId, 'lamination-1', ['380', '370']);
    await runStage(worker, orderId, 'bagMaking', ['370', String(BAGGED)]);
    const lot = await waitingLot(quality, orderId);
    if (i < total - SPLIT.shipping) return void world.toInspect.push(orderId);
    ok('inspect', await passLot(quality, orderId, lot));
    world.shippable.push({ orderId, left: BAGGED });
  });
}
