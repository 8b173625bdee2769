/** Where the quotation screens are (the detail and comparison are button routes in the menus). */
export const QUOTATION_LIST_PATH = '/Quotation';
export const QUOTATION_CREATE_PATH = '/QuotationCreate';

export const quotationDetailPath = (id: string): string => `/Quotation/Detail?id=${encodeURIComponent(id)}`;

export const quotationComparePath = (a: string, b: string): string =>
  `/Quotation/Compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`;

/** The wizard filled in from a quotation, saving a new revision in its lineage. */
export const quotationRevisePath = (id: string): string =>
  `${QUOTATION_CREATE_PATH}?revisionOf=${encodeURIComponent(id)}`;
