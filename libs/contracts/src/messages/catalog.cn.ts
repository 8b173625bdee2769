import type { catalogEn } from './catalog.en';

export const catalogCn: Record<keyof typeof catalogEn, string> = {
  'catalog.printingTypesInvalid': '请选择数码印刷或凹版印刷',
  'catalog.unitInvalid': '请选择按个或按米计价',
  'catalog.paymentTermsInvalid': '未知的付款方式',
  'catalog.localeInvalid': '语言须为 cn 或 en',
  'catalog.currencyInvalid': '币种须为 CNY 或 USD',
  'catalog.marginsInvalid': '请为每种付款方式填写利润率',
  'catalog.currencyListInvalid': '请分别填写中文和英文的币种设置',
};
