import type { CustomerView } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';
import { type CustomerList, type CustomerReader, listScope } from './customer-scope';
import { isShort, normalizedKeyword } from './customer-search';
import { type CustomerFilter, type Page, countOf, filtered, toView, viewOf } from './customer-view';

/**
 * Up to this many matches of a keyword are collected and sorted as a whole; more are paged in
 * index order. Fewer for one or two characters: the grams are not in the list's index, so a
 * pair most rows hold is collected from the rows themselves.
 */
export const FEW_MATCHES = 1000;
export const FEW_SHORT_MATCHES = 100;

const newestFirst = (a: { id: string; at: number }, b: { id: string; at: number }) =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * GET customer and GET customer/high-seas: a page, newest updated first, and how many match.
 *
 * With a keyword the planner cannot know where the matches lie: when few rows hold it, the
 * keyword's own index (grams or trigrams) finds them at once; when many do, the list's index
 * read in order finds a page at once, unless the matches all lie far down the list; and a
 * wrong guess reads every row. So: first collect up to `few` + 1 matches in any order (the
 * keyword's index, or the first rows of the list). Few: they are the answer, sorted here and
 * counted without counting. Many: one ordered pass over the list's index alone (no row is read:
 * the filters are in the index) yields the page's ids and the count; then the page's rows.
 * No keyword costs much more than two reads of the list's index. Every query carries the object rules.
 * (Tests pass a small `few` to walk both ways.)
 */
export async function listCustomers(
  db: Kysely<Database>,
  reader: CustomerReader,
  list: CustomerList,
  filter: CustomerFilter,
  page: Paging,
  few?: number,
): Promise<Page<CustomerView>> {
  const scope = listScope(reader, list);
  const rowsOf = async (ids: string[]) =>
    ids.length
      ? (
          await viewOf(filtered(db, scope, {}))
            .where('c.id', 'in', ids)
            .orderBy('c.updated_at', 'desc')
            .orderBy('c.id', 'desc')
            .execute()
        ).map((r) => toView(r, reader))
      : [];
  const keyword = normalizedKeyword(filter.keyword ?? '');
  if (keyword) {
    const enough = few ?? (isShort(keyword) ? FEW_SHORT_MATCHES : FEW_MATCHES);
    const matches = await filtered(db, scope, filter, 'find', reader)
      .select(['c.id', 'c.updated_at'])
      .limit(enough + 1)
      .execute();
    if (matches.length <= enough) {
      const ids = matches
        .map((m) => ({ id: m.id, at: new Date(m.updated_at).getTime() }))
        .sort(newestFirst)
        .slice(page.offset, page.offset + page.size)
        .map((m) => m.id);
      return { rows: await rowsOf(ids), count: matches.length };
    }
    const pass = await filtered(db, scope, filter, 'scan', reader)
      .select(['c.id', sql<string>`count(*) over ()`.as('total')])
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute();
    const count = pass.length
      ? Number(pass[0]!.total)
      : await countOf(filtered(db, scope, filter, 'scan', reader));
    return { rows: await rowsOf(pass.map((r) => r.id)), count };
  }
  const q = filtered(db, scope, filter, 'find', reader);
  const rows = await viewOf(q)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  // A page that is not full is the last one: it tells the count without counting.
  const last = rows.length < page.size && (rows.length > 0 || page.offset === 0);
  return {
    rows: rows.map((r) => toView(r, reader)),
    count: last ? page.offset + rows.length : await countOf(q),
  };
}
