import type { quotationsEn } from './quotations.en';

export const quotationsCn: Record<keyof typeof quotationsEn, string> = {
  'quotations.printingTypeInvalid': '请选择数码印刷或凹版印刷',
  'quotations.makeInvalid': '请选择袋子或卷膜',
  'quotations.bagTypeInvalid': '未知的袋型',
  'quotations.unitInvalid': '请选择按个、公斤、米或印次报价',
  'quotations.matteInvalid': '未知的哑油类型',
  'quotations.coatingInvalid': '未知的上光方式',
  'quotations.proofMatchInvalid': '未知的打样对色方式',
  'quotations.directionInvalid': '未知的制袋方向',
  'quotations.paymentTermsInvalid': '未知的付款方式',
};
