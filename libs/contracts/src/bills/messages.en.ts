/** Bills and the month's close: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const billsEn = {
  'bills.notFound': 'There is no such bill',
  'bills.monthInvalid': 'Please give a month as YYYY-MM',
  'bills.notSendable': 'This bill is already with the customer or reconciled: it cannot be sent now',
  'bills.notSent': 'Only a bill sent to the customer can be confirmed or disputed',
  'bills.sealed':
    'This bill is reconciled and sealed: a correction goes into next month’s bill as an adjustment',
  'bills.finishEarly':
    'The month has not ended yet: finishing the reconciliation now cannot be redone. Confirm again to finish it',
  'bills.lineNotFound': 'Line {lineId} is not on this bill',
  'bills.disputeNoLines': 'Please choose at least one line to dispute',
  'bills.notAdjustable': 'Only a bill not yet sent, or disputed, can be adjusted',
  'bills.adjustmentRequired': 'Please add at least one adjustment line',
  'bills.adjustmentAmountInvalid': 'Please give an amount other than 0, with at most 2 decimals',
  'bills.disputesOpen': 'Disputed lines wait for an adjustment before the bill is sent again',
  'bills.closeNotPast': 'Only a month that has ended can be closed',
  'bills.closeLaterDone': '{month} cannot be closed: a later month, {later}, is already closed',
  'bills.closeHourInvalid': 'Please give an hour from 0 to 23',
  'bills.closeNotStarted': 'The close of this month has not started',
  'bills.closeCustomerUnknown': 'Customer {customerId} is not among the customers of this close',
  'bills.closeUnfinished': 'The close cannot finish yet: {done} of {total} customers are done',
} as const;
