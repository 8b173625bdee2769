import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type InspectLotData,
  type InspectionCommand,
  type InspectionEvent,
  type LotDisposedData,
  inspectionDecider,
  shippableTotal,
} from './inspection';
import {
  AT,
  GOOD_ANSWERS,
  LATER,
  LOT1,
  LOT2,
  arrived,
  closedEvent,
  decided,
  dispose,
  disposed,
  failed,
  inspect,
  lotArrived,
  passed,
  secondLot,
} from './inspection-fixtures';

/** Every gate of an order's inspection, as a table of cases: given the lots, when a command, then events or a refusal. */

const { given, stateAfter } = deciderSpec(inspectionDecider);

const inspectLot = (over: Partial<InspectLotData> = {}): InspectionCommand => ({
  type: 'InspectLot',
  data: inspect(over),
});
const disposeLot = (over: Partial<LotDisposedData> = {}): InspectionCommand => ({
  type: 'DisposeLot',
  data: dispose(over),
});
const concession = (approved: boolean, by = 'boss-1', reason = 'Customer agreed'): InspectionCommand => ({
  type: 'DecideConcession',
  data: { lotId: LOT1, approved, reason, by, at: LATER },
});

const answers = (key: string, answer: object) =>
  GOOD_ANSWERS.map((a) => (a.key === key ? { key, ...answer } : a));

describe('a lot arrives', () => {
  it('once: the same lot delivered again is not received twice', () => {
    given([]).when({ type: 'ReceiveLot', data: lotArrived() }).then([arrived()]);
    given([arrived()]).when({ type: 'ReceiveLot', data: lotArrived() }).then([]);
    given([arrived()])
      .when({ type: 'ReceiveLot', data: lotArrived({ lotId: LOT2, n: 2, source: 'rework' }) })
      .then([secondLot(9800)]);
  });

  it('not at all once the inspection is closed', () => {
    given([arrived(), closedEvent])
      .when({ type: 'ReceiveLot', data: lotArrived({ lotId: LOT2 }) })
      .then([]);
  });
});

