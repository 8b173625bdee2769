import { WAGES_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { wageSheet } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { Insertable } from 'kysely';
import { money } from '../bills/money-events';
import { upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, iso } from '../rows';
import { createWageSheetsTables } from './wage-sheets.table';

/**
 * wage_sheets, from the wage sheet streams (`wages-<staffId>-<yyyymm>`): one row per sheet with
 * its figures as made, adjustments added as they come, where it stands (to check, to pay, paid)
 * and the stream's revision. Finance, Admin and the sheet's salesman hear of it live.
 */

type NewRow = Insertable<Database['wage_sheets']>;

export const sheetIdOfStream = (streamId: string): string =>
  streamId.slice(wageSheet.WAGE_SHEET_PREFIX.length);

export const wageSheetsAudience = (staff: Iterable<string>) => ({
  roles: ['Admin', 'Finance'],
  users: [...new Set(staff)],
});

/** The row after one event of its sheet (undefined: no row yet and the event does not make one). */
export function applyWageSheet(row: NewRow | undefined, event: RecordedEvent): NewRow | undefined {
  const e = { type: event.type, data: event.data } as wageSheet.WageSheetEvent;
  if (e.type === 'WageSheetMade') {
    if (row) return row;
    const d = e.data;
    return {
      id: sheetIdOfStream(event.streamId),
      staff_id: d.staffId,
      staff_name: d.staffName,
      areacode: d.areacode,
      month: d.month,
      status: 'toCheck',
      base: money(d.base),
      position: money(d.position),
      collections: money(d.collections),
      earned: money(d.earned),
      carried_in: money(d.carriedIn),
      commission: money(d.commission),
      carried_out: money(d.carriedOut),
      adjustments: '0.00',
      total: money(d.total),
      cutoff: d.cutoff,
      checked_at: null,
      paid_at: null,
      updated_at: d.at,
      revision: event.revision,
    };
  }
  if (!row) return undefined;
  const moved = { ...row, updated_at: e.data.at, revision: event.revision };
  switch (e.type) {
    case 'WageSheetAdjusted':
      return {
        ...moved,
        adjustments: money(new Decimal(row.adjustments).plus(e.data.amount)),
        total: money(new Decimal(row.total).plus(e.data.amount)),
      };
    case 'WageSheetChecked':
      return { ...moved, status: 'toPay', checked_at: e.data.at };
    case 'WageSheetPaid':
      return { ...moved, status: 'paid', paid_at: e.data.at };
    default:
      return row;
  }
}

export const wageSheetsProjector: Projector = {
  name: WAGES_READ_MODELS.wageSheets,
  version: 1,
  eventTypes: wageSheet.WAGE_SHEET_EVENT_TYPES,
  tables: ['wage_sheets'],
  createTables: createWageSheetsTables,

  async applyBatch(db, events) {
    const mine = events.filter((e) => e.streamId.startsWith(wageSheet.WAGE_SHEET_PREFIX));
    const ids = [...new Set(mine.map((e) => sheetIdOfStream(e.streamId)))];
    const current = new Map<string, NewRow>();
    for (const part of chunks(ids, 1000))
      for (const row of await db.selectFrom('wage_sheets').selectAll().where('id', 'in', part).execute())
        current.set(row.id, {
          ...row,
          checked_at: iso(row.checked_at),
          paid_at: iso(row.paid_at),
          updated_at: iso(row.updated_at)!,
        });
    const changed = new Set<string>();
    for (const event of mine) {
      const id = sheetIdOfStream(event.streamId);
      const before = current.get(id);
      const next = applyWageSheet(before, event);
      if (!next || next === before) continue;
      current.set(id, next);
      changed.add(id);
    }
    if (!changed.size) return undefined;
    const rows = [...changed].map((id) => current.get(id)!);
    await upsertRows(db, 'wage_sheets', ['id'], rows);
    return {
      ids: [...changed],
      audience: wageSheetsAudience(rows.map((r) => r.staff_id)),
    } satisfies ReadModelChange;
  },
};
