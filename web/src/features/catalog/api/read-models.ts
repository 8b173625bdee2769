/**
 * The API's names for the read models behind these screens, as live `readmodel.changed` events
 * name them; every query key here starts with one, so the console's live invalidation reaches it.
 */
export const CATALOG_READ_MODEL = 'catalog';
export const SETTINGS_READ_MODEL = 'settings';

/** A page of history as the screens use it: the entries and how many there are in all. */
export interface HistoryPage<Entry> {
  entries: Entry[];
  count: number;
}
