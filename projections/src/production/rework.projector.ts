import { PRODUCTION_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { rework } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import { KeptCounts, upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import { createReworkTables } from './rework.table';

/**
 * production_reworks, from an order's rework stream (`rework-<orderId>`): one row per rework item,
 * open until Product finishes it (its good quantity goes back to inspection as the next lot), or
 * closed with the order. Counts by status in production_rework_counts.
 */

export const PRODUCTION_REWORKS_READ_MODEL = PRODUCTION_READ_MODELS.productionReworks;

type Row = Selectable<Database['production_reworks']>;
type NewRow = Insertable<Database['production_reworks']>;

const orderIdOf = (event: RecordedEvent): string => event.streamId.slice(rework.REWORK_STREAM_PREFIX.length);

/** The lot number n of a lot id `<orderId>:<n>`. */
const lotOf = (reworkId: string): number => Number(reworkId.slice(reworkId.lastIndexOf(':') + 1)) || 0;

/** Who hears live of a rework item: the factory (the rework list) and Admin. */
export const reworkAudience = { roles: ['Admin', 'ProductManage', 'Product', 'QualityTesting'] };

const working = (row: Row): NewRow => ({
  ...row,
  opened_at: iso(row.opened_at)!,
  finished_at: iso(row.finished_at),
  updated_at: iso(row.updated_at)!,
});

export const productionReworksProjector: Projector = {
  name: PRODUCTION_REWORKS_READ_MODEL,
  version: 1,
  eventTypes: rework.REWORK_EVENT_TYPES,
  tables: ['production_reworks', 'production_rework_counts'],
  createTables: createReworkTables,

  async applyBatch(db, events) {
    const items = new Map<string, NewRow>();
    const ids = [...new Set(events.map(orderIdOf))];
    for (const part of chunks(ids, 1000))
      for (const row of await db
        .selectFrom('production_reworks')
        .selectAll()
        .where('order_id', 'in', part)
        .execute())
        items.set(row.rework_id, working(row));
    const before = new Map([...items].map(([id, r]) => [id, [r.status]]));
    const changed = new Set<string>();
    for (const event of events) {
      const orderId = orderIdOf(event);
      const e = { type: event.type, data: event.data } as rework.ReworkEvent;
      const stamp = {
        stream_revision: event.revision,
        position: event.position.toString(),
        updated_at: eventTime(event),
      };
      if (e.type === 'ReworkOpened') {
        const d = e.data;
        if (items.has(d.reworkId)) continue;
        items.set(d.reworkId, {
          rework_id: d.reworkId,
          order_id: d.orderId,
          lot: lotOf(d.reworkId),
          number: d.number,
          customer_name: d.customerName,
          stage: d.stage,
          quantity: d.quantity,
          unit: d.unit,
          reason: d.reason,
          status: 'open',
          good_quantity: null,
          waste: null,
          note: null,
          finished_by: null,
          opened_at: d.at,
          finished_at: null,
          search: [d.number, d.customerName].join(' ').toLowerCase(),
          ...stamp,
        });
        changed.add(d.reworkId);
      } else if (e.type === 'ReworkFinished') {
        const item = items.get(e.data.reworkId);
        if (!item || item.status !== 'open') continue;
        items.set(item.rework_id, {
          ...item,
          status: 'finished',
          good_quantity: e.data.goodQuantity,
          waste: e.data.waste,
          note: e.data.note,
          finished_by: e.data.by,
          finished_at: e.data.at,
          ...stamp,
        });
        changed.add(item.rework_id);
      } else {
        for (const item of items.values())
          if (item.order_id === orderId && item.status === 'open') {
            items.set(item.rework_id, { ...item, status: 'closed', ...stamp });
            changed.add(item.rework_id);
          }
      }
    }
    if (!changed.size) return undefined;
    const rows = [...changed].map((id) => items.get(id)!);
    await upsertRows(db, 'production_reworks', ['rework_id'], rows);
    const counts = new KeptCounts('production_rework_counts', ['status']);
    for (const row of rows) counts.move(before.get(row.rework_id), [row.status]);
    await counts.write(db);
    return {
      ids: [...new Set(rows.map((r) => r.order_id))],
      audience: reworkAudience,
    } satisfies ReadModelChange;
  },
};
