import { wagesArea } from '@packflow/contracts';
import { DomainError, fold } from '../shared/decider';
import {
  type WageSheetCommand,
  type WageSheetEvent,
  type WageSheetInput,
  commissionOf,
  figuresOf,
  maySee,
  wageSheetActions,
  wageSheetDecider,
  wageSheetStream,
} from './wage-sheet';

const MESSAGES = wagesArea.messages as { en: Record<string, string>; cn: Record<string, string> };
const AT = '2026-11-01T18:00:00.000Z';
const FINANCE = { id: 'fin', role: 'Finance' };
const SALESMAN = { id: 's1', role: 'OperatorIndex' };

const input = (over: Partial<WageSheetInput> = {}): WageSheetInput => ({
  staffId: 's1',
  staffName: 'Li Lei',
  areacode: 'Q',
  month: '2026-10',
  base: '3000',
  position: '500',
  collections: '150000',
  earned: '1750',
  lineIds: ['e1', 'e2'],
  carriedIn: '0',
  cutoff: '900',
  closeId: 'month-close-202610',
  at: AT,
  ...over,
});
const make = (over: Partial<WageSheetInput> = {}): WageSheetCommand => ({
  type: 'MakeWageSheet',
  data: input(over),
});
const adjust = (adjustmentId: string, amount: string, reason = 'bonus'): WageSheetCommand => ({
  type: 'AdjustWageSheet',
  data: { adjustmentId, amount, reason, by: 'fin', at: AT },
});
const check: WageSheetCommand = { type: 'CheckWageSheet', data: { by: 'fin', at: AT } };
const pay: WageSheetCommand = { type: 'PayWageSheet', data: { proofs: 'f1', by: 'fin', at: AT } };

function run(commands: WageSheetCommand[]): WageSheetEvent[] {
  const events: WageSheetEvent[] = [];
  for (const c of commands) events.push(...wageSheetDecider.decide(c, fold(wageSheetDecider, events)));
  return events;
}
const stateOf = (commands: WageSheetCommand[]) => fold(wageSheetDecider, run(commands));
const refusal = (commands: WageSheetCommand[], last: WageSheetCommand): string | null => {
  try {
    wageSheetDecider.decide(last, stateOf(commands));
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(MESSAGES.en[error.messageKey]).toBeDefined();
    expect(MESSAGES.cn[error.messageKey]).toBeDefined();
    return error.messageKey;
  }
};

describe('the commission a sheet pays', () => {
  it.each([
    // earned, carried in, paid, carried out
    ['1750', '0', '1750.00', '0.00'],
    ['-300', '0', '0.00', '-300.00'], // a negative month pays nothing and carries forward
    ['1000', '-300', '700.00', '0.00'], // the next month pays it off first
    ['200', '-300', '0.00', '-100.00'], // and carries what remains
    ['0', '-50.5', '0.00', '-50.50'],
  ])('earned %s with %s carried in pays %s and carries %s', (earned, carriedIn, commission, carriedOut) => {
    expect(commissionOf(earned, carriedIn)).toEqual({ commission, carriedOut });
  });
});

describe('a wage sheet', () => {
  it('is made once with base + position + commission, and a re-run makes nothing', () => {
    const events = run([make(), make({ earned: '99999' })]);
    expect(events).toHaveLength(1);
    const state = fold(wageSheetDecider, events);
    expect(state.status).toBe('toCheck');
    expect(figuresOf(state)).toMatchObject({
      base: '3000.00',
      position: '500.00',
      commission: '1750.00',
      carriedOut: '0.00',
      adjustments: '0.00',
      total: '5250.00',
    });
  });

  it('carries a negative month out and pays base and position only', () => {
    expect(figuresOf(stateOf([make({ earned: '-120', carriedIn: '-30' })]))).toMatchObject({
      commission: '0.00',
      carriedOut: '-150.00',
      total: '3500.00',
    });
  });

  it('takes adjustments with reasons while to check, each once by its id', () => {
    const state = stateOf([
      make(),
      adjust('a1', '200'),
      adjust('a2', '-50.5', 'advance'),
      adjust('a1', '200'),
    ]);
    expect(state.adjustments.map((a) => [a.amount, a.reason])).toEqual([
      ['200.00', 'bonus'],
      ['-50.50', 'advance'],
    ]);
    expect(figuresOf(state)).toMatchObject({ adjustments: '149.50', total: '5399.50' });
  });

  it.each<[string, WageSheetCommand[], WageSheetCommand, string | null]>([
    ['an adjustment before the sheet is made', [], adjust('a1', '1'), 'wages.sheetNotFound'],
    ['an adjustment of 0', [make()], adjust('a1', '0'), 'wages.adjustmentAmountInvalid'],
    ['an adjustment below a fen', [make()], adjust('a1', '0.001'), 'wages.adjustmentAmountInvalid'],
    ['an adjustment taking the wage below 0', [make()], adjust('a1', '-5250.01'), 'wages.totalNegative'],
    ['an adjustment down to exactly 0', [make()], adjust('a1', '-5250'), null],
    [
      'the same id with another amount',
      [make(), adjust('a1', '1')],
      adjust('a1', '2'),
      'wages.adjustmentKeyReused',
    ],
    ['an adjustment once checked', [make(), check], adjust('a1', '1'), 'wages.notAdjustable'],
    ['a check twice', [make(), check], check, 'wages.notCheckable'],
    ['a payment before the check', [make()], pay, 'wages.notPayable'],
    ['a payment twice', [make(), check, pay], pay, 'wages.notPayable'],
    ['a check once paid', [make(), check, pay], check, 'wages.notCheckable'],
    ['a payment once checked', [make(), check], pay, null],
  ])('%s', (_name, before, command, key) => {
    expect(refusal(before, command)).toBe(key);
  });

  it('goes to check -> to pay -> paid, with the proof', () => {
    const state = stateOf([make(), check, pay]);
    expect(state.status).toBe('paid');
    expect(state.paid).toMatchObject({ proofs: 'f1', by: 'fin' });
  });

  it('offers Finance exactly what the decider takes; the salesman reads his own, nobody else', () => {
    expect(wageSheetActions(stateOf([make()]), FINANCE)).toEqual(['adjust', 'check']);
    expect(wageSheetActions(stateOf([make(), check]), FINANCE)).toEqual(['pay']);
    expect(wageSheetActions(stateOf([make(), check, pay]), FINANCE)).toEqual([]);
    expect(wageSheetActions(stateOf([make()]), SALESMAN)).toEqual([]);
    expect(maySee(stateOf([make()]), SALESMAN)).toBe(true);
    expect(maySee(stateOf([make()]), { id: 's2', role: 'OperatorIndex' })).toBe(false);
    expect(maySee(stateOf([make()]), { id: 'x', role: 'OperatorManage' })).toBe(false);
    expect(maySee(stateOf([]), FINANCE)).toBe(false);
  });

  it('lives in wages-<staff>-<yyyymm>', () => {
    expect(wageSheetStream('s1', '2026-10')).toBe('wages-s1-202610');
  });
});
