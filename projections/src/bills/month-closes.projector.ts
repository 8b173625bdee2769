import { BILLS_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { billEvents } from '@packflow/domain';
import type { Insertable } from 'kysely';
import { upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, iso } from '../rows';
import { createMonthClosesTables } from './bills.table';

/**
 * month_closes, from the month-close process streams (`month-close-<yyyymm>`): each month's close
 * with its customers done of the total, the bills made, its salesmen done of the total and the
 * wage sheets made, and how it ended. Finance and Admin follow
 * it live.
 */

type NewRow = Insertable<Database['month_closes']>;

export const MONTH_CLOSE_EVENT_TYPES = [
  'MonthCloseStarted',
  'MonthCloseCustomersDone',
  'MonthCloseWagesStarted',
  'MonthCloseSalesmenDone',
  'MonthCloseFinished',
  'MonthCloseFailed',
] as const;

/** yyyy-mm of a month-close stream. */
export const monthOfCloseStream = (streamId: string): string => {
  const m = streamId.slice(billEvents.MONTH_CLOSE_PREFIX.length);
  return `${m.slice(0, 4)}-${m.slice(4, 6)}`;
};

export const monthClosesAudience = { roles: ['Admin', 'Finance'] };

export const monthClosesProjector: Projector = {
  name: BILLS_READ_MODELS.monthCloses,
  version: 2,
  eventTypes: MONTH_CLOSE_EVENT_TYPES,
  tables: ['month_closes'],
  createTables: createMonthClosesTables,

  async applyBatch(db, events) {
    const mine = events.filter((e) => e.streamId.startsWith(billEvents.MONTH_CLOSE_PREFIX));
    const months = [...new Set(mine.map((e) => monthOfCloseStream(e.streamId)))];
    const current = new Map<string, NewRow>();
    for (const part of chunks(months, 1000))
      for (const row of await db.selectFrom('month_closes').selectAll().where('month', 'in', part).execute())
        current.set(row.month, {
          ...row,
          started_at: iso(row.started_at)!,
          finished_at: iso(row.finished_at),
          updated_at: iso(row.updated_at)!,
        });
    const changed = new Set<string>();
    for (const event of mine) {
      const month = monthOfCloseStream(event.streamId);
      const row = current.get(month);
      const e = { type: event.type, data: event.data } as billEvents.MonthCloseEvent;
      let next: NewRow | undefined;
      if (e.type === 'MonthCloseStarted')
        next = row ?? {
          month,
          status: 'running',
          cutoff: e.data.cutoff,
          total: e.data.customerIds.length,
          done: 0,
          bills: 0,
          wage_total: 0,
          wage_done: 0,
          sheets: 0,
          started_at: e.data.at,
          finished_at: null,
          by: e.data.by,
          error: null,
          updated_at: e.data.at,
        };
      else if (!row) continue;
      else if (e.type === 'MonthCloseCustomersDone')
        next = {
          ...row,
          status: row.status === 'done' ? 'done' : 'running',
          done: row.done + e.data.customers.length,
          bills: row.bills + e.data.customers.filter((c) => c.billed).length,
          error: null,
          updated_at: e.data.at,
        };
      else if (e.type === 'MonthCloseWagesStarted')
        next = { ...row, wage_total: e.data.salesmen.length, updated_at: e.data.at };
      else if (e.type === 'MonthCloseSalesmenDone')
        next = {
          ...row,
          status: row.status === 'done' ? 'done' : 'running',
          wage_done: row.wage_done + e.data.staff.length,
          sheets: row.sheets + e.data.staff.filter((s) => s.made).length,
          error: null,
          updated_at: e.data.at,
        };
      else if (e.type === 'MonthCloseFinished')
        next = {
          ...row,
          status: 'done',
          bills: e.data.bills,
          finished_at: e.data.at,
          error: null,
          updated_at: e.data.at,
        };
      else if (e.type === 'MonthCloseFailed')
        next = { ...row, status: 'failed', error: e.data.error, updated_at: e.data.at };
      else continue;
      current.set(month, next);
      changed.add(month);
    }
    if (!changed.size) return undefined;
    await upsertRows(
      db,
      'month_closes',
      ['month'],
      [...changed].map((m) => current.get(m)!),
    );
    return { ids: [...changed], audience: monthClosesAudience } satisfies ReadModelChange;
  },
};
