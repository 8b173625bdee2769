import type { Role } from '@packflow/contracts';
import { fold } from '../shared/decider';
import { type ContractMoneyEvent, contractMoneyDecider } from './contract-money';
import {
  mayApproveOtherTerms,
  mayDecide,
  mayRecord,
  maySeeMoney,
  notifications,
  receiptScope,
} from './policies';

const actor = (id: string, role: Role, areacode: 'Q' | 'L' | null = null) => ({ id, role, areacode });
const salesman = (id: string, areacode: 'Q' | 'L' | null = 'Q') => ({
  id,
  roles: ['OperatorIndex'] as Role[],
  areacode,
});

describe('who reaches a contract’s money', () => {
  it('lets the owner, their supervisor and administrators record; Finance only reads and decides', () => {
    const owner = salesman('emma');
    expect(mayRecord(actor('emma', 'OperatorIndex'), owner)).toBe(true);
    expect(mayRecord(actor('wang', 'OperatorIndex'), owner)).toBe(false);
    expect(mayRecord(actor('boss', 'OperatorManage', 'Q'), owner)).toBe(true);
    expect(mayRecord(actor('boss-l', 'OperatorManage', 'L'), owner)).toBe(false);
    expect(mayRecord(actor('cash', 'Finance'), owner)).toBe(false);
    expect(maySeeMoney(actor('cash', 'Finance'), owner)).toBe(true);
    expect(maySeeMoney(actor('wang', 'OperatorIndex'), owner)).toBe(false);
    expect(maySeeMoney(actor('t1', 'Traders'), owner)).toBe(false);
    expect(mayDecide(actor('cash', 'Finance'))).toBe(true);
    expect(mayDecide(actor('emma', 'OperatorIndex'))).toBe(false);
    expect(mayApproveOtherTerms(actor('boss', 'OperatorManage', 'Q'), owner)).toBe(true);
    expect(mayApproveOtherTerms(actor('emma', 'OperatorIndex'), owner)).toBe(false);
    expect(receiptScope(actor('cash', 'Finance'))).toEqual({ kind: 'everyone' });
    expect(receiptScope(actor('emma', 'OperatorIndex'))).toEqual({ kind: 'self', selfId: 'emma' });
  });
});

describe('receipt notifications', () => {
  const at = '2026-03-10T08:00:00.000Z';
  const recorded: ContractMoneyEvent = {
    type: 'ReceiptRecorded',
    data: {
      receiptId: 'r1',
      idempotencyKey: 'k1',
      contractId: 'c1',
      contractNumber: 'HT1',
      customerId: 'cu',
      customerName: 'Acme',
      ownerId: 'emma',
      orderId: null,
      amount: '300',
      currency: 'CNY',
      method: 'bank',
      receivedOn: '2026-03-09',
      proofs: 'a.png',
      note: '',
      by: 'emma',
      at,
    },
  };
  const rule = notifications[0]!;
  const tell = (event: ContractMoneyEvent, actorId: string) =>
    rule.notify(
      { id: 'e2', type: event.type, streamId: 'contract-money-c1', data: event.data, actorId },
      { state: fold(contractMoneyDecider, [recorded, event]), staff: [] },
    );

  it('tells the recorder of the confirmation, and of a rejection with its reason', () => {
    expect(tell({ type: 'ReceiptConfirmed', data: { receiptId: 'r1', by: 'cash', at } }, 'cash')).toEqual([
      {
        recipients: ['emma'],
        kind: 'receipt.confirmed',
        params: { amount: '300', currency: 'CNY', contract: 'HT1' },
        link: null,
      },
    ]);
    expect(
      tell(
        { type: 'ReceiptRejected', data: { receiptId: 'r1', by: 'cash', at, reason: 'not there' } },
        'cash',
      ),
    ).toMatchObject([{ recipients: ['emma'], kind: 'receipt.rejected', params: { reason: 'not there' } }]);
  });

  it('tells nobody when the recorder decided it themselves', () => {
    expect(tell({ type: 'ReceiptConfirmed', data: { receiptId: 'r1', by: 'emma', at } }, 'emma')).toEqual([]);
  });
});
