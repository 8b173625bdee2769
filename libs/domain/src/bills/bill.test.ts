import { billsArea } from '@packflow/contracts';
import type { BillAction, BillTotals } from '@packflow/contracts';
import { DomainError, fold } from '../shared/decider';
import {
  type BillCommand,
  type BillEvent,
  billActions,
  billDecider,
  billLinesOf,
  billTotals,
  currentTotals,
  finishesEarly,
} from './bill';
import {
  DECEMBER_FIRST,
  IN_NOVEMBER,
  LINES,
  OWNER,
  adjusted,
  disputed,
  issued,
  issuedData,
  sealed,
  sent,
} from './bill-fixtures';

const MESSAGES = billsArea.messages as { en: Record<string, string>; cn: Record<string, string> };
/** A bill's steps: issued, sent, disputed and adjusted, confirmed and sealed; its totals; who may do what. */

const decide = (history: BillEvent[], command: BillCommand): BillEvent[] =>
  billDecider.decide(command, fold(billDecider, history));

const refusal = (history: BillEvent[], command: BillCommand): [string, string] | null => {
  try {
    decide(history, command);
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return [error.code, error.messageKey];
  }
};

const by = { by: OWNER, at: IN_NOVEMBER };
const send: BillCommand = { type: 'SendBill', data: by };
const dispute = (...lineIds: string[]): BillCommand => ({
  type: 'DisputeBill',
  data: { lines: lineIds.map((lineId) => ({ lineId, reason: 'not ours' })), ...by },
});
const adjust = (adjustmentId: string, amount: string, lineId: string | null = null): BillCommand => ({
  type: 'AdjustBill',
  data: { adjustments: [{ adjustmentId, amount, reason: 'agreed', lineId }], by: 'fin', at: IN_NOVEMBER },
});
const confirm = (at: string, acknowledgeEarly = false): BillCommand => ({
  type: 'ConfirmBill',
  data: { acknowledgeEarly, by: OWNER, at },
});
const issue: BillCommand = { type: 'IssueBill', data: issuedData() };

const ISSUED = [issued()];
const SENT = [...ISSUED, sent()];
const DISPUTED = [...SENT, disputed('e1', 'e5')];
const ANSWERED = [...DISPUTED, adjusted('a1', '-20.00', 'e5')];
const SEALED = [...SENT, ...sealed()];

describe('bill totals', () => {
  it.each<[string, string, Parameters<typeof billTotals>[1], Partial<BillTotals>]>([
    ['no lines, no opening', '0', [], { signedOrders: 0, signingAmount: '0.00', closingBalance: '0.00' }],
    [
      'the fixture bill',
      '200.00',
      LINES,
      {
        signedOrders: 1,
        signingAmount: '1000.00',
        downPayments: '300.00',
        balances: '300.00',
        collections: '600.00',
        refunds: '50.25',
        adjustments: '0.00',
        openingBalance: '200.00',
        closingBalance: '650.25',
      },
    ],
    [
      'adjustments count both ways, decimals never drift',
      '0.10',
      [
        { kind: 'signed', amount: '0.10' },
        { kind: 'signed', amount: '0.20' },
        { kind: 'adjustment', amount: '-0.05' },
        { kind: 'adjustment', amount: '1.01' },
      ],
      { signedOrders: 2, signingAmount: '0.30', adjustments: '0.96', closingBalance: '1.36' },
    ],
    [
      'more paid than owed: the customer is owed (negative)',
      '-10',
      [{ kind: 'downPayment', amount: '99.99' }],
      { collections: '99.99', openingBalance: '-10.00', closingBalance: '-109.99' },
    ],
  ])('%s', (_, opening, lines, expected) => {
    expect(billTotals(opening, lines)).toMatchObject(expected);
  });
});

