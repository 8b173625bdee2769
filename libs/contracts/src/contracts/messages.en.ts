/** Contracts: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const contractsEn = {
  'contracts.created': 'Contract {number} created',
  'contracts.inProgress': 'Contract {number} is being made; the list shows it when it is ready',
  'contracts.needsQuotation': 'Contract generation needs at least one quotation',
  'contracts.tooManyQuotations': 'A contract takes at most {max} quotations',
  'contracts.duplicateQuotation': 'Quotation {number} is selected twice',
  'contracts.customerDiffers':
    'Quotations for different customers cannot be combined: {number} is for another customer',
  'contracts.paymentTermsDiffer':
    'Quotations with different payment terms cannot be combined: {number} differs',
  'contracts.printingTypeDiffers':
    'Quotations of different printing types cannot be combined: {number} differs',
  'contracts.typeDiffers': 'Quotation {number} is of another printing type than the contract type chosen',
  'contracts.currencyDiffers': 'Quotations in different currencies cannot be combined: {number} differs',
  'contracts.taxDiffers':
    'Quotation {number} was quoted with another tax setting: the contract must match its quotations',
  'contracts.quotationPending': 'Quotation {number} is still waiting for price review',
  'contracts.quotationRejected': 'Quotation {number} was rejected at price review',
  'contracts.quotationSuperseded': 'Quotation {number} has been revised: please use the newer one',
  'contracts.quotationUnderContract': 'Quotation {number} is already under contract {contract}',
  'contracts.quotationNoQuantity': 'Quotation {number} has no quantity',
  'contracts.notYourCustomer': 'The customer of quotation {number} is not one of your customers',
  'contracts.ownersOnly': 'Only salesmen and trade customers make contracts',
  'contracts.typeInvalid': 'Please choose digital or gravure printing',
  'contracts.samplingNotInContract': 'Sampling can only be chosen for a quotation of this contract',
  'contracts.idsInvalid': 'Please give the quotations as comma-separated ids',
  'contracts.dateRange': 'The start date must not be after the end date',
} as const;
