/** Texts of the "record a receipt" dialog (components/receipts) in English; cn.ts has the same keys. */
export const receiptsEn = {
  title: 'Record a receipt',
  contract: 'Contract',
  amount: 'Amount ({{currency}})',
  amountHint: 'At most {{decimals}} decimals',
  method: 'Received by',
  receivedOn: 'Date received',
  proofs: 'Proof images',
  note: 'Note',
  submit: 'Record receipt',
  waits: 'Finance confirms it before it counts towards signing.',
  methods: {
    bank: 'Bank transfer',
    cash: 'Cash',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    other: 'Other',
  },
  statuses: {
    pending: 'To be received',
    confirmed: 'Received',
    rejected: 'Rejected',
    reversed: 'Reversed',
  },
};
