/** Quotation screens: the wizard, lists, detail, comparison and price review, in English; quotations.cn.ts has the same keys. */
export const quotationsEn = {
  title: '',
};
