import { QUOTATION_CREATE_PATH } from '../../lib/session-keys';

/** The wizard's path is the session keys' too: leaving it forgets the quotation it started from. */
export { QUOTATION_CREATE_PATH };

/** Where the quotation screens are (the detail and comparison are button routes in the menus). */
export const QUOTATION_LIST_PATH = '/Quotation';

export const quotationDetailPath = (id: string): string => `/Quotation/Detail?id=${encodeURIComponent(id)}`;

export const quotationComparePath = (a: string, b: string): string =>
  `/Quotation/Compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`;

/** The wizard filled in from a quotation, saving a new revision in its lineage. */
export const quotationRevisePath = (id: string): string =>
  `${QUOTATION_CREATE_PATH}?revisionOf=${encodeURIComponent(id)}`;
