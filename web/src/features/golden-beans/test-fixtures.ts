import type { BeanBalance, BeanEntry } from '@packflow/contracts';

export const balance = (extra: Partial<BeanBalance> = {}): BeanBalance => ({
  accountId: 'u-sales',
  accountName: '张三',
  role: 'OperatorIndex',
  balance: '25',
  asOf: null,
  fee: '1',
  threshold: '10',
  blocked: false,
  ...extra,
});

export const entry = (extra: Partial<BeanEntry> = {}): BeanEntry => ({
  entryId: 'e-1',
  accountId: 'u-sales',
  accountName: '张三',
  kind: 'recharge',
  amount: '30',
  balance: '30',
  quotationId: null,
  quotationNumber: null,
  reverses: null,
  reversedBy: null,
  note: 'opening',
  at: '2026-03-10T08:00:00.000Z',
  userId: 'u-fin',
  userName: '李会计',
  ...extra,
});

/** A salesman's first movements: a recharge of 30, then a quotation fee. */
export const ownFlow = (): BeanEntry[] => [
  entry({
    entryId: 'd-1',
    kind: 'debit',
    amount: '-1',
    balance: '29',
    quotationId: 'q-1',
    quotationNumber: 'BJ20260311-000001',
    note: '',
    at: '2026-03-11T09:00:00.000Z',
    userId: 'u-sales',
    userName: '张三',
  }),
  entry(),
];
