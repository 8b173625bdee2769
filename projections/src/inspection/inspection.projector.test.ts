import { inspection } from '@packflow/domain';
import { Driver, inspectLot, lotArrived } from '../../../test/processes/inspection-shipping-fixtures';
import { AT, hoursAfter } from '../../../test/support/production-fixtures';
import { type ProjectorHarness, useProjectors } from '../../../test/support/projector-spec';
import { inspectionLotsProjector } from './inspection.projector';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * inspection_lots against the inspection's own fold: an order's first lot fails, a concession is
 * asked and refused, the lot goes to rework, the rework's lot passes; every row checked after each
 * step. The same story in one batch makes the same rows; a closed inspection closes its waiting
 * lot; a rebuild from the first event makes the same rows and counts.
 */
describe('the inspection_lots read model', () => {
  const t = useProjectors({
    projectors: [inspectionLotsProjector],
    metadata: { userId: 'qc-1', role: 'QualityTesting', at: AT },
  });

  const rows = (h: ProjectorHarness, orderId: string) =>
    h.rm.selectFrom('inspection_lots').selectAll().where('order_id', '=', orderId).orderBy('n').execute();
  const counts = async (h: ProjectorHarness) =>
    Object.fromEntries(
      (await h.rm.selectFrom('inspection_lot_counts').selectAll().where('n', '>', 0).execute()).map((c) => [
        `${c.status}${c.order_closed ? ':closed' : ''}`,
        c.n,
      ]),
    );

  /** The story of order `id`, in the groups it is recorded. */
  function story(
    lots: Driver<inspection.InspectionState, inspection.InspectionCommand, inspection.InspectionEvent>,
    id: string,
  ) {
    const lot1 = `${id}:1`;
    return [
      lots.run({ type: 'ReceiveLot', data: lotArrived(id, 1, 1000, hoursAfter(1)) }),
      lots.run({ type: 'InspectLot', data: inspectLot(lot1, 1000, 'failed', hoursAfter(2)) }),
      lots.run({
        type: 'DisposeLot',
        data: {
          lotId: lot1,
          kind: 'concession',
          stage: null,
          quantity: 1000,
          reason: 'Colour slightly off, customer may accept',
          supplementaryOrderId: null,
          by: 'pm-1',
          at: hoursAfter(3),
        },
      }),
      lots.run({
        type: 'DecideConcession',
        data: {
          lotId: lot1,
          approved: false,
          reason: 'Customer is strict on colour',
          by: 'om-1',
          at: hoursAfter(4),
        },
      }),
      lots.run({
        type: 'DisposeLot',
        data: {
          lotId: lot1,
          kind: 'rework',
          stage: 'printing',
          quantity: 1000,
          reason: 'Reprint',
          supplementaryOrderId: null,
          by: 'pm-1',
          at: hoursAfter(5),
        },
      }),
      lots.run({ type: 'ReceiveLot', data: lotArrived(id, 2, 900, hoursAfter(9)) }),
      lots.run({ type: 'InspectLot', data: inspectLot(`${id}:2`, 900, 'passed', hoursAfter(10), 880) }),
    ];
  }

  /** The rows match the fold: status, shippable, the inspection and the disposition with its decision. */
  async function expectRowsOf(state: inspection.InspectionState, id: string) {
    const found = await rows(t, id);
    expect(found.map((r) => r.id)).toEqual(state.lots.map((l) => l.id));
    for (const [i, lot] of state.lots.entries()) {
      const row = found[i]!;
      expect({
        status: row.status,
        shippable: row.shippable,
        inspection: row.inspection,
        disposition: row.disposition,
        order_closed: row.order_closed,
        arrived_at: iso(row.arrived_at),
        inspected_at: iso(row.inspected_at),
        quantity: row.quantity,
        number: row.number,
        owner_id: row.owner_id,
      }).toEqual({
        status: lot.status,
        shippable: inspection.shippableOf(lot),
        inspection: lot.inspection,
        disposition: lot.disposition ? { ...lot.disposition, decision: lot.decision } : null,
        order_closed: state.closed,
        arrived_at: lot.arrivedAt,
        inspected_at: lot.inspection?.at ?? null,
        quantity: lot.quantity,
        number: state.order!.number,
        owner_id: 'sales-1',
      });
    }
  }

  it('follows a lot through failure, a refused concession and rework, and the rework’s lot through a pass', async () => {
    const id = 'o-insp-1';
    const lots = new Driver(inspection.inspectionDecider);
    const replay = new Driver(inspection.inspectionDecider);
    for (const group of story(lots, id)) {
      await t.append(inspection.inspectionStream(id), group);
      for (const e of group) replay.state = inspection.evolve(replay.state, e);
      await expectRowsOf(replay.state, id);
    }
    const [first, second] = await rows(t, id);
    expect(first).toMatchObject({ status: 'rework', result: 'failed', shippable: 0, inspected_by: 'qc-1' });
    expect(iso(first!.decided_at)).toBe(hoursAfter(5));
    expect(first!.disposition).toMatchObject({ kind: 'rework', stage: 'printing', decision: null });
    expect(second).toMatchObject({ status: 'passed', source: 'rework', shippable: 880, n: 2 });
    expect(await counts(t)).toEqual({ rework: 1, passed: 1 });
    // Live: the change names the order, for the factory and the order's owner.
    expect(t.changes.at(-1)).toMatchObject({
      readModel: 'inspection_lots',
      ids: [id],
      audience: { users: ['sales-1'] },
    });
  });

  it('makes the same rows from the whole story in one batch', async () => {
    const id = 'o-insp-2';
    const lots = new Driver(inspection.inspectionDecider);
    await t.append(inspection.inspectionStream(id), story(lots, id).flat());
    await expectRowsOf(lots.state, id);
  });

  it('closes an order’s waiting lot with its inspection, and the closed order’s failed lot stays failed', async () => {
    const id = 'o-insp-3';
    const lots = new Driver(inspection.inspectionDecider);
    await t.append(inspection.inspectionStream(id), [
      ...lots.run({ type: 'ReceiveLot', data: lotArrived(id, 1, 500, hoursAfter(1)) }),
      ...lots.run({ type: 'InspectLot', data: inspectLot(`${id}:1`, 500, 'failed', hoursAfter(2)) }),
    ]);
    // A second lot waits (handed over by a rework) when the order ends.
    await t.append(
      inspection.inspectionStream(id),
      lots.run({ type: 'ReceiveLot', data: lotArrived(id, 2, 400, hoursAfter(3)) }),
    );
    expect(await counts(t)).toMatchObject({ waiting: 1, failed: 1 });
    await t.append(
      inspection.inspectionStream(id),
      lots.run({ type: 'CloseInspection', data: { reason: 'ended', at: hoursAfter(4) } }),
    );
    await expectRowsOf(lots.state, id);
    expect((await rows(t, id)).map((r) => [r.status, r.order_closed])).toEqual([
      ['failed', true],
      ['closed', true],
    ]);
    expect(await counts(t)).toEqual({
      rework: 2,
      passed: 2,
      'failed:closed': 1,
      'closed:closed': 1,
    });
  });

  it('makes the same rows and counts when rebuilt from the first event', async () => {
    const before = await t.rm.selectFrom('inspection_lots').selectAll().orderBy('id').execute();
    const countsBefore = await counts(t);
    await t.runner.rebuild(inspectionLotsProjector.name);
    expect(await t.rm.selectFrom('inspection_lots').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await counts(t)).toEqual(countsBefore);
  });
});
