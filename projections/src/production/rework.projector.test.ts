import { rework } from '@packflow/domain';
import { Driver } from '../../../test/processes/inspection-shipping-fixtures';
import { AT, hoursAfter } from '../../../test/support/production-fixtures';
import { type ProjectorHarness, useProjectors } from '../../../test/support/projector-spec';
import { productionReworksProjector } from './rework.projector';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * production_reworks: a failed lot's rework item opened, finished with its good quantity, a second
 * one left open until the order ends (closed); counts by status; a rebuild makes the same rows.
 */
describe('the production_reworks read model', () => {
  const t = useProjectors({
    projectors: [productionReworksProjector],
    metadata: { userId: 'pm-1', role: 'ProductManage', at: AT },
  });

  const rows = (h: ProjectorHarness, id: string) =>
    h.rm.selectFrom('production_reworks').selectAll().where('order_id', '=', id).orderBy('lot').execute();
  const counts = async (h: ProjectorHarness) =>
    Object.fromEntries(
      (await h.rm.selectFrom('production_rework_counts').selectAll().where('n', '>', 0).execute()).map(
        (c) => [c.status, c.n],
      ),
    );

  const opened = (id: string, n: number, at: string): rework.ReworkOpenedData => ({
    reworkId: `${id}:${n}`,
    orderId: id,
    number: 'HT20261127-0001-1',
    customerName: 'Qingdao Tea',
    stage: 'printing',
    quantity: 1000,
    unit: 'piece',
    reason: 'Colour off',
    at,
  });

  it('opens a rework item, finishes it with its good quantity, and closes what is open when the order ends', async () => {
    const id = 'o-rw-1';
    const items = new Driver(rework.reworkDecider);
    const stream = rework.reworkStream(id);
    await t.append(stream, items.run({ type: 'OpenRework', data: opened(id, 1, hoursAfter(1)) }));
    expect(await rows(t, id)).toMatchObject([
      { rework_id: `${id}:1`, lot: 1, status: 'open', stage: 'printing' },
    ]);
    expect(await counts(t)).toEqual({ open: 1 });
    await t.append(
      stream,
      items.run({
        type: 'FinishRework',
        data: {
          reworkId: `${id}:1`,
          goodQuantity: 900,
          waste: 100,
          note: 'Reprinted',
          by: 'op-1',
          at: hoursAfter(5),
        },
      }),
    );
    await t.append(stream, items.run({ type: 'OpenRework', data: opened(id, 2, hoursAfter(6)) }));
    await t.append(stream, items.run({ type: 'CloseRework', data: { reason: 'ended', at: hoursAfter(7) } }));
    const [first, second] = await rows(t, id);
    expect(first).toMatchObject({
      status: 'finished',
      good_quantity: 900,
      waste: 100,
      note: 'Reprinted',
      finished_by: 'op-1',
    });
    expect(iso(first!.finished_at)).toBe(hoursAfter(5));
    expect(second).toMatchObject({ lot: 2, status: 'closed', good_quantity: null });
    expect(await counts(t)).toEqual({ finished: 1, closed: 1 });
    expect(t.changes.at(-1)).toMatchObject({ readModel: 'production_reworks', ids: [id] });
  });

  it('makes the same rows in one batch and when rebuilt', async () => {
    const id = 'o-rw-2';
    const items = new Driver(rework.reworkDecider);
    await t.append(rework.reworkStream(id), [
      ...items.run({ type: 'OpenRework', data: opened(id, 1, hoursAfter(1)) }),
      ...items.run({
        type: 'FinishRework',
        data: { reworkId: `${id}:1`, goodQuantity: 1000, waste: 0, note: '', by: 'op-1', at: hoursAfter(2) },
      }),
    ]);
    expect(await rows(t, id)).toMatchObject([{ status: 'finished', good_quantity: 1000 }]);
    const before = await t.rm.selectFrom('production_reworks').selectAll().orderBy('rework_id').execute();
    const countsBefore = await counts(t);
    await t.runner.rebuild(productionReworksProjector.name);
    expect(await t.rm.selectFrom('production_reworks').selectAll().orderBy('rework_id').execute()).toEqual(
      before,
    );
    expect(await counts(t)).toEqual(countsBefore);
    expect(countsBefore).toEqual({ finished: 2, closed: 1 });
  });
});
