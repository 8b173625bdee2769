import type { CustomerView } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';
import { type CustomerList, type CustomerReader, listScope } from './customer-scope';
import { isShort, maskedPhoneGuard, normalizedKeyword } from './customer-search';
import { type CustomerFilter, type Page, countOf, filtered, toView, viewOf } from './customer-view';

/**
 * Up to this many matches of a keyword are collected and sorted as a whole, and counted; more are
 * paged in index order and answered as "more than this many" (`countAtLeast`). Fewer for one or
 * two characters: the grams are not in the list's index, so a pair most rows hold is collected
 * from the rows themselves. Counting every match of a keyword most rows hold would read every
 * entry of the list's index for each page, most of the page's time, for a figure nobody pages
 * through: they type a longer keyword.
 */
export const FEW_MATCHES = 200;
export const FEW_SHORT_MATCHES = 100;

const newestFirst = (a: { id: string; at: number }, b: { id: string; at: number }) =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * GET customer and GET customer/high-seas: a page, newest updated first, and how many match
 * (with a keyword many rows hold: at least how many, `countAtLeast`).
 *
 * With a keyword the planner cannot know where the matches lie: when few rows hold it, the
 * keyword's own index (grams or trigrams) finds them at once; when many do, the list's index
 * read in order finds a page at once, unless the matches all lie far down the list; and a
 * wrong guess reads every row. So: first collect up to `few` + 1 matches in any order (the
 * keyword's index, or the first rows of the list). Few: they are the answer, sorted here and
 * counted without counting. Many: one ordered pass over the list's index alone (no row is read:
 * the filters are in the index) yields the page's ids, reading only as far as the page and one
 * row more (the count is "more than `few`"); then the page's rows. A keyword costs at most two
 * reads of the list's index. Every query carries the object rules.
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
    // How many matches are counted; `few` (tests) makes fewer of them collected, not fewer counted.
    const counted = isShort(keyword) ? FEW_SHORT_MATCHES : FEW_MATCHES;
    const enough = few ?? counted;
    // One or two digits where phones are masked: the grams find nearly every row (every phone
    // holds them), and the guard keeps some tenth of them (codes, names, enterprises holding the
    // digits), many enough to be found at once in the list's order, inside its index.
    const inOrder = isShort(keyword) && maskedPhoneGuard(keyword, reader, list) !== undefined;
    const matches = inOrder
      ? undefined
      : await filtered(db, scope, filter, 'find', reader, list)
          .select(['c.id', 'c.updated_at'])
          .limit(enough + 1)
          .execute();
    if (matches && matches.length <= enough) {
      const ids = matches
        .map((m) => ({ id: m.id, at: new Date(m.updated_at).getTime() }))
        .sort(newestFirst)
        .slice(page.offset, page.offset + page.size)
        .map((m) => m.id);
      return { rows: await rowsOf(ids), count: matches.length };
    }
    // More than `enough` match (or not looked for). The ordered pass reads the list's index until
    // the page and one row more (is there a next page?), and on to the counted matches when
    // `enough` has not told them.
    const told = matches !== undefined && enough >= counted;
    const reach = Math.max(told ? 0 : counted, page.offset + page.size);
    const pass = await db
      .selectFrom(
        filtered(db, scope, filter, 'scan', reader, list)
          .select(['c.id', 'c.updated_at'])
          .orderBy('c.updated_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(reach + 1)
          .as('m'),
      )
      .select(['m.id', sql<string>`count(*) over ()`.as('total')])
      .orderBy('m.updated_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute();
    const rows = await rowsOf(pass.map((r) => r.id));
    if (pass.length === 0) {
      // Past the last page: all the matches lie before it (the pass read past it), so they are counted.
      const all = filtered(db, scope, filter, 'scan', reader, list)
        .select('c.id')
        .limit(page.offset + 1);
      const n = await db
        .selectFrom(all.as('m'))
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow();
      return { rows, count: Number(n.n) };
    }
    const total = Number(pass[0]!.total);
    // Every match read: the count. Otherwise at least one more than read, and more than counted.
    if (total <= reach) return { rows, count: total };
    return { rows, count: Math.max(total, counted + 1), countAtLeast: true };
  }
  const q = filtered(db, scope, filter, 'find', reader, list);
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
