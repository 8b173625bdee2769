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
  figures: {
    title: "The contract's money",
    owed: 'Owed by the contract',
    prepayment: 'Prepayment the terms ask',
    confirmed: 'Confirmed by Finance',
    waiting: 'Recorded, waiting for Finance',
    missing: 'Prepayment missing',
  },
  methods: {
    bank: 'Bank transfer',
    cash: 'Cash',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    other: 'Other',
  },
  statuses: {
    pending: 'Recorded, waiting for Finance',
    confirmed: 'Confirmed by Finance',
    rejected: 'Rejected',
    reversed: 'Reversed',
  },
};
