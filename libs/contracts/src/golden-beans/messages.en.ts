/** Golden bean (金豆) ledger: messages in English; beans.cn.ts holds the same keys in Chinese. */
export const beansEn = {
  'beans.insufficient': 'Insufficient gold beans, please recharge in time',
  'beans.contactFinance': 'Please contact the finance department to recharge',
  'beans.amountInvalid': 'Please enter a positive number of beans',
  'beans.entryUnknown': 'No such golden bean entry',
  'beans.alreadyReversed': 'This entry has already been reversed',
  'beans.reversalNotReversible': 'A reversal cannot itself be reversed',
  'beans.reversalNegative': 'Reversing this recharge would take the balance below zero (balance {balance})',
  'beans.accountUnknown': 'No such account',
  'beans.notBeanAccount': 'Golden beans are only for salesmen and traders',
  'beans.recharged': 'Recharged',
  'beans.reversed': 'Entry reversed',
  'beans.unchanged': 'Already recorded',
  'beans.refunded': 'Golden beans given back: the quotation was not saved',
  'beans.idempotencyKeyInvalid': 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  'beans.idempotencyKeyReused':
    'This request key was already used for a different request; nothing was changed. Please reload and try again',
} as const;