describe('an inspection is recorded', () => {
  it('passes with every check within tolerance and defects at most Ac, recording the plan and the results', () => {
    const [event] = given([arrived()]).when(inspectLot()).events;
    expect(event).toMatchObject({
      type: 'LotInspected',
      data: {
        lotId: LOT1,
        lotQuantity: 9800,
        sampleSize: 200,
        accept: 10,
        reject: 11,
        defective: 3,
        goodQuantity: 9700,
        result: 'passed',
        by: 'qc-1',
      },
    });
    // A norm of 0: the order's own width; the thickness the inspector's.
    expect(event?.type === 'LotInspected' && event.data.checks.map((c) => [c.key, c.norm, c.passed])).toEqual(
      [
        ['width', 140, true],
        ['thickness', 100, true],
        ['sealStrength', 30, true],
        ['appearance', null, true],
      ],
    );
  });

  it.each<[string, Partial<InspectLotData>, 'passed' | 'failed']>([
    ['a width at the tolerance limit', { checks: answers('width', { value: 141 }) }, 'passed'],
    ['a width past the tolerance', { checks: answers('width', { value: 141.2 }) }, 'failed'],
    ['a width under the tolerance', { checks: answers('width', { value: 138.9 }) }, 'failed'],
    ['a seal below its norm less tolerance', { checks: answers('sealStrength', { value: 19.9 }) }, 'failed'],
    ['an appearance failed by eye', { checks: answers('appearance', { passed: false }) }, 'failed'],
    [
      'defects at Ac (10)',
      {
        defects: [
          { kind: 'print', count: 6 },
          { kind: 'seal', count: 4 },
        ],
      },
      'passed',
    ],
    [
      'defects at Re (11)',
      {
        defects: [
          { kind: 'print', count: 6 },
          { kind: 'seal', count: 5 },
        ],
      },
      'failed',
    ],
    ['a bigger sample, the same Ac', { sampleSize: 400, defects: [{ kind: 'seal', count: 11 }] }, 'failed'],
  ])('%s: %s', (_, over, result) => {
    given([arrived()])
      .when(inspectLot(over))
      .thenMatches([{ type: 'LotInspected', data: { result } }]);
  });

  it('a failed lot releases no good quantity, whatever the inspector typed', () => {
    given([arrived()])
      .when(inspectLot({ defects: [{ kind: 'print', count: 11 }], goodQuantity: 9000 }))
      .thenMatches([{ data: { result: 'failed', goodQuantity: 0 } }]);
  });

  it.each<[string, InspectionEvent[], Partial<InspectLotData>, string, object?]>([
    [
      'a sample below the plan',
      [arrived()],
      { sampleSize: 199 },
      'INSPECTION.SAMPLE_SIZE',
      { params: { min: 200, max: 9800 }, field: 'sampleSize' },
    ],
    ['a sample of part of a unit', [arrived()], { sampleSize: 200.5 }, 'INSPECTION.SAMPLE_SIZE'],
    ['a sample above the lot', [arrived()], { sampleSize: 9801 }, 'INSPECTION.SAMPLE_SIZE'],
    [
      'a pass/fail check unanswered',
      [arrived()],
      { checks: GOOD_ANSWERS.filter((a) => a.key !== 'appearance') },
      'INSPECTION.CHECK_MISSING',
      { params: { check: 'appearance' }, field: 'checks' },
    ],
    [
      'a measured check without its value',
      [arrived()],
      { checks: answers('sealStrength', {}) },
      'INSPECTION.CHECK_MISSING',
    ],
    [
      'a measured value that is no number',
      [arrived()],
      { checks: answers('width', { value: Number.NaN }) },
      'INSPECTION.CHECK_MISSING',
    ],
    [
      'a norm left to the inspector and not given',
      [arrived()],
      { checks: answers('thickness', { value: 100 }) },
      'INSPECTION.NORM_MISSING',
    ],
    [
      'more defects than units sampled',
      [arrived()],
      { defects: [{ kind: 'seal', count: 201 }] },
      'INSPECTION.DEFECTS_ABOVE_SAMPLE',
    ],
    ['a pass with no good quantity', [arrived()], { goodQuantity: 0 }, 'INSPECTION.GOOD_QUANTITY_WHOLE'],
    ['a pass with part of a unit', [arrived()], { goodQuantity: 9700.5 }, 'INSPECTION.GOOD_QUANTITY_WHOLE'],
    [
      'a pass with more good than the lot',
      [arrived()],
      { goodQuantity: 9801 },
      'INSPECTION.GOOD_QUANTITY',
      { params: { max: 9800 } },
    ],
    ['a lot the order does not have', [arrived()], { lotId: LOT2 }, 'INSPECTION.LOT_NOT_FOUND'],
    ['a lot inspected already', [arrived(), passed()], {}, 'INSPECTION.INSPECTED'],
    ['a failed lot inspected again', [arrived(), failed()], {}, 'INSPECTION.INSPECTED'],
    ['a closed inspection', [arrived(), closedEvent], {}, 'INSPECTION.CLOSED'],
  ])('refuses %s', (_, history, over, code, expected = {}) => {
    given(history).when(inspectLot(over)).thenThrows(code, expected);
  });

  it('counts the good quantity in the order’s unit: a roll film sold by weight is weighed, not bounded by its metres', () => {
    const roll = arrived({ quantity: 1250.5, unit: 'meter', orderUnit: 'kg', templateKind: 'rollFilm' });
    given([roll])
      .when(inspectLot({ checks: [], goodQuantity: 3000, template: { kind: 'rollFilm', checks: [] } }))
      .thenMatches([{ data: { result: 'passed', goodQuantity: 3000 } }]);
    // A roll film sold by the metre is bounded by the metres made (whole metres).
    given([arrived({ quantity: 1250.5, unit: 'meter', orderUnit: 'meter', templateKind: 'rollFilm' })])
      .when(inspectLot({ checks: [], goodQuantity: 1251, template: { kind: 'rollFilm', checks: [] } }))
      .thenThrows('INSPECTION.GOOD_QUANTITY', { params: { max: 1250 } });
  });

  it('takes the whole lot as sample when the plan asks for more than a small lot holds', () => {
    given([arrived({ quantity: 4 })])
      .when(inspectLot({ sampleSize: 4, defects: [], goodQuantity: 4 }))
      .thenMatches([{ data: { sampleSize: 4, accept: 0, reject: 1, result: 'passed' } }]);
    given([arrived({ quantity: 4 })])
      .when(inspectLot({ sampleSize: 4, defects: [{ kind: 'seal', count: 1 }] }))
      .thenMatches([{ data: { result: 'failed' } }]);
  });
});