describe('finishing early', () => {
  it.each<[string, string, boolean]>([
    ['during the bill month', '2026-10-20T00:00:00.000Z', true],
    ['in the month after', IN_NOVEMBER, true],
    ['the last instant of November in Shanghai', '2026-11-30T15:59:59.999Z', true],
    ['the first instant of December in Shanghai', DECEMBER_FIRST, false],
    ['later', '2027-02-01T00:00:00.000Z', false],
  ])('%s', (_, at, expected) => {
    expect(finishesEarly('2026-10', at)).toBe(expected);
  });

  it('crosses the year: a November bill finishes early until the end of December', () => {
    expect(finishesEarly('2026-11', '2026-12-31T15:59:59.000Z')).toBe(true);
    expect(finishesEarly('2026-11', '2026-12-31T16:00:00.000Z')).toBe(false);
  });
});

describe('bill steps', () => {
  it.each<[string, BillEvent[], BillCommand, BillEvent['type'][]]>([
    ['issue on an empty stream', [], issue, ['BillIssued']],
    ['issue again: nothing new', ISSUED, issue, []],
    ['send a bill to reconcile', ISSUED, send, ['BillSent']],
    ['dispute a sent bill', SENT, dispute('e1'), ['BillDisputed']],
    ['adjust a bill not yet sent', ISSUED, adjust('a1', '10'), ['BillAdjusted']],
    ['adjust a disputed bill', DISPUTED, adjust('a1', '-20', 'e5'), ['BillAdjusted']],
    ['the same adjustment again: nothing new', ANSWERED, adjust('a1', '-20', 'e5'), []],
    ['send an answered bill again', ANSWERED, send, ['BillSent']],
    ['confirm after the month after ends', SENT, confirm(DECEMBER_FIRST), ['BillConfirmed', 'BillSealed']],
    ['confirm early, acknowledged', SENT, confirm(IN_NOVEMBER, true), ['BillConfirmed', 'BillSealed']],
  ])('%s', (_, history, command, types) => {
    expect(decide(history, command).map((e) => e.type)).toEqual(types);
  });

  it.each<[string, BillEvent[], BillCommand, [string, string]]>([
    ['send a bill not issued', [], send, ['BILLS.NOT_FOUND', 'bills.notFound']],
    ['send a sent bill', SENT, send, ['BILLS.NOT_SENDABLE', 'bills.notSendable']],
    ['send a disputed bill', DISPUTED, send, ['BILLS.DISPUTES_OPEN', 'bills.disputesOpen']],
    ['send a sealed bill', SEALED, send, ['BILLS.NOT_SENDABLE', 'bills.notSendable']],
    ['dispute a bill not sent', ISSUED, dispute('e1'), ['BILLS.NOT_SENT', 'bills.notSent']],
    ['dispute nothing', SENT, dispute(), ['BILLS.DISPUTE_NO_LINES', 'bills.disputeNoLines']],
    [
      'dispute a line not on the bill',
      SENT,
      dispute('e1', 'zz'),
      ['BILLS.LINE_NOT_ON_BILL', 'bills.lineNotFound'],
    ],
    ['dispute a disputed bill', DISPUTED, dispute('e2'), ['BILLS.NOT_SENT', 'bills.notSent']],
    ['confirm a bill not sent', ISSUED, confirm(DECEMBER_FIRST), ['BILLS.NOT_SENT', 'bills.notSent']],
    ['confirm a sealed bill', SEALED, confirm(DECEMBER_FIRST), ['BILLS.NOT_SENT', 'bills.notSent']],
    [
      'confirm early, not acknowledged',
      SENT,
      confirm(IN_NOVEMBER),
      ['BILLS.FINISH_EARLY', 'bills.finishEarly'],
    ],
    ['adjust a sent bill', SENT, adjust('a1', '1'), ['BILLS.NOT_ADJUSTABLE', 'bills.notAdjustable']],
    ['adjust a sealed bill', SEALED, adjust('a1', '1'), ['BILLS.SEALED', 'bills.sealed']],
    [
      'adjust by 0',
      ISSUED,
      adjust('a1', '0.00'),
      ['BILLS.ADJUSTMENT_AMOUNT_INVALID', 'bills.adjustmentAmountInvalid'],
    ],
    [
      'adjust by 3 decimals',
      ISSUED,
      adjust('a1', '1.005'),
      ['BILLS.ADJUSTMENT_AMOUNT_INVALID', 'bills.adjustmentAmountInvalid'],
    ],
    [
      'adjust by words',
      ISSUED,
      adjust('a1', 'ten'),
      ['BILLS.ADJUSTMENT_AMOUNT_INVALID', 'bills.adjustmentAmountInvalid'],
    ],
    [
      'adjust a line not on the bill',
      DISPUTED,
      adjust('a1', '5', 'zz'),
      ['BILLS.LINE_NOT_ON_BILL', 'bills.lineNotFound'],
    ],
    [
      'adjust with no lines',
      ISSUED,
      { type: 'AdjustBill', data: { adjustments: [], ...by } },
      ['BILLS.ADJUSTMENT_REQUIRED', 'bills.adjustmentRequired'],
    ],
    [
      'issue a bill of no month',
      [],
      { type: 'IssueBill', data: issuedData({ month: '2026-13' }) },
      ['BILLS.MONTH_INVALID', 'bills.monthInvalid'],
    ],
  ])('refused: %s', (_, history, command, expected) => {
    expect(refusal(history, command)).toEqual(expected);
    // Each refusal has its message in both languages.
    expect([MESSAGES.en[expected[1]], MESSAGES.cn[expected[1]]]).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('refuses to send a bill already with the customer without naming a raw status', () => {
    expect(() => decide(SENT, send)).toThrow(
      expect.objectContaining({ code: 'BILLS.NOT_SENDABLE', params: {} }),
    );
  });

  it('issues with the totals worked out from its opening balance and lines, not those given', () => {
    const [event] = decide([], {
      type: 'IssueBill',
      data: issuedData({ totals: { ...issuedData().totals, closingBalance: '1.00' } }),
    });
    expect(event?.type === 'BillIssued' && event.data.totals.closingBalance).toBe('650.25');
  });

  it('records whether it finished early, and seals the totals with its adjustments', () => {
    const history = [...ANSWERED, sent()];
    const events = decide(history, confirm(IN_NOVEMBER, true));
    expect(events[0]).toEqual({ type: 'BillConfirmed', data: { early: true, by: OWNER, at: IN_NOVEMBER } });
    const seal = events[1];
    expect(seal?.type === 'BillSealed' && seal.data.totals).toMatchObject({
      adjustments: '-20.00',
      closingBalance: '630.25',
    });
    expect(decide(history, confirm(DECEMBER_FIRST))[0]).toMatchObject({ data: { early: false } });
  });

  it('writes an adjustment once per id, amounts to 2 decimals, and only the new ones of a repeat', () => {
    const command: BillCommand = {
      type: 'AdjustBill',
      data: {
        adjustments: [
          { adjustmentId: 'a1', amount: '-20', reason: ' agreed ', lineId: 'e5' },
          { adjustmentId: 'a2', amount: '7.5', reason: 'freight', lineId: null },
          { adjustmentId: 'a2', amount: '7.5', reason: 'freight', lineId: null },
        ],
        ...by,
      },
    };
    const [event] = decide(ANSWERED, { ...command, data: { ...command.data } });
    expect(event).toEqual({
      type: 'BillAdjusted',
      data: { adjustments: [{ adjustmentId: 'a2', amount: '7.50', reason: 'freight', lineId: null }], ...by },
    });
  });
});

describe('bill state', () => {
  it('moves through its statuses', () => {
    expect(
      [[], ISSUED, SENT, DISPUTED, ANSWERED, [...ANSWERED, sent()], SEALED].map(
        (h) => fold(billDecider, h).status,
      ),
    ).toEqual([null, 'toReconcile', 'sent', 'disputed', 'toReconcile', 'sent', 'reconciled']);
  });

  it('keeps open disputes until an adjustment answers them all', () => {
    const state = fold(billDecider, DISPUTED);
    expect(state.disputes.map((d) => [d.lineId, d.reason])).toEqual([
      ['e1', 'no e1'],
      ['e5', 'no e5'],
    ]);
    const answered = fold(billDecider, ANSWERED);
    expect(answered.disputes).toEqual([]);
    expect(answered.answered.map((d) => d.lineId)).toEqual(['e1', 'e5']);
  });

  it('shows adjustments as lines of the bill and in its totals', () => {
    const state = fold(billDecider, ANSWERED);
    expect(billLinesOf(state).map((l) => [l.lineId, l.kind, l.amount])).toEqual([
      ...LINES.map((l) => [l.lineId, l.kind, l.amount]),
      ['a1', 'adjustment', '-20.00'],
    ]);
    expect(billLinesOf(state).at(-1)).toMatchObject({ note: 'fix a1', date: '2026-11-10', streamId: null });
    expect(currentTotals(state)).toMatchObject({ adjustments: '-20.00', closingBalance: '630.25' });
  });

  it('keeps the sealed totals once sealed', () => {
    const fixed = { ...issuedData().totals, closingBalance: '9.99' };
    const state = fold(billDecider, [
      ...SENT,
      { type: 'BillSealed', data: { totals: fixed, by: OWNER, at: DECEMBER_FIRST } },
    ]);
    expect(currentTotals(state).closingBalance).toBe('9.99');
    expect(state.sealed?.by).toBe(OWNER);
  });
});

describe('bill actions', () => {
  const reader = (role: string, userId: string, owns = userId === OWNER) => ({ role, userId, owns });
  it.each<[string, BillEvent[], ReturnType<typeof reader>, BillAction[]]>([
    ['not issued', [], reader('OperatorIndex', OWNER), []],
    ['to reconcile, the owning salesman', ISSUED, reader('OperatorIndex', OWNER), ['send', 'adjust']],
    ['to reconcile, the owning trader', ISSUED, reader('Traders', OWNER), ['send']],
    ['to reconcile, Finance', ISSUED, reader('Finance', 'fin'), ['adjust']],
    ['to reconcile, Admin (reads only)', ISSUED, reader('Admin', 'adm'), []],
    ['to reconcile, another salesman', ISSUED, reader('OperatorIndex', 's2'), []],
    ['to reconcile, a supervisor', ISSUED, reader('OperatorManage', 'm1'), []],
    ['sent, the owner', SENT, reader('OperatorIndex', OWNER), ['confirm', 'dispute']],
    ['sent, the owning trader', SENT, reader('Traders', OWNER), ['confirm', 'dispute']],
    ['sent, Finance', SENT, reader('Finance', 'fin'), []],
    ['disputed, the owning salesman', DISPUTED, reader('OperatorIndex', OWNER), ['adjust']],
    ['disputed, the owning trader', DISPUTED, reader('Traders', OWNER), []],
    ['disputed, Finance', DISPUTED, reader('Finance', 'fin'), ['adjust']],
    ['answered, the owner', ANSWERED, reader('OperatorIndex', OWNER), ['send', 'adjust']],
    ['sealed, the owner', SEALED, reader('OperatorIndex', OWNER), []],
    ['sealed, Finance', SEALED, reader('Finance', 'fin'), []],
    [
      'the customer moved to a new salesman since',
      SENT,
      reader('OperatorIndex', 's9', true),
      ['confirm', 'dispute'],
    ],
  ])('%s', (_, history, actor, expected) => {
    expect(billActions(fold(billDecider, history), actor, IN_NOVEMBER)).toEqual(expected);
  });

  it('an adjustment line is a line like the others: it may be disputed', () => {
    const history = [...ISSUED, adjusted('a1', '5'), sent()];
    expect(decide(history, dispute('a1')).map((e) => e.type)).toEqual(['BillDisputed']);
  });
});
