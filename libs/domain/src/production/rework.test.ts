import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type ReworkCommand,
  type ReworkEvent,
  type ReworkFinishedData,
  type ReworkOpenedData,
  reworkDecider,
} from './rework';

/** Rework of a failed lot: opened once per lot, finished once with its good output, closed with the order. */

const { given, stateAfter } = deciderSpec(reworkDecider);

const AT = '2026-11-28T08:00:00.000Z';
const LATER = '2026-11-29T08:00:00.000Z';

const openedData = (reworkId = 'order-1:1', quantity = 5000): ReworkOpenedData => ({
  reworkId,
  orderId: 'order-1',
  number: 'HT20261124001-1',
  customerName: 'Qingdao Tea',
  stage: 'bagMaking',
  quantity,
  unit: 'piece',
  reason: 'Seals too weak',
  at: AT,
});
const finishedData = (over: Partial<ReworkFinishedData> = {}): ReworkFinishedData => ({
  reworkId: 'order-1:1',
  goodQuantity: 4800,
  waste: 200,
  note: '',
  by: 'op-1',
  at: LATER,
  ...over,
});

const open = (reworkId?: string, quantity?: number): ReworkCommand => ({
  type: 'OpenRework',
  data: openedData(reworkId, quantity),
});
const finish = (over: Partial<ReworkFinishedData> = {}): ReworkCommand => ({
  type: 'FinishRework',
  data: finishedData(over),
});
const close: ReworkCommand = { type: 'CloseRework', data: { reason: 'Canceled', at: LATER } };

const opened = (reworkId?: string, quantity?: number): ReworkEvent => ({
  type: 'ReworkOpened',
  data: openedData(reworkId, quantity),
});
const finished = (over: Partial<ReworkFinishedData> = {}): ReworkEvent => ({
  type: 'ReworkFinished',
  data: finishedData(over),
});
const closed: ReworkEvent = { type: 'ReworkClosed', data: { reason: 'Canceled', at: LATER } };

describe('a rework opens', () => {
  it.each<[string, ReworkEvent[], ReworkCommand, ReworkEvent[]]>([
    ['for a failed lot', [], open(), [opened()]],
    ['once per lot: the decision delivered again opens nothing', [opened()], open(), []],
    [
      'for the next failed lot, beside the first',
      [opened(), finished()],
      open('order-1:2', 4800),
      [opened('order-1:2', 4800)],
    ],
    ['never once the order closed', [opened(), closed], open('order-1:2'), []],
  ])('%s', (_, history, command, events) => {
    given(history).when(command).then(events);
  });
});

describe('Product finishes a rework', () => {
  it.each<[string, Partial<ReworkFinishedData>]>([
    ['with good output and waste', {}],
    ['all of it good', { goodQuantity: 5000, waste: 0 }],
    ['good and waste making up the whole quantity', { goodQuantity: 1, waste: 4999 }],
    ['with part of it neither (unaccounted)', { goodQuantity: 3000, waste: 10.5 }],
  ])('%s', (_, over) => {
    given([opened()])
      .when(finish(over))
      .then([finished(over)]);
  });

  it.each<[string, ReworkEvent[], Partial<ReworkFinishedData>, string, object]>([
    ['a rework that does not exist', [opened()], { reworkId: 'order-1:9' }, 'REWORK.NOT_FOUND', {}],
    ['a rework finished already', [opened(), finished()], {}, 'REWORK.FINISHED', {}],
    ['after the order closed', [opened(), closed], {}, 'REWORK.CLOSED', {}],
    [
      'with no good output',
      [opened()],
      { goodQuantity: 0, waste: 0 },
      'REWORK.GOOD_QUANTITY',
      { params: { max: 5000 }, field: 'goodQuantity' },
    ],
    [
      'with more good than was reworked',
      [opened()],
      { goodQuantity: 5001, waste: 0 },
      'REWORK.GOOD_QUANTITY',
      {},
    ],
    ['with part of a piece good', [opened()], { goodQuantity: 10.5 }, 'REWORK.GOOD_QUANTITY', {}],
    ['with negative waste', [opened()], { waste: -1 }, 'REWORK.WASTE', { field: 'waste' }],
    ['with waste that is no number', [opened()], { waste: Number.NaN }, 'REWORK.WASTE', {}],
    [
      'with good and waste above the quantity',
      [opened()],
      { goodQuantity: 4800, waste: 201 },
      'REWORK.WASTE',
      { params: { max: 200 } },
    ],
  ])('is refused %s', (_, history, over, code, expected) => {
    given(history).when(finish(over)).thenThrows(code, expected);
  });
});

describe('the rework closes with the order', () => {
  it.each<[string, ReworkEvent[], ReworkEvent[]]>([
    ['with reworks: closed once', [opened()], [closed]],
    ['never opened: nothing to close', [], []],
    ['closed already: nothing', [opened(), closed], []],
  ])('%s', (_, history, events) => {
    given(history).when(close).then(events);
  });

  it('folds each item with its finish', () => {
    const state = stateAfter([opened(), finished(), opened('order-1:2', 4800), closed]);
    expect(state.closed).toBe(true);
    expect(state.items.map((i) => [i.reworkId, i.quantity, i.finished?.goodQuantity ?? null])).toEqual([
      ['order-1:1', 5000, 4800],
      ['order-1:2', 4800, null],
    ]);
  });
});