describe('ProductManage decides a failed lot', () => {
  const failedLot = [arrived(), failed()];

  it.each<[string, Partial<LotDisposedData>, object]>([
    [
      'rework at one of its stages',
      { kind: 'rework', stage: 'lamination', quantity: 9800 },
      { stage: 'lamination', supplementaryOrderId: null },
    ],
    [
      'a supplementary order for the whole shortfall',
      { kind: 'supplementary', stage: 'printing', quantity: 10000, supplementaryOrderId: 'order-9' },
      { stage: null, supplementaryOrderId: 'order-9' },
    ],
    [
      'a concession on part of the lot',
      { kind: 'concession', stage: 'printing', quantity: 5000, supplementaryOrderId: 'x' },
      { stage: null, supplementaryOrderId: null },
    ],
  ])('%s', (_, over, expected) => {
    given(failedLot)
      .when(disposeLot({ ...over, reason: '  Seals too weak  ' }))
      .thenMatches([{ type: 'LotDisposed', data: { ...expected, reason: 'Seals too weak' } }]);
  });

  it.each<[string, InspectionEvent[], Partial<LotDisposedData>, string, object?]>([
    ['a passed lot', [arrived(), passed()], {}, 'INSPECTION.NOT_FAILED'],
    ['a lot still waiting', [arrived()], {}, 'INSPECTION.NOT_FAILED'],
    ['a lot decided already', [...failedLot, disposed()], {}, 'INSPECTION.NOT_FAILED'],
    [
      'a concession still waiting for its answer',
      [...failedLot, disposed({ kind: 'concession' })],
      { kind: 'rework' },
      'INSPECTION.NOT_FAILED',
    ],
    [
      'a rework at a stage the order has not',
      failedLot,
      { stage: 'slitting' as never },
      'INSPECTION.STAGE_INVALID',
      { field: 'stage' },
    ],
    ['a rework without a stage', failedLot, { stage: null }, 'INSPECTION.STAGE_INVALID'],
    [
      'a rework of more than the lot',
      failedLot,
      { quantity: 9801 },
      'INSPECTION.ABOVE_LOT',
      { params: { max: 9800 } },
    ],
    [
      'a concession of more than the lot',
      failedLot,
      { kind: 'concession', quantity: 9801 },
      'INSPECTION.ABOVE_LOT',
    ],
    [
      'a supplementary order above the shortfall',
      failedLot,
      { kind: 'supplementary', quantity: 10001, supplementaryOrderId: 'order-9' },
      'INSPECTION.ABOVE_SHORTFALL',
      { params: { max: 10000 } },
    ],
    ['no quantity', failedLot, { quantity: 0 }, 'INSPECTION.QUANTITY_INVALID'],
    ['part of a unit', failedLot, { quantity: 10.5 }, 'INSPECTION.QUANTITY_INVALID'],
    ['no reason', failedLot, { reason: '   ' }, 'INSPECTION.REASON_REQUIRED', { field: 'reason' }],
    ['a closed inspection', [...failedLot, closedEvent], {}, 'INSPECTION.CLOSED'],
    ['a lot the order does not have', failedLot, { lotId: LOT2 }, 'INSPECTION.LOT_NOT_FOUND'],
  ])('refuses %s', (_, history, over, code, expected = {}) => {
    given(history).when(disposeLot(over)).thenThrows(code, expected);
  });

  it('a supplementary order is at most the shortfall left after what passed', () => {
    // Lot 1 passed 6 000 good of 9 800; its rework lot 2 (3 000) failed: 4 000 still to make.
    const history = [arrived(), passed(LOT1, 6000), secondLot(3000), failed(LOT2, 3000)];
    const supplementary = (quantity: number) =>
      disposeLot({ lotId: LOT2, kind: 'supplementary', quantity, supplementaryOrderId: 'order-9' });
    given(history)
      .when(supplementary(4001))
      .thenThrows('INSPECTION.ABOVE_SHORTFALL', { params: { max: 4000 } });
    given(history)
      .when(supplementary(4000))
      .thenMatches([{ data: { quantity: 4000 } }]);
  });

  it('a supplementary order without its new order id is a bug of the caller, not a refusal', () => {
    expect(() =>
      inspectionDecider.decide(
        disposeLot({ kind: 'supplementary', quantity: 100, supplementaryOrderId: null }),
        stateAfter([arrived(), failed()]),
      ),
    ).toThrow('a supplementary disposition needs the new order id');
  });
});

