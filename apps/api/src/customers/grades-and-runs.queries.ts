import type { ReleaseRunView, TraderGrade } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';
import { type Page, isoOf } from './customer-view';

export interface TraderGradeHistoryEntry {
  position: string;
  gradeId: string;
  type: 'created' | 'changed' | 'deleted';
  name: string;
  factor: string;
  from: { name: string; factor: string } | null;
  at: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
}

export interface ReleaseRunEntry extends ReleaseRunView {
  /** Salesmen's customers the run reviews. */
  total: number;
  startedAt: string;
  error: string | null;
}

/** GET customer-grade: the trader grades in use, by name. */
export async function listTraderGrades(db: Kysely<Database>, page: Paging): Promise<Page<TraderGrade>> {
  const q = db.withSchema('rm').selectFrom('trader_grades').where('deleted', '=', false);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'name', 'factor'])
      .orderBy('name')
      .orderBy('id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** GET customer-grade/history: every create, change and delete, newest first; of one grade with `gradeId`. */
export async function traderGradeHistory(
  db: Kysely<Database>,
  page: Paging,
  gradeId?: string,
): Promise<Page<TraderGradeHistoryEntry>> {
  let q = db.withSchema('rm').selectFrom('trader_grade_history as h');
  if (gradeId) q = q.where('h.grade_id', '=', gradeId);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('accounts as a', 'a.id', 'h.user_id')
      .select([
        sql<string>`h.position::text`.as('position'),
        'h.grade_id',
        'h.action',
        'h.name',
        'h.factor',
        'h.from_name',
        'h.from_factor',
        'h.at',
        'h.user_id',
        'a.nickname as user_name',
        'h.role',
      ])
      .orderBy('h.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      position: r.position,
      gradeId: r.grade_id,
      type: r.action as TraderGradeHistoryEntry['type'],
      name: r.name,
      factor: r.factor,
      from: r.from_name !== null ? { name: r.from_name, factor: r.from_factor ?? '' } : null,
      at: isoOf(r.at)!,
      userId: r.user_id,
      userName: r.user_name,
      role: r.role,
    })),
    count: Number(count.n),
  };
}

/** GET customer-release/runs: one row per day, newest day first. */
export async function listReleaseRuns(db: Kysely<Database>, page: Paging): Promise<Page<ReleaseRunEntry>> {
  const q = db.withSchema('rm').selectFrom('release_runs');
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('day', 'desc').limit(page.size).offset(page.offset).execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      day: r.day,
      state: r.state as ReleaseRunView['state'],
      total: r.total,
      released: r.released ?? 0,
      warned: r.warned ?? 0,
      startedAt: isoOf(r.started_at)!,
      at: isoOf(r.at)!,
      error: r.error,
    })),
    count: Number(count.n),
  };
}
