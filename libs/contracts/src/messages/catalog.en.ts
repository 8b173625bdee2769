/** Material, accessory, bag type and quotation settings: messages in English; catalog.cn.ts holds the same keys in Chinese. */
export const catalogEn = {
  'catalog.printingTypesInvalid': 'Please choose digital and/or gravure printing',
  'catalog.unitInvalid': 'Please choose per piece or per metre',
  'catalog.paymentTermsInvalid': 'Unknown payment terms',
  'catalog.localeInvalid': 'The locale must be cn or en',
  'catalog.currencyInvalid': 'The currency must be CNY or USD',
  'catalog.marginsInvalid': 'Give a margin for each payment term',
  'catalog.currencyListInvalid': 'Give one entry for cn and one for en',
} as const;
