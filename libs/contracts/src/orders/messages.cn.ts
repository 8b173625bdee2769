import type { ordersEn } from './messages.en';

/** Orders: server messages in Chinese (the same keys as messages.en.ts). */
export const ordersCn: { [K in keyof typeof ordersEn]: string } = {
  'orders.signOnlyWaiting': '只有待签约的订单才能签约',
  'orders.invalidateOnlyWaiting': '只有待签约的订单才能作废',
  'orders.canceled': '该订单已取消，不能再操作',
  'orders.invalidated': '该订单已作废，不能再操作',
  'orders.ended': '该订单已结束，不能再操作',
  'orders.remarksUnderReview': '存在审核中的备注',
  'orders.noCancelPending': '该订单没有待审核的取消申请',
  'orders.productionStarted': '订单已开始生产，不能取消',
  'orders.notSigned': '订单尚未签约',
  'orders.notEndable': '只有已签约且未发货完成的订单才能结束',
  'orders.reasonRequired': '请填写原因',
  'orders.filesRequired': '请至少上传一个稿件文件',
  'orders.quantityInvalid': '数量必须是大于 0 的整数',
  'orders.supplementaryOfNormal': '补单需在原订单上发起',
  'orders.ownDecision': '不能审核自己提交的取消申请',
  'orders.statusInvalid': '未知的订单状态',
  'orders.typeInvalid': '请选择正常单或补单',
  'orders.dateRange': '开始日期不能晚于结束日期',
  'orders.decisionInvalid': '请选择通过或驳回',
  'orders.signNeedsSelection': '签约至少需要选择一个订单',
};
