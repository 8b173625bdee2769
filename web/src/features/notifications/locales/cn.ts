import type { Texts } from '../../../lib/texts';
import type { notificationsEn } from './en';

export const notificationsCn: Texts<typeof notificationsEn> = {
  title: '我的通知',
  bell: '通知',
  bellUnread_one: '{{count}} 条未读通知',
  bellUnread_other: '{{count}} 条未读通知',
  latest: '最新通知',
  seeAll: '查看全部',
  markAllRead: '全部标为已读',
  markRead: '标为已读',
  empty: '暂无通知',
  emptyUnread: '没有未读通知',
  filter: '显示',
  all: '全部',
  unreadOnly: '未读',
  unread: '未读',
  read: '已读',
  open: '打开',
  listLabel: '我的通知',
  columns: {
    at: '时间',
    notice: '通知',
    state: '状态',
  },
  kinds: {
    productionReviewRejected: {
      title: '生产审核被驳回',
      text: '订单 {{number}} 未通过生产审核，请修改稿件，修改后将重新进入审核',
    },
    productionFinished: {
      title: '生产已完成',
      text: '您的订单 {{number}} 已完成生产，已转入质检',
    },
    inspectionLotFailed: {
      title: '批次质检不合格',
      text: '订单 {{number}} 的第 {{lot}} 批质检不合格，请决定返工、补单或让步放行',
    },
    inspectionConcessionRequested: {
      title: '让步放行待审批',
      text: '申请让步放行订单 {{number}} 第 {{lot}} 批的 {{quantity}}',
    },
    inspectionConcessionApproved: {
      title: '让步放行已批准',
      text: '订单 {{number}} 第 {{lot}} 批的让步放行已批准，已转入发货',
    },
    inspectionConcessionRejected: {
      title: '让步放行被驳回',
      text: '订单 {{number}} 第 {{lot}} 批的让步放行被驳回，请重新处理该批次',
    },
    shippingShipmentRecorded: {
      title: '已发货',
      text: '订单 {{number}} 已发出 {{quantity}}，物流公司 {{company}}，运单号 {{waybill}}',
    },
    shippingShipped: {
      title: '订单已全部发货',
      text: '订单 {{number}} 已全部发货：最后 {{quantity}} 由 {{company}} 发出，运单号 {{waybill}}',
    },
    shippingClosedShort: {
      title: '订单短交结案',
      text: '订单 {{number}} 已短交结案：已发 {{shipped}}，订购 {{ordered}}',
    },
    shippingOverShipmentRequested: {
      title: '超发待审批',
      text: '{{owner}} 申请订单 {{number}} 超出允许比例多发 {{quantity}}',
    },
    shippingCreditRequested: {
      title: '赊销放行待审批',
      text: '{{owner}} 申请订单 {{number}} 在尾款确认前发货',
    },
    shippingOverShipmentApproved: {
      title: '超发已批准',
      text: '订单 {{number}} 多发 {{quantity}} 已批准',
    },
    shippingOverShipmentRejected: {
      title: '超发被驳回',
      text: '订单 {{number}} 多发 {{quantity}} 被驳回',
    },
    shippingCreditApproved: {
      title: '赊销放行已批准',
      text: '订单 {{number}} 可在尾款确认前发货',
    },
    shippingCreditRejected: {
      title: '赊销放行被驳回',
      text: '订单 {{number}} 须待财务确认尾款后发货',
    },
    billsReady: {
      title: '账单待对账',
      text: '{{customer}} {{month}} 的账单已生成：应收 {{amount}}',
    },
    billsDisputed: {
      title: '账单有异议',
      text: '{{customer}} 对 {{month}} 账单的 {{lines}} 行提出异议',
    },
    wagesPaid: {
      title: '工资已发放',
      text: '您 {{month}} 的工资已发放：{{amount}}',
    },
    orderCancelRequested: {
      title: '取消订单待审核',
      text: '{{owner}} 申请取消订单 {{number}}',
    },
    orderCancelApproved: {
      title: '取消已同意',
      text: '订单 {{number}} 的取消申请已同意，订单已取消',
    },
    orderCancelRejected: {
      title: '取消已驳回',
      text: '订单 {{number}} 的取消申请被驳回',
    },
    quotationReviewRequested: {
      title: '调价待审核',
      text: '{{owner}} 提交了报价 {{number}} 的调价审核',
    },
    receiptConfirmed: {
      title: '收款已确认',
      text: '财务已确认合同 {{contract}} 的收款 {{amount}}',
    },
    receiptRejected: {
      title: '收款被驳回',
      text: '财务驳回了合同 {{contract}} 的收款 {{amount}}',
    },
    quotationApproved: {
      title: '调价已通过',
      text: '报价 {{number}} 的调价已通过',
    },
    quotationRejected: {
      title: '调价被驳回',
      text: '报价 {{number}} 的调价被驳回',
    },
    customerReleaseWarned: {
      title: '客户即将释放',
      text: '客户 {{name}}（{{code}}）将于 {{releaseOn}} 释放到公海，除非在此之前下单',
    },
    customerReleased: {
      title: '客户已释放',
      text: '客户 {{name}}（{{code}}）已释放到公海',
    },
  },
  reason: '原因：{{reason}}',
  releaseReasons: {
    owner: '由负责人释放',
    supervisor: '由主管释放',
    'no-order': '保护期内未下单',
  },
};
