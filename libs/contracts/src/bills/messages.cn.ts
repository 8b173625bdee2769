import type { billsEn } from './messages.en';

/** Bills and the month's close: server messages in Chinese. */
export const billsCn: { [K in keyof typeof billsEn]: string } = {
  'bills.notFound': '没有这张账单',
  'bills.monthInvalid': '请按 YYYY-MM 填写月份',
  'bills.notSendable': '此账单已发送给客户或已对账，现在不能发送',
  'bills.notSent': '只有已发送给客户的账单才能确认或提出异议',
  'bills.sealed': '此账单已对账并封存：更正将作为调整行计入下月账单',
  'bills.finishEarly': '本月尚未结束：现在完成对账后将无法重新对账。请再次确认以完成对账',
  'bills.lineNotFound': '此账单中没有该行（{lineId}）',
  'bills.disputeNoLines': '请至少选择一行提出异议',
  'bills.notAdjustable': '只有未发送或有异议的账单才能调整',
  'bills.adjustmentRequired': '请至少添加一行调整',
  'bills.adjustmentAmountInvalid': '请填写不为 0 的金额，最多 2 位小数',
  'bills.disputesOpen': '有异议的行需先调整，才能再次发送账单',
  'bills.closeNotPast': '只能对已结束的月份进行月结',
  'bills.closeLaterDone': '不能月结 {month}：之后的月份 {later} 已经月结',
  'bills.closeHourInvalid': '请填写 0 到 23 之间的小时',
  'bills.closeNotStarted': '本月的月结尚未开始',
  'bills.closeCustomerUnknown': '客户 {customerId} 不在本次月结的客户之中',
  'bills.closeUnfinished': '月结尚不能完成：{total} 个客户中已完成 {done} 个',
} as const;
