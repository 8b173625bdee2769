import { type CommissionSchedule, WAGES_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { billLines, commission, wageSettings } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { type FactLine, LineBatch, factTableNames } from '../bills/line-batch';
import { dayOf, money } from '../bills/money-events';
import { upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks } from '../rows';
import { COMMISSION_FACT_TABLES, createCommissionTables } from './commission.table';

/**
 * commission_lines (month-end.md, "Wages and commission"): the commission ledger, one line per
 * money or order event of a contract as the bills' lines read them (the same facts fold, on tables
 * of its own), in the month the event happened (a collection counts when Finance confirms it),
 * owned by the contract's owner, counted with the schedule in force that day as the
 * CommissionScheduled events so far set it (a rebuild gives the same lines); and commission_months,
 * each owner's month added up. A past month never changes: a reversal or refund lands in its own.
 */

export const COMMISSION_EVENT_TYPES = [
  ...billLines.BILL_LINE_EVENT_TYPES,
  ...wageSettings.WAGE_SETTINGS_EVENT_TYPES,
] as const;

type LineRow = Insertable<Database['commission_lines']>;
type MonthRow = Selectable<Database['commission_months']>;

/** Who hears of the ledger live: Finance, Admin and the lines' owners. */
export const commissionAudience = (owners: Iterable<string>) => ({
  roles: ['Admin', 'Finance'],
  users: [...new Set(owners)],
});

const EARNS = new Set(['collection', 'reversal', 'refund']);
const monthKey = (staffId: string, month: string) => `${staffId} ${month}`;

/** A line of the facts with the schedule in force when its event came. */
interface Pending {
  event: RecordedEvent;
  line: FactLine;
  schedule: CommissionSchedule;
}

const scheduleOfRow = (r: {
  effective_from: string;
  tiers: string;
  usd_rate: string;
}): CommissionSchedule => ({
  effectiveFrom: r.effective_from,
  tiers: JSON.parse(r.tiers) as CommissionSchedule['tiers'],
  usdRate: r.usd_rate,
  by: null,
  byName: null,
  at: null,
});

/** The ledger line of a line of the facts, its month's sums moved by it. */
function ledgerLine({ event, line, schedule }: Pending, month: MonthRow): LineRow {
  const day = dayOf(line.at);
  const amount = line.fact === 'refund' ? money(new Decimal(line.amount).neg()) : money(line.amount);
  const cny = commission.inYuan(amount, line.currency as 'CNY' | 'USD', schedule.usdRate);
  const earns = EARNS.has(line.fact);
  const base = month.collections;
  const earned = earns ? commission.lineCommission(schedule.tiers, base, cny) : '0.00';
  if (earns) month.collections = money(new Decimal(month.collections).plus(cny));
  else month.signed = money(new Decimal(month.signed).plus(cny));
  month.earned = money(new Decimal(month.earned).plus(earned));
  month.line_count += 1;
  return {
    line_id: line.line_id,
    kind: line.fact,
    staff_id: line.owner_id,
    day,
    month: day.slice(0, 7),
    contract_id: line.contract_id ?? '',
    contract_number: line.contract_number ?? '',
    customer_id: line.customer_id,
    customer_name: line.customer_name,
    order_id: line.order_id ?? null,
    order_number: line.order_number ?? null,
    amount,
    currency: line.currency,
    cny,
    base: money(base),
    commission: earned,
    effective_from: schedule.effectiveFrom,
    event_id: event.id,
    event_type: event.type,
    stream_id: event.streamId,
    position: event.position.toString(),
  };
}

async function loadMonths(db: Transaction<Database>, pending: readonly Pending[]) {
  const months = new Map<string, MonthRow>();
  const byMonth = new Map<string, Set<string>>();
  for (const { line } of pending) {
    const month = dayOf(line.at).slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? new Set()).add(line.owner_id));
  }
  for (const [month, staff] of byMonth)
    for (const part of chunks([...staff], 1000))
      for (const r of await db
        .selectFrom('commission_months')
        .selectAll()
        .where('month', '=', month)
        .where('staff_id', 'in', part)
        .execute())
        months.set(monthKey(r.staff_id, r.month), r);
  return months;
}

export const commissionLinesProjector: Projector = {
  name: WAGES_READ_MODELS.commissionLines,
  version: 1,
  eventTypes: COMMISSION_EVENT_TYPES,
  tables: [
    'commission_lines',
    'commission_months',
    'commission_schedules',
    ...factTableNames(COMMISSION_FACT_TABLES),
  ],
  createTables: createCommissionTables,

  async applyBatch(db, events) {
    const schedules: CommissionSchedule[] = (
      await db.selectFrom('commission_schedules').selectAll().orderBy('effective_from').execute()
    ).map(scheduleOfRow);
    const scheduled = new Map<string, { schedule: CommissionSchedule; position: string }>();
    const pending: Pending[] = [];
    const batch = new LineBatch(COMMISSION_FACT_TABLES, (event, line) =>
      pending.push({ event, line, schedule: commission.scheduleOn(schedules, dayOf(line.at)) }),
    );
    await batch.load(db, events);
    for (const event of events) {
      if (event.type === 'CommissionScheduled') {
        if (event.streamId !== wageSettings.WAGE_SETTINGS_STREAM) continue;
        const d = event.data as wageSettings.ScheduledCommission;
        const schedule: CommissionSchedule = {
          effectiveFrom: d.effectiveFrom,
          tiers: d.tiers,
          usdRate: d.usdRate,
          by: null,
          byName: null,
          at: null,
        };
        // The last set for a day replaces the one before.
        const at = schedules.findIndex((s) => s.effectiveFrom === d.effectiveFrom);
        if (at >= 0) schedules.splice(at, 1);
        schedules.push(schedule);
        schedules.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
        scheduled.set(d.effectiveFrom, { schedule, position: event.position.toString() });
      } else batch.apply(event);
    }
    await batch.write(db);
    if (scheduled.size)
      await upsertRows(
        db,
        'commission_schedules',
        ['effective_from'],
        [...scheduled.values()].map(({ schedule, position }) => ({
          effective_from: schedule.effectiveFrom,
          tiers: JSON.stringify(schedule.tiers),
          usd_rate: schedule.usdRate,
          position,
        })),
      );
    if (!pending.length) return undefined;
    const months = await loadMonths(db, pending);
    const lines = pending.map((p) => {
      const key = monthKey(p.line.owner_id, dayOf(p.line.at).slice(0, 7));
      const month = months.get(key) ?? {
        staff_id: p.line.owner_id,
        month: dayOf(p.line.at).slice(0, 7),
        signed: '0.00',
        collections: '0.00',
        earned: '0.00',
        line_count: 0,
      };
      months.set(key, month);
      return ledgerLine(p, month);
    });
    const touched = new Set(lines.map((l) => monthKey(l.staff_id, l.month)));
    for (const part of chunks(lines, 200))
      await db
        .insertInto('commission_lines')
        .values(part)
        .onConflict((oc) => oc.column('line_id').doNothing())
        .execute();
    await upsertRows(
      db,
      'commission_months',
      ['staff_id', 'month'],
      [...touched].map((k) => months.get(k)!),
    );
    return {
      ids: lines.map((l) => l.line_id),
      audience: commissionAudience(lines.map((l) => l.staff_id)),
    } satisfies ReadModelChange;
  },
};
