import type { LotAction, LotStatus, Role } from '@packflow/contracts';
import { fold } from '../shared/decider';
import { type InspectionEvent, inspectionDecider } from './inspection';
import { LATER, LOT1, arrived, decided, disposed, failed, passed } from './inspection-fixtures';
import { lotActions, lotStandingOfRow, traderLotOf } from './policies';

/** Who may do what with a lot, now: the role allows it and the lot's check passes. */

const lotAfter = (events: InspectionEvent[]) => fold(inspectionDecider, events);
const actor = (role: Role, id = `${role}-1`) => ({ id, role });

const WAITING = [arrived()];
const FAILED = [arrived(), failed()];
const ASKED = [...FAILED, disposed({ kind: 'concession', quantity: 5000, by: 'ProductManage-1' })];
const REJECTED = [...ASKED, decided(false)];

describe('lot actions', () => {
  it.each<[string, InspectionEvent[], Role, LotAction[]]>([
    ['a waiting lot, quality', WAITING, 'QualityTesting', ['inspect']],
    ['a waiting lot, the factory manager', WAITING, 'ProductManage', []],
    ['a waiting lot, a supervisor', WAITING, 'OperatorManage', []],
    ['a waiting lot, Admin', WAITING, 'Admin', ['inspect']],
    ['a waiting lot, the warehouse', WAITING, 'Warehouse', []],
    ['a passed lot, quality', [arrived(), passed()], 'QualityTesting', []],
    ['a failed lot, quality', FAILED, 'QualityTesting', []],
    ['a failed lot, the factory manager', FAILED, 'ProductManage', ['rework', 'supplementary', 'concession']],
    ['a failed lot, Admin', FAILED, 'Admin', ['rework', 'supplementary', 'concession']],
    ['a failed lot, a salesman', FAILED, 'OperatorIndex', []],
    ['a concession asked, a supervisor', ASKED, 'OperatorManage', ['approveConcession', 'rejectConcession']],
    ['a concession asked, the factory manager', ASKED, 'ProductManage', []],
    [
      'a concession rejected, the factory manager again',
      REJECTED,
      'ProductManage',
      ['rework', 'supplementary', 'concession'],
    ],
    ['a concession rejected, a supervisor', REJECTED, 'OperatorManage', []],
    ['a concession approved, anyone', [...ASKED, decided(true)], 'Admin', []],
  ])('%s', (_, events, role, expected) => {
    const state = lotAfter(events);
    expect(lotActions(state.lots[0]!, state.closed, actor(role))).toEqual(expected);
  });

  it('Admin who asked for a concession does not answer it; another Admin does', () => {
    const state = lotAfter([...FAILED, disposed({ kind: 'concession', quantity: 5000, by: 'admin-1' })]);
    expect(lotActions(state.lots[0]!, false, actor('Admin', 'admin-1'))).toEqual([]);
    expect(lotActions(state.lots[0]!, false, actor('Admin', 'admin-2'))).toEqual([
      'approveConcession',
      'rejectConcession',
    ]);
  });

  it('a closed inspection offers nothing to anyone', () => {
    for (const events of [WAITING, FAILED, ASKED]) {
      const lot = lotAfter(events).lots[0]!;
      for (const role of ['Admin', 'QualityTesting', 'ProductManage', 'OperatorManage'] as Role[])
        expect(lotActions(lot, true, actor(role))).toEqual([]);
    }
  });

  it('reads a read-model row as the folded lot', () => {
    expect(lotStandingOfRow({ status: 'concessionPending', disposition: { by: 'pm-1' } })).toEqual({
      status: 'concessionPending',
      disposition: { by: 'pm-1' },
    });
    expect(lotStandingOfRow({ status: 'failed', disposition: null })).toEqual({
      status: 'failed',
      disposition: null,
    });
    expect(lotStandingOfRow({ status: 'concessionPending', disposed_by: 'pm-2' }).disposition).toEqual({
      by: 'pm-2',
    });
  });
});

describe("a trader's view of a lot", () => {
  const base = { id: LOT1, n: 1, quantity: 9800, unit: 'piece' as const };

  it.each<[string, InspectionEvent[], object]>([
    ['waiting', WAITING, { status: 'waiting', goodQuantity: null, inspectedAt: null }],
    [
      'passed: the good quantity',
      [arrived(), passed(LOT1, 9700)],
      { status: 'passed', goodQuantity: 9700, inspectedAt: LATER },
    ],
    [
      'failed: in progress, no detail',
      FAILED,
      { status: 'inProgress', goodQuantity: null, inspectedAt: null },
    ],
    ['reworked: in progress', [...FAILED, disposed()], { status: 'inProgress', goodQuantity: null }],
    ['a concession asked: in progress', ASKED, { status: 'inProgress', goodQuantity: null }],
    ['a concession rejected: in progress', REJECTED, { status: 'inProgress', goodQuantity: null }],
    [
      'conceded: released with its quantity',
      [...ASKED, decided(true)],
      { status: 'passed', goodQuantity: 5000, inspectedAt: LATER },
    ],
  ])('%s', (_, events, expected) => {
    const view = traderLotOf(lotAfter(events).lots[0]!);
    expect(view).toEqual({
      ...base,
      status: view.status,
      goodQuantity: view.goodQuantity,
      inspectedAt: view.inspectedAt,
    });
    expect(view).toMatchObject(expected);
    // Nothing of the inspection's internals travels.
    expect(JSON.stringify(view)).not.toMatch(/checks|defect|photos|reason|Seals|qc-1|pm-1/);
  });

  it.each<[LotStatus, string]>([
    ['closed', 'inProgress'],
    ['supplementary', 'remade'],
    ['rework', 'inProgress'],
  ])('a %s lot shows as %s', (status, shown) => {
    expect(traderLotOf({ ...base, status, inspection: null, disposition: null }).status).toBe(shown);
  });

  it('shows a reworked lot as made again once its later lot exists, with nothing of why', () => {
    const view = traderLotOf({ ...base, status: 'rework', inspection: null, disposition: null }, true);
    expect(view).toEqual({ ...base, status: 'remade', goodQuantity: null, inspectedAt: null });
  });
});
