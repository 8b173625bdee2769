/**
 * The API's names for the read models the quotation screens show, as live events name them; every
 * query key starts with one, so a 'readmodel.changed' event refetches exactly those queries.
 */
export const QUOTATIONS_READ_MODEL = 'quotations';
export const BEANS_READ_MODEL = 'golden_beans';
/** Materials, accessories, bag types and knife styles. */
export const CATALOG_READ_MODEL = 'catalog';
/** The settings documents: rates, the allowed ratio range, golden-bean fee, currency list. */
export const SETTINGS_READ_MODEL = 'settings';
