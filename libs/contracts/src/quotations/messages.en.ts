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
  'quotations.generated': 'Quotation generated',
  'quotations.generatedForReview':
    'Quotation generated; its price ratio is outside the allowed range and waits for the supervisor',
  'quotations.ratioApplied': 'The new price ratio applies',
  'quotations.ratioForReview':
    'The price ratio is outside the allowed range: it has been sent to the supervisor for review',
  'quotations.unchanged': 'Nothing changed',
  'quotations.approved': 'Price adjustment approved',
  'quotations.rejected': 'Price adjustment rejected',
  'quotations.superseded': 'This quotation has been revised: please work on the newer one, {number}',
  'quotations.notPending': 'Only a quotation waiting for price review can be approved or rejected',
  'quotations.reasonRequired': 'Please give the reason for the rejection',
  'quotations.ownersOnly': 'Only salesmen and trade customers generate quotations',
  'quotations.revisionCustomer': 'A revision is for the same customer as the quotation it revises',
  'quotations.dateRange': 'The start date must not be after the end date',
} as const;
