import type { Messages } from '../../../locales/en';

/** 登记收款对话框（components/receipts）的中文文本。 */
export const receiptsCn: Messages['receipts'] = {
  title: '登记收款',
  contract: '合同',
  amount: '金额（{{currency}}）',
  amountHint: '最多 {{decimals}} 位小数',
  method: '收款方式',
  receivedOn: '收款日期',
  proofs: '凭证图片',
  note: '备注',
  submit: '登记收款',
  waits: '财务确认后才计入签单所需的预付款。',
  figures: {
    title: '合同款项',
    owed: '合同应收',
    prepayment: '付款条件要求的预付款',
    confirmed: '财务已确认',
    waiting: '已登记，待财务确认',
    missing: '预付款尚缺',
  },
  methods: {
    bank: '银行转账',
    cash: '现金',
    wechat: '微信',
    alipay: '支付宝',
    other: '其他',
  },
  statuses: {
    pending: '已登记，待财务确认',
    confirmed: '财务已确认',
    rejected: '已驳回',
    reversed: '已冲正',
  },
};
