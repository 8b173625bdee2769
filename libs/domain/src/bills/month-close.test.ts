import { billsArea, wagesArea } from '@packflow/contracts';
import { DomainError, fold } from '../shared/decider';
import type { MonthCloseCommand, MonthCloseEvent } from './bill-events';
import {
  checkClosable,
  closableMonths,
  monthCloseDecider,
  pendingCustomers,
  pendingSalesmen,
  previousMonth,
  progressOf,
  wagesProgressOf,
} from './month-close';

const MESSAGES = billsArea.messages as { en: Record<string, string>; cn: Record<string, string> };
/** A month's close: started once, each customer done once, finished when all are; the months that may close. */

const AT = '2026-11-01T18:00:00.000Z';
const start = (customerIds = ['c1', 'c2'], month = '2026-10'): MonthCloseCommand => ({
  type: 'StartMonthClose',
  data: { month, cutoff: '900', customerIds, by: 'system', at: AT },
});
const done = (customerId: string, billed = true): MonthCloseCommand => ({
  type: 'RecordCustomersDone',
  data: { customers: [{ customerId, billed }], at: AT },
});
const doneMany = (...customerIds: string[]): MonthCloseCommand => ({
  type: 'RecordCustomersDone',
  data: { customers: customerIds.map((customerId) => ({ customerId, billed: true })), at: AT },
});
const finish: MonthCloseCommand = { type: 'FinishMonthClose', data: { at: AT } };
const fail: MonthCloseCommand = { type: 'FailMonthClose', data: { error: 'database gone', at: AT } };

/** The events of the commands, applied in turn. */
function run(commands: MonthCloseCommand[]): MonthCloseEvent[] {
  const events: MonthCloseEvent[] = [];
  for (const c of commands) events.push(...monthCloseDecider.decide(c, fold(monthCloseDecider, events)));
  return events;
}
const refusal = (commands: MonthCloseCommand[], last: MonthCloseCommand): string | null => {
  try {
    monthCloseDecider.decide(last, fold(monthCloseDecider, run(commands)));
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // Each refusal has its message in both languages.
    expect(MESSAGES.en).toHaveProperty([error.messageKey]);
    expect(MESSAGES.cn).toHaveProperty([error.messageKey]);
    return error.code;
  }
};

describe('month close steps', () => {
  it.each<[string, MonthCloseCommand[], MonthCloseEvent['type'][]]>([
    ['start', [start()], ['MonthCloseStarted']],
    ['start twice: once', [start(), start(['c9'])], ['MonthCloseStarted']],
    [
      'each customer once',
      [start(), done('c1'), done('c1'), done('c2', false)],
      ['MonthCloseStarted', 'MonthCloseCustomersDone', 'MonthCloseCustomersDone'],
    ],
    [
      'finish when all are done, once',
      [start(), done('c1'), done('c2'), finish, finish],
      ['MonthCloseStarted', 'MonthCloseCustomersDone', 'MonthCloseCustomersDone', 'MonthCloseFinished'],
    ],
    [
      'a batch at a time, leaving out those done already',
      [start(['c1', 'c2', 'c3']), done('c1'), doneMany('c1', 'c2', 'c2', 'c3'), doneMany('c3'), finish],
      ['MonthCloseStarted', 'MonthCloseCustomersDone', 'MonthCloseCustomersDone', 'MonthCloseFinished'],
    ],
    ['nobody to bill: finish at once', [start([]), finish], ['MonthCloseStarted', 'MonthCloseFinished']],
    [
      'fail, then resume and finish',
      [start(), done('c1'), fail, start(), done('c2'), finish],
      [
        'MonthCloseStarted',
        'MonthCloseCustomersDone',
        'MonthCloseFailed',
        'MonthCloseCustomersDone',
        'MonthCloseFinished',
      ],
    ],
    ['a done close does not fail', [start([]), finish, fail], ['MonthCloseStarted', 'MonthCloseFinished']],
    ['failing before it started is recorded', [fail], ['MonthCloseFailed']],
  ])('%s', (_, commands, types) => {
    expect(run(commands).map((e) => e.type)).toEqual(types);
  });

  it.each<[string, MonthCloseCommand[], MonthCloseCommand, string]>([
    ['finish with customers left', [start(), done('c1')], finish, 'BILLS.CLOSE_UNFINISHED'],
    ['finish before starting', [], finish, 'BILLS.CLOSE_NOT_STARTED'],
    ['a customer before starting', [], done('c1'), 'BILLS.CLOSE_NOT_STARTED'],
    ['a customer not in the close', [start()], done('c9'), 'BILLS.CLOSE_CUSTOMER_UNKNOWN'],
    ['start a month that is none', [], start(['c1'], '2026-1'), 'BILLS.MONTH_INVALID'],
  ])('refused: %s', (_, commands, last, code) => {
    expect(refusal(commands, last)).toBe(code);
  });

  it('counts the customers done and the bills made', () => {
    const state = fold(
      monthCloseDecider,
      run([start(['c1', 'c2', 'c3', 'c1']), done('c1'), done('c2', false)]),
    );
    expect(state).toMatchObject({
      month: '2026-10',
      status: 'running',
      cutoff: '900',
      bills: 1,
      by: 'system',
    });
    expect(state.customerIds).toEqual(['c1', 'c2', 'c3']);
    expect(progressOf(state)).toEqual({ total: 3, done: 2 });
    expect(pendingCustomers(state)).toEqual(['c3']);
    const finished = fold(
      monthCloseDecider,
      run([start(['c1', 'c2']), done('c1'), done('c2', false), finish]),
    );
    expect(finished).toMatchObject({ status: 'done', bills: 1, finishedAt: AT });
    expect(fold(monthCloseDecider, run([start(), fail]))).toMatchObject({
      status: 'failed',
      error: 'database gone',
    });
  });
});

