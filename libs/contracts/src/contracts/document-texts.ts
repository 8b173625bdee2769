import type { Locale } from '../locale';

/** The words of the contract document a customer is given, in Chinese and in English. */
export interface ContractDocumentTexts {
  title: string;
  number: string;
  date: string;
  seller: string;
  buyer: string;
  customerName: string;
  enterprise: string;
  contact: string;
  phone: string;
  type: string;
  paymentTerms: string;
  currency: string;
  lines: string;
  no: string;
  quotation: string;
  product: string;
  layers: string;
  /** Under the product of a line whose sampling was stated: "Sampling: yes" or "no". */
  sampling: { yes: string; no: string };
  /** A bag's size (width × height × gusset: "120 × 200 × 60"), a roll film's web width and core. */
  bagSize: string;
  rollSize: string;
  rollWidth: string;
  /**
   * After the lines, when one of them (a contract made before unit prices were fixed as shown)
   * has an amount that is not its unit price times its quantity: marked '*'.
   */
  amountAsAgreed: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
  taxIncluded: string;
  taxExcluded: string;
  clauses: string;
  clauseText: string[];
  signatures: string;
  signature: string;
  footer: string;
  page: string;
}

const en: ContractDocumentTexts = {
  title: 'Sales Contract',
  number: 'Contract No.',
  date: 'Date',
  seller: 'Seller',
  buyer: 'Buyer',
  customerName: 'Customer',
  enterprise: 'Company',
  contact: 'Contact',
  phone: 'Phone',
  type: 'Contract type',
  paymentTerms: 'Payment terms',
  currency: 'Currency',
  lines: 'Goods',
  no: 'No.',
  quotation: 'Quotation',
  product: 'Product',
  layers: 'Layers',
  sampling: { yes: 'Sampling: yes', no: 'Sampling: no' },
  bagSize: '{size} mm',
  rollSize: 'Web width {width} mm, core {core} mm',
  rollWidth: 'Web width {width} mm',
  amountAsAgreed: '* Amount as agreed when the contract was made, from the unrounded unit price.',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  total: 'Total',
  taxIncluded: 'tax included',
  taxExcluded: 'tax excluded',
  clauses: 'Terms',
  clauseText: [
    'Prices and quantities are those of the quotations named above.',
    'Production starts once the prepayment the payment terms ask for is received and the artwork is confirmed.',
    'Quantities delivered may differ from those ordered within the tolerance agreed for printed packaging.',
  ],
  signatures: 'Signatures',
  signature: 'Signature and seal',
  footer: '{company} · Contract {number}',
  page: 'Page {page} of {pages}',
};

const cn: ContractDocumentTexts = {
  title: '购销合同',
  number: '合同编号',
  date: '日期',
  seller: '供方',
  buyer: '需方',
  customerName: '客户',
  enterprise: '公司',
  contact: '联系人',
  phone: '电话',
  type: '合同类型',
  paymentTerms: '付款方式',
  currency: '币种',
  lines: '货物明细',
  no: '序号',
  quotation: '报价单',
  product: '产品',
  layers: '材料结构',
  sampling: { yes: '打样：是', no: '打样：否' },
  bagSize: '{size} 毫米',
  rollSize: '膜宽 {width} 毫米，纸芯 {core} 毫米',
  rollWidth: '膜宽 {width} 毫米',
  amountAsAgreed: '* 金额为合同签订时按未取整单价计算的金额。',
  quantity: '数量',
  unitPrice: '单价',
  amount: '金额',
  total: '合计',
  taxIncluded: '含税',
  taxExcluded: '不含税',
  clauses: '条款',
  clauseText: [
    '价格与数量以上述报价单为准。',
    '按付款方式收到预付款并确认印刷稿后安排生产。',
    '交货数量允许在软包装印刷约定的误差范围内浮动。',
  ],
  signatures: '签章',
  signature: '签字盖章',
  footer: '{company} · 合同 {number}',
  page: '第 {page} 页，共 {pages} 页',
};

export const CONTRACT_DOCUMENT_TEXTS: Record<Locale, ContractDocumentTexts> = { cn, en };
