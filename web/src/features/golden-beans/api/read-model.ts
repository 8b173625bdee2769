/**
 * The API's name for the golden-bean read model in live `readmodel.changed` events; every query
 * key here starts with it, so a recharge, debit or reversal anywhere refetches these screens.
 */
export const BEANS_READ_MODEL = 'golden_beans';
