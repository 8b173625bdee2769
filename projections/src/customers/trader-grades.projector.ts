import { customerKeys, customerPolicies } from '@packflow/domain';
import type { Projector } from '../projector';
import { eventTime } from '../rows';
import { createTraderGradesTables } from './trader-grades.table';

/** /Customer/Grade: trader grades (deleted ones stay, flagged, so old timelines still name them) and their history. */
export const traderGradesProjector: Projector = {
  name: 'trader_grades',
  version: 1,
  eventTypes: customerKeys.TRADER_GRADE_EVENT_TYPES,
  tables: ['trader_grades', 'trader_grade_history'],

  createTables: createTraderGradesTables,

  async applyBatch(db, events) {
    const ids = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as customerKeys.TraderGradeEvent;
      const at = eventTime(event);
      const id = e.data.id;
      const meta = { at, user_id: event.metadata.userId ?? null, role: event.metadata.role ?? null };
      const position = event.position.toString();
      if (e.type === 'TraderGradeCreated') {
        const row = {
          id,
          name: e.data.name,
          factor: e.data.factor,
          deleted: false,
          created_at: at,
          updated_at: at,
        };
        await db
          .insertInto('trader_grades')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        await db
          .insertInto('trader_grade_history')
          .values({ position, grade_id: id, action: 'created', name: row.name, factor: row.factor, ...meta })
          .execute();
      } else {
        const current = await db
          .selectFrom('trader_grades')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) continue;
        const name = e.type === 'TraderGradeChanged' ? e.data.name : current.name;
        const factor = e.type === 'TraderGradeChanged' ? e.data.factor : current.factor;
        await db
          .updateTable('trader_grades')
          .set({ name, factor, deleted: e.type === 'TraderGradeDeleted' || current.deleted, updated_at: at })
          .where('id', '=', id)
          .execute();
        await db
          .insertInto('trader_grade_history')
          .values({
            position,
            grade_id: id,
            action: e.type === 'TraderGradeChanged' ? 'changed' : 'deleted',
            name,
            factor,
            from_name: e.type === 'TraderGradeChanged' ? e.data.from.name : null,
            from_factor: e.type === 'TraderGradeChanged' ? e.data.from.factor : null,
            ...meta,
          })
          .execute();
      }
      ids.add(id);
    }
    return ids.size
      ? { ids: [...ids], audience: { roles: [...customerPolicies.GRADE_AUDIENCE] } }
      : undefined;
  },
};
