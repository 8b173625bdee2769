import type { LoginLogEntry, LoginLogQuery } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';

/** /Login/Log: every attempt, newest first, filtered by part of the username, the result and a date range. */
export async function listLoginLog(
  db: Kysely<Database>,
  filters: LoginLogQuery,
  page: Paging,
): Promise<{ rows: LoginLogEntry[]; count: number }> {
  const keyword = filters.keyword || filters.username || '';
  let q = db.withSchema('rm').selectFrom('login_log');
  if (keyword)
    q = q.where(
      sql<boolean>`lower(username) like ${`%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  if (filters.result) q = q.where('result', '=', filters.result);
  if (filters.from) q = q.where('at', '>=', new Date(filters.from));
  // A bare date as the end means the whole of that day.
  const to = filters.to;
  if (to)
    q = q.where('at', '<', /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(Date.parse(to) + 864e5) : new Date(to));
  const [rows, count] = await Promise.all([
    q
      .select(['at', 'account_id', 'username', 'nickname', 'role', 'ip', 'user_agent', 'result'])
      .select(sql<string>`position::text`.as('position'))
      .orderBy('login_log.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      position: r.position,
      at: new Date(r.at).toISOString(),
      accountId: r.account_id,
      username: r.username,
      nickname: r.nickname,
      role: r.role,
      ip: r.ip,
      userAgent: r.user_agent,
      result: r.result as LoginLogEntry['result'],
    })),
    count: Number(count.n),
  };
}
