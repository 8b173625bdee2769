import type { BillAction } from '@packflow/contracts';
import { billListOwner, mayAct, maySee } from './policies';

/** Who sees a bill and who may act on it, whatever its status. */

const BILL = { ownerId: 's1' };
const as = (role: string, id: string) => ({ role, id });

describe('who sees a bill', () => {
  it.each<[string, ReturnType<typeof as>, boolean]>([
    ['its salesman', as('OperatorIndex', 's1'), true],
    ['its trader', as('Traders', 's1'), true],
    ['another salesman', as('OperatorIndex', 's2'), false],
    ['another trader', as('Traders', 't2'), false],
    ['Finance', as('Finance', 'f1'), true],
    ['Admin', as('Admin', 'a1'), true],
    ['a sales supervisor', as('OperatorManage', 'm1'), false],
    ['the warehouse', as('Warehouse', 'w1'), false],
    ['its owner working as the warehouse', as('Warehouse', 's1'), false],
  ])('%s', (_, actor, expected) => {
    expect(maySee(actor, BILL)).toBe(expected);
  });
});

describe('who acts on a bill', () => {
  const ACTIONS: BillAction[] = ['send', 'confirm', 'dispute', 'adjust'];
  it.each<[string, ReturnType<typeof as>, BillAction[]]>([
    ['its salesman', as('OperatorIndex', 's1'), ['send', 'confirm', 'dispute', 'adjust']],
    ['its trader never adjusts', as('Traders', 's1'), ['send', 'confirm', 'dispute']],
    ['Finance adjusts only', as('Finance', 'f1'), ['adjust']],
    ['Admin reads only', as('Admin', 'a1'), []],
    ['another salesman', as('OperatorIndex', 's2'), []],
    ['a sales supervisor', as('OperatorManage', 'm1'), []],
  ])('%s', (_, actor, expected) => {
    expect(ACTIONS.filter((a) => mayAct(a, actor, BILL))).toEqual(expected);
  });
});

describe('the owner filter of the lists', () => {
  it.each<[string, ReturnType<typeof as>, string | null | undefined]>([
    ['Finance sees every bill', as('Finance', 'f1'), null],
    ['Admin sees every bill', as('Admin', 'a1'), null],
    ['a salesman his own', as('OperatorIndex', 's1'), 's1'],
    ['a trader his own', as('Traders', 't1'), 't1'],
    ['anyone else none', as('Quality', 'q1'), undefined],
  ])('%s', (_, actor, expected) => {
    expect(billListOwner(actor)).toBe(expected);
  });
});
