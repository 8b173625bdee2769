import type { shippingEn } from './messages.en';

/** Shipping: server messages in Chinese. */
export const shippingCn: { [K in keyof typeof shippingEn]: string } = {
  'shipping.blocked': '暂不能发货',
  'shipping.block.notInspected': '该订单尚无质检合格的数量',
  'shipping.block.aboveInspected': '超过质检合格数量：还可发 {remaining}（合格 {inspected}，已发 {shipped}）',
  'shipping.block.overOrdered':
    '超过订单数量 {ordered} 的 {tolerance}%（上限 {limit}，已发 {shipped}）：请申请主管审批超发',
  'shipping.block.balanceUnconfirmed': '尾款未收到或财务未确认，且未获赊销放行',
  'shipping.block.closed': '该订单的发货已结束',
  'shipping.block.postageNotExempt': '免邮仅限非偏远地区、普通快递或物流，且订单折扣高于 95%',
  'shipping.quantityInvalid': '请填写大于 0 的整数数量',
  'shipping.reasonRequired': '请填写原因',
  'shipping.approvalNotFound': '该订单没有此审批申请',
  'shipping.approvalDecided': '该申请已审批',
  'shipping.ownDecision': '申请须由申请人以外的人审批',
  'shipping.approvalPending': '同类申请正在审批中',
  'shipping.creditReleased': '该订单已赊销放行',
  'shipping.noApprovalPending': '没有待审批的申请',
  'shipping.nothingShipped': '尚未发货，无法短交结案',
  'shipping.notFound': '该订单尚无可发货数量',
  'shipping.shipmentNotFound': '该订单没有此发货记录',
  'shipping.pendingShipments': '有订单待发货，请联系仓库发货',
};