describe('the wage sheets of a close', () => {
  const wages = (...salesmen: string[]): MonthCloseCommand => ({
    type: 'StartMonthCloseWages',
    data: { salesmen, at: AT },
  });
  const made = (...staff: string[]): MonthCloseCommand => ({
    type: 'RecordSalesmenDone',
    data: { staff: staff.map((staffId) => ({ staffId, made: staffId !== 'none' })), at: AT },
  });
  const messageOf = (commands: MonthCloseCommand[], last: MonthCloseCommand): string => {
    try {
      monthCloseDecider.decide(last, fold(monthCloseDecider, run(commands)));
    } catch (error) {
      const key = (error as DomainError).messageKey;
      expect(wagesArea.messages.en).toHaveProperty([key]);
      expect(wagesArea.messages.cn).toHaveProperty([key]);
      return key;
    }
    throw new Error('not refused');
  };

  it('fixes the salesmen once every customer is done, makes each sheet once, then finishes', () => {
    const events = run([
      start(['c1']),
      done('c1'),
      wages('s1', 's2', 's1'),
      wages('s9'),
      made('s1'),
      made('s1', 's2'),
      made('s2'),
      finish,
    ]);
    expect(events.map((e) => e.type)).toEqual([
      'MonthCloseStarted',
      'MonthCloseCustomersDone',
      'MonthCloseWagesStarted',
      'MonthCloseSalesmenDone',
      'MonthCloseSalesmenDone',
      'MonthCloseFinished',
    ]);
    const state = fold(monthCloseDecider, events);
    expect(state.wages).toEqual({
      started: true,
      salesmen: ['s1', 's2'],
      done: { s1: true, s2: true },
      sheets: 2,
    });
  });

  it('counts the sheets made of the salesmen, and those still to make', () => {
    const state = fold(monthCloseDecider, run([start([]), wages('s1', 's2', 's3'), made('s1')]));
    expect(wagesProgressOf(state)).toEqual({ total: 3, done: 1 });
    expect(pendingSalesmen(state)).toEqual(['s2', 's3']);
  });

  it('refuses wages before the customers are done, a salesman not fixed, and finishing with sheets to make', () => {
    expect(refusal([start(['c1'])], wages('s1'))).toBe('BILLS.CLOSE_UNFINISHED');
    expect(messageOf([start([]), wages('s1')], made('s2'))).toBe('wages.closeSalesmanUnknown');
    expect(messageOf([start([]), wages('s1', 's2'), made('s1')], finish)).toBe(
      'wages.closeSalesmenUnfinished',
    );
  });
});

describe('which months may close', () => {
  // 2026-12-01 01:00 in Shanghai: November has ended.
  const NOW = '2026-11-30T17:00:00.000Z';
  it.each<[string, string, string[], string | null]>([
    ['the month just ended', '2026-11', [], null],
    ['an earlier month, none closed', '2026-06', [], null],
    ['a month closed already (runs again, makes nothing twice)', '2026-10', ['2026-10'], null],
    ['the month in course', '2026-12', [], 'BILLS.CLOSE_NOT_PAST'],
    ['a month to come', '2027-01', [], 'BILLS.CLOSE_NOT_PAST'],
    ['a month before one closed', '2026-09', ['2026-08', '2026-10'], 'BILLS.CLOSE_LATER_DONE'],
    ['not a month', '2026-13', [], 'BILLS.MONTH_INVALID'],
  ])('%s', (_, month, closed, code) => {
    let found: string | null = null;
    try {
      checkClosable(month, closed, NOW);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      found = error.code;
    }
    expect(found).toBe(code);
  });

  it('names the later month closed', () => {
    expect(() => checkClosable('2026-09', ['2026-10'], NOW)).toThrow(
      expect.objectContaining({
        messageKey: 'bills.closeLaterDone',
        params: { month: '2026-09', later: '2026-10' },
      }),
    );
  });

  it('is in Shanghai time: 23:30 UTC on the last day is already the next month', () => {
    expect(previousMonth('2026-11-30T15:59:00.000Z')).toBe('2026-10');
    expect(previousMonth('2026-11-30T16:00:00.000Z')).toBe('2026-11');
    expect(previousMonth('2027-01-01T00:00:00.000Z')).toBe('2026-12');
  });

  it.each<[string, string[], string[]]>([
    ['after the last closed, newest first', ['2026-07', '2026-08'], ['2026-11', '2026-10', '2026-09']],
    ['nothing: the month just ended is closed', ['2026-11'], []],
    [
      'none closed: a year back',
      [],
      [
        '2026-11',
        '2026-10',
        '2026-09',
        '2026-08',
        '2026-07',
        '2026-06',
        '2026-05',
        '2026-04',
        '2026-03',
        '2026-02',
        '2026-01',
        '2025-12',
      ],
    ],
  ])('closable: %s', (_, closed, expected) => {
    expect(closableMonths(closed, NOW)).toEqual(expected);
  });
});
