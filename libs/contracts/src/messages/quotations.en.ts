/** Quotations, the wizard and price review: messages in English; quotations.cn.ts holds the same keys in Chinese. */
export const quotationsEn = {
  'quotations.printingTypeInvalid': 'Please choose digital or gravure printing',
  'quotations.makeInvalid': 'Please choose bag or roll film',
  'quotations.bagTypeInvalid': 'Unknown bag type',
  'quotations.unitInvalid': 'Please choose per piece, kg, metre or impression',
  'quotations.matteInvalid': 'Unknown matte type',
  'quotations.coatingInvalid': 'Unknown coating',
  'quotations.proofMatchInvalid': 'Unknown proof match',
  'quotations.directionInvalid': 'Unknown bag-making direction',
  'quotations.paymentTermsInvalid': 'Unknown payment terms',
} as const;
