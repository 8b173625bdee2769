/** A page of history as the screens use it: the entries and how many there are in all. */
export interface HistoryPage<Entry> {
  entries: Entry[];
  count: number;
}
