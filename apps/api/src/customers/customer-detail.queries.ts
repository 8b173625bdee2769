import type { CustomerTimelineEntry, CustomerView } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { customerPolicies } from '@packflow/domain';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';
import { type CustomerReader, customerScope } from './customer-scope';
import { type Page, filtered, isoOf, toView, viewOf } from './customer-view';

/** GET customer/:id: the customer when the reader may see it, else undefined (404). */
export async function findCustomer(
  db: Kysely<Database>,
  reader: CustomerReader,
  id: string,
): Promise<CustomerView | undefined> {
  const row = await viewOf(filtered(db, customerScope(reader), {}))
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row && toView(row, reader);
}

/** GET customer/:id/timeline: newest first, names resolved; undefined (404) when the customer is out of reach. */
export async function customerTimeline(
  db: Kysely<Database>,
  reader: CustomerReader,
  id: string,
  page: Paging,
): Promise<Page<CustomerTimelineEntry> | undefined> {
  const rm = db.withSchema('rm');
  const scope = customerScope(reader);
  const entries = rm
    .selectFrom('customer_timeline as t')
    .where('t.customer_id', '=', id)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('customers as c').select('c.id').whereRef('c.id', '=', 't.customer_id').where(scope),
      ),
    );
  const [visible, rows, count] = await Promise.all([
    filtered(db, scope, {}).select(['c.id', 'c.owner_id']).where('c.id', '=', id).executeTakeFirst(),
    entries
      .leftJoin('accounts as a', 'a.id', 't.actor_id')
      .select([
        sql<string>`t.position::text`.as('position'),
        't.at',
        't.type',
        't.actor_id',
        'a.nickname as actor_name',
        't.details',
      ])
      .orderBy('t.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    entries.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  if (!visible) return undefined;
  const owners = new Set<string>();
  const grades = new Set<string>();
  for (const r of rows) {
    for (const key of ['fromId', 'toId', 'ownerId'])
      if (typeof r.details[key] === 'string') owners.add(r.details[key]);
    for (const key of ['gradeId', 'fromGradeId'])
      if (typeof r.details[key] === 'string') grades.add(r.details[key]);
  }
  const [ownerNames, gradeNames] = await Promise.all([
    owners.size
      ? rm
          .selectFrom('accounts')
          .select(['id', 'nickname as name'])
          .where('id', 'in', [...owners])
          .execute()
      : [],
    grades.size
      ? rm
          .selectFrom('trader_grades')
          .select(['id', 'name'])
          .where('id', 'in', [...grades])
          .execute()
      : [],
  ]);
  const person = new Map(ownerNames.map((r) => [r.id, r.name]));
  const grade = new Map(gradeNames.map((r) => [r.id, r.name]));
  // Edits of the phone or email show them as the reader sees the customer's own (high-seas privacy).
  const owner = visible.owner_id === null ? null : { id: visible.owner_id };
  const changesFor = (changes: unknown) =>
    Array.isArray(changes)
      ? changes.map((c: { field?: unknown; from?: unknown; to?: unknown }) =>
          typeof c?.field === 'string'
            ? {
                ...c,
                from: customerPolicies.changedValueFor(reader, owner, c.field, c.from),
                to: customerPolicies.changedValueFor(reader, owner, c.field, c.to),
              }
            : c,
        )
      : changes;
  const nameOf = (names: Map<string, string>, value: unknown) =>
    typeof value === 'string' ? (names.get(value) ?? null) : null;
  return {
    rows: rows.map((r) => {
      const d = r.details;
      const names: Record<string, unknown> = {};
      if ('fromId' in d) names.from = nameOf(person, d.fromId);
      if ('toId' in d) names.to = nameOf(person, d.toId);
      if ('ownerId' in d) names.owner = nameOf(person, d.ownerId);
      if ('gradeId' in d) names.grade = nameOf(grade, d.gradeId);
      if ('fromGradeId' in d) names.fromGrade = nameOf(grade, d.fromGradeId);
      if ('changes' in d) names.changes = changesFor(d.changes);
      return {
        position: r.position,
        at: isoOf(r.at)!,
        type: r.type,
        actorId: r.actor_id,
        actorName: r.actor_name,
        details: { ...d, ...names },
      };
    }),
    count: Number(count.n),
  };
}
