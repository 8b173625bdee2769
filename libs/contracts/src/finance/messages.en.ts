/** Receipts, signing clearances and refunds: messages in English; messages.cn.ts holds the same keys in Chinese. */
export const financeEn = {
  'finance.amountInvalid': 'Please enter an amount greater than 0',
  'finance.amountDecimals': 'Amounts in {currency} have at most {decimals} decimals',
  'finance.methodInvalid': 'Please choose how the money was received',
  'finance.dateInvalid': 'Please enter the date the money was received',
  'finance.dateFuture': 'The date received cannot be in the future',
  'finance.proofRequired': 'Please add at least one proof image',
  'finance.tooManyProofs': 'At most {max} proof images',
  'finance.textTooLong': 'At most {max} characters',
  'finance.reasonRequired': 'Please give a reason',
  'finance.idempotencyKeyInvalid': 'The request key must be 1 to 255 visible ASCII characters',
  'finance.idempotencyKeyRequired':
    'Please send a request key (the Idempotency-Key header) so the request is applied only once',
  'finance.idempotencyKeyConflict':
    'The Idempotency-Key header and the idempotencyKey field differ; send one key only',
  'finance.idempotencyKeyReused':
    'This request key was already used for a different receipt; nothing was changed. Please reopen the dialog',
  'finance.currencyMismatch': 'This contract is settled in {currency}',
  'finance.orderNotInContract': 'The order is not one of this contract',
  'finance.receiptNotPending': 'This receipt has already been decided',
  'finance.receiptNotConfirmed': 'Only a confirmed receipt can be reversed',
  'finance.reversalBelowRefunds':
    'Reversing this receipt would leave less than the {refunds:money} already refunded',
  'finance.noOrdersToSign': 'Signing needs at least one order selected',
  'finance.alreadyCleared': 'This order has already been signed',
  'finance.orderTotalMissing': 'The order total is missing',
  'finance.otherTermsNotApproved':
    "The contract's payment terms are 'other': the supervisor must approve signing first",
  'finance.prepaymentMissing':
    'The confirmed prepayment is not enough: {required:money} needed, {confirmed:money} confirmed, {missing:money} missing',
  'finance.termsNotOther': "Only a contract with 'other' payment terms needs this approval",
  'finance.refundTooLarge': 'A refund cannot exceed the confirmed money ({available:money})',
  'finance.paymentAlreadyPaid': 'This payment has already been paid',
  'finance.orderNotCanceled': 'Only a canceled order is refunded',
  'finance.contractUnknown': 'No such contract',
  'finance.receiptRecorded': 'Receipt recorded; it waits for Finance to confirm',
  'finance.receiptAlreadyRecorded': 'This receipt was already recorded',
  'finance.receiptConfirmed': 'Receipt confirmed',
  'finance.receiptRejected': 'Receipt rejected',
  'finance.receiptReversed': 'Receipt reversed: it no longer counts',
  'finance.otherTermsApproved': 'Signing on other terms approved',
  'finance.refundRequested': 'Refund recorded; it waits to be paid',
  'finance.paymentPaid': 'Payment made',
} as const;
