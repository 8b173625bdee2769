import { AT, JobDriver, opened } from '../../../../test/support/production-fixtures';
import { type SourceEvent, rulesFor } from '../notifications';
import { type ProductionEvent, type ProductionState, productionStream } from './production-job';

/** The production job's notices: who is told, of what, and who is not. */

const source = (event: ProductionEvent, actorId: string | null, orderId: string): SourceEvent => ({
  id: 'e1',
  type: event.type,
  streamId: productionStream(orderId),
  data: event.data,
  actorId,
});

const notices = (event: ProductionEvent, state: ProductionState, actorId: string | null, orderId: string) =>
  rulesFor(event.type).flatMap((rule) => rule.notify(source(event, actorId, orderId), { state, staff: [] }));

describe('production notifications', () => {
  it("a rejected review tells the order's owner why, with a link to the order; a confirmed one tells nobody", () => {
    const job = new JobDriver();
    job.open(opened('o-1', { ownerId: 'trader-1' }));
    const [rejected] = job.review('reject', AT, 'Bleed too short');
    expect(notices(rejected!, job.state, 'pm-1', 'o-1')).toEqual([
      {
        recipients: ['trader-1'],
        kind: 'production.reviewRejected',
        params: { number: job.state.opened!.number, reason: 'Bleed too short' },
        link: { kind: 'order', id: 'o-1' },
      },
    ]);
    job.run({ type: 'ReceiveArtwork', data: { files: 'art/b.pdf', at: AT } });
    const [confirmed] = job.review('confirm');
    expect(notices(confirmed!, job.state, 'pm-1', 'o-1')).toEqual([]);
  });

  it("the last stage finished tells the owner his order finished production; the factory's other steps tell nobody", () => {
    const job = new JobDriver();
    job.open(opened('o-2', { ownerId: 'sales-7', make: 'coiled', layers: 1 }));
    job.review('confirm');
    const quiet = [
      ...job.schedule('printing', {
        machineId: 'p',
        name: 'P',
        kind: 'gravurePress',
        wasteTargetPercent: 5,
        cureHours: null,
      }),
      ...job.schedule('slitting', {
        machineId: 's',
        name: 'S',
        kind: 'slitter',
        wasteTargetPercent: 5,
        cureHours: null,
      }),
      ...job.start('printing'),
      ...job.record('printing', { metresIn: 100, goodOut: 95 }),
      ...job.finish('printing'),
      ...job.start('slitting'),
      ...job.record('slitting', { metresIn: 95, goodOut: 90 }),
    ];
    for (const e of quiet) expect([e.type, notices(e, job.state, 'op-1', 'o-2')]).toEqual([e.type, []]);
    const finished = job.finish('slitting');
    expect(finished.map((e) => e.type)).toEqual(['StageFinished', 'ProductionFinished']);
    expect(finished.flatMap((e) => notices(e, job.state, 'op-1', 'o-2'))).toEqual([
      {
        recipients: ['sales-7'],
        kind: 'production.finished',
        params: { number: job.state.opened!.number },
        link: { kind: 'order', id: 'o-2' },
      },
    ]);
  });
});
