import { normalizedPhone } from '@packflow/contracts';
import { customerPolicies } from '@packflow/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type CustomerList, type CustomerReader, scopeSql } from './customer-scope';

/** The keyword as the search columns hold it: lower-cased; a phone number typed with spaces, dashes or brackets without them. */
export function normalizedKeyword(keyword: string): string {
  const k = keyword.trim();
  return /^[+\d\s()-]+$/.test(k) ? normalizedPhone(k) : k.toLowerCase();
}

export const isShort = (k: string): boolean => Array.from(k).length <= 2;

/** A keyword that is (part of) a phone number: digits, + and the separators people type. */
const isPhoneLike = (keyword: string): boolean => /^[+\d\s()-]+$/.test(keyword.trim());

/**
 * High-seas privacy in the search: where the reader sees contacts masked, a phone-like keyword
 * finds a customer by its whole phone number only (or by its code, name or enterprise holding
 * it), so nobody learns a masked number by searching it digit by digit. Undefined: no limit.
 *
 * Said on `search` (code, name, phone as typed, the phone without separators when it differs,
 * enterprise, joined by U+001F; a phone-like keyword is digits and '+', which lower-casing leaves
 * alone), which the lists' indexes carry: the guard is checked inside the index, without reading
 * the rows, as the keyword is. Within `list`, the customers whose contacts the reader sees whole
 * are all of the list (his own) or none of it (the high seas), so the guard says no more than it must.
 */
export function maskedPhoneGuard(
  keyword: string,
  reader: CustomerReader,
  list?: CustomerList,
): Expression<SqlBool> | undefined {
  const k = normalizedKeyword(keyword);
  if (!k || !isPhoneLike(keyword)) return undefined;
  const whole = customerPolicies.wholeContactsScope(reader);
  const reach = list ? customerPolicies.listScope(reader, list) : undefined;
  if (whole.kind === 'all') return undefined;
  if (whole.kind === 'ownedBy' && reach?.kind === 'ownedBy' && reach.ownerId === whole.ownerId)
    return undefined;
  const nowhereWhole = whole.kind === 'ownedBy' && (reach?.kind === 'unowned' || reach?.kind === 'none');
  const sep = '\u001f';
  const fields = sql<SqlBool>`(strpos(split_part(c.search, ${sep}, 1), ${k}) > 0
    or strpos(split_part(c.search, ${sep}, 2), ${k}) > 0
    or strpos(split_part(c.search, ${sep}, -1), ${k}) > 0
    or strpos(${sep} || c.search || ${sep}, ${sep + k + sep}) > 0)`;
  return nowhereWhole ? fields : sql<SqlBool>`(${scopeSql(whole)} or ${fields})`;
}

/**
 * How a keyword is looked for: `find` through the keyword's own index where one helps, `scan`
 * row by row in the list's index (which carries `search`), bounded by one read of it.
 */
export type KeywordUse = 'find' | 'scan';

/**
 * The keyword filter: code, name, phone or enterprise contains it; `search LIKE` says it for any
 * keyword. To find one or two characters (two Chinese characters are the most common search,
 * and trigrams cannot find them) the grams say the same exactly, with an index that finds the
 * rows holding a rare pair at once. A trigram index (where pg_trgm is available) finds a keyword
 * that is one run of three or more letters or digits. Any other keyword ('e co', 'co.', 'harbour
 * tea') is hidden from it (coalesce() costs nothing per row): its trigrams are those of each
 * short word apart, which most rows hold even when few match, and rechecking them all costs far
 * more than one read of the list's index.
 */
export function keywordMatch(keyword: string, use: KeywordUse = 'find'): Expression<SqlBool> | undefined {
  const k = normalizedKeyword(keyword);
  if (!k) return undefined;
  if (use === 'find' && isShort(k)) return sql<SqlBool>`c.grams @> ARRAY[${k}]::text[]`;
  const pattern = `%${k.replace(/[%_\\]/g, '\\$&')}%`;
  if (use === 'find' && /^[\p{L}\p{N}]{3,}$/u.test(k)) return sql<SqlBool>`c.search like ${pattern}`;
  return sql<SqlBool>`coalesce(c.search, '') like ${pattern}`;
}
