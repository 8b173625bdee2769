import type { Messages } from '../../../locales/en';

/** 财务收款页面（待收款、已收款）的中文文本。 */
export const financeCn: Messages['finance'] = {
  auditTitle: '待收款',
  reviewedTitle: '已收款',
  listLabel: '收款',
  empty: '暂无收款',
  search: '合同编号或客户',
  allDecided: '已确认和已驳回',
  columns: {
    contract: '合同',
    customer: '客户',
    amount: '金额',
    method: '收款方式',
    receivedOn: '收款日期',
    proofs: '凭证',
    recordedBy: '登记人',
    recordedAt: '登记时间',
    status: '状态',
    decidedBy: '审核人',
    reason: '原因',
    note: '备注',
  },
  confirm: {
    button: '确认',
    action: '确认合同 {{contract}} 的收款 {{amount}} {{currency}}',
    question: '确认合同 {{contract}} 的 {{amount}} {{currency}} 已到账？',
  },
  reject: {
    button: '驳回',
    action: '驳回合同 {{contract}} 的收款 {{amount}} {{currency}}',
    title: '驳回收款',
    reason: '原因',
    reasonHint: '业务员会看到此原因',
    summary: '合同 {{contract}} 的 {{amount}} {{currency}}，登记人 {{name}}',
  },
};