describe('OperatorManage answers a concession', () => {
  const asked = [arrived(), failed(), disposed({ kind: 'concession', quantity: 5000, stage: null })];

  it.each<[string, boolean, string]>([
    ['approved: the lot is conceded', true, 'conceded'],
    ['rejected: the lot waits for a new decision', false, 'concessionRejected'],
  ])('%s', (_, approved, status) => {
    const events = given(asked).when(concession(approved, 'boss-1', ' Customer agreed ')).events;
    expect(events).toEqual([
      {
        type: 'ConcessionDecided',
        data: { lotId: LOT1, approved, reason: 'Customer agreed', by: 'boss-1', at: LATER },
      },
    ]);
    expect(stateAfter([...asked, ...events]).lots[0]!.status).toBe(status);
  });

  it.each<[string, InspectionEvent[], InspectionCommand, string]>([
    ['by the one who asked for it', asked, concession(true, 'pm-1'), 'INSPECTION.OWN_DECISION'],
    ['without a reason', asked, concession(false, 'boss-1', ' '), 'INSPECTION.REASON_REQUIRED'],
    ['when none is asked', [arrived(), failed()], concession(true), 'INSPECTION.NO_CONCESSION_PENDING'],
    ['a second time', [...asked, decided(true)], concession(false), 'INSPECTION.NO_CONCESSION_PENDING'],
    [
      'a rejected one approved after all',
      [...asked, decided(false)],
      concession(true),
      'INSPECTION.NO_CONCESSION_PENDING',
    ],
    ['on a closed inspection', [...asked, closedEvent], concession(true), 'INSPECTION.CLOSED'],
  ])('refuses an answer %s', (_, history, command, code) => {
    given(history).when(command).thenThrows(code);
  });

  it('after a rejection ProductManage decides again: rework, or another concession', () => {
    const rejected = [...asked, decided(false)];
    given(rejected)
      .when(disposeLot({ kind: 'rework', stage: 'printing' }))
      .thenMatches([{ data: { kind: 'rework' } }]);
    const again = given(rejected).when(disposeLot({ kind: 'concession', quantity: 3000 })).events;
    const lot = stateAfter([...rejected, ...again]).lots[0]!;
    expect([lot.status, lot.decision]).toEqual(['concessionPending', null]);
  });
});

describe('the inspection closes with the order', () => {
  it('once, and only when a lot ever arrived; a waiting lot is closed with it', () => {
    const close: InspectionCommand = { type: 'CloseInspection', data: { reason: 'Canceled', at: LATER } };
    given([]).when(close).then([]);
    given([arrived()]).when(close).then([closedEvent]);
    given([arrived(), closedEvent]).when(close).then([]);
    const state = stateAfter([arrived(), secondLot(), passed(LOT2, 5000, 6000), closedEvent]);
    expect(state.lots.map((l) => l.status)).toEqual(['closed', 'passed']);
  });
});

describe('what the lots release to shipping', () => {
  it.each<[string, InspectionEvent[], number]>([
    ['nothing before an inspection', [arrived()], 0],
    ['a pass: its good quantity', [arrived(), passed(LOT1, 9700)], 9700],
    ['a failure: nothing', [arrived(), failed()], 0],
    ['a rework or a supplementary order: nothing', [arrived(), failed(), disposed()], 0],
    [
      'a concession waiting: nothing',
      [arrived(), failed(), disposed({ kind: 'concession', quantity: 5000 })],
      0,
    ],
    [
      'a concession approved: its quantity',
      [arrived(), failed(), disposed({ kind: 'concession', quantity: 5000 }), decided(true)],
      5000,
    ],
    [
      'a concession rejected: nothing',
      [arrived(), failed(), disposed({ kind: 'concession', quantity: 5000 }), decided(false)],
      0,
    ],
    [
      'a conceded lot 1 and a passed lot 2',
      [
        arrived(),
        failed(),
        disposed({ kind: 'concession', quantity: 5000 }),
        decided(true),
        secondLot(),
        passed(LOT2, 4000, 6000),
      ],
      9000,
    ],
  ])('%s', (_, history, total) => {
    expect(shippableTotal(stateAfter(history))).toBe(total);
  });

  it('folds each lot in the order it arrived, with its source and time', () => {
    const state = stateAfter([arrived(), failed(), disposed(), secondLot()]);
    expect(state.lots.map((l) => [l.id, l.n, l.source, l.status, l.arrivedAt])).toEqual([
      [LOT1, 1, 'production', 'rework', AT],
      [LOT2, 2, 'rework', 'waiting', AT],
    ]);
  });
});
