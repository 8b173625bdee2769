import type {
  CommissionLine,
  CommissionLineKind,
  WageHistoryEntry,
  WageSheetRow,
  WageSheetStatus,
  WageSheetView,
} from '@packflow/contracts';
import { splitFilePaths } from '@packflow/contracts';
import { wageSheet } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { CommissionLineTableRow } from '@packflow/projections';
import type { Selectable } from 'kysely';
import type { ReachedSheet } from './wages-inputs';

/**
 * The wages' answers: a row of the lists from rm.wage_sheets, a ledger line from
 * rm.commission_lines, and a sheet's detail told from its own stream (so it is current the moment
 * a step is answered) with its lines, adjustments, history and the actions the reader may take.
 */

type Instant = Date | string;
const iso = (v: Instant): string => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Instant | null): string | null => (v === null ? null : iso(v));
const money = (v: string | number): string => Number(v).toFixed(2);

/** The columns of rm.wage_sheets a row is made of. */
export interface WageSheetRecord {
  id: string;
  staff_id: string;
  staff_name: string;
  areacode: string | null;
  month: string;
  status: string;
  base: string;
  position: string;
  collections: string;
  earned: string;
  carried_in: string;
  commission: string;
  carried_out: string;
  adjustments: string;
  total: string;
  checked_at: Instant | null;
  paid_at: Instant | null;
  updated_at: Instant;
}

export const wageSheetRow = (r: WageSheetRecord): WageSheetRow => ({
  id: r.id,
  staffId: r.staff_id,
  staffName: r.staff_name,
  areacode: r.areacode as WageSheetRow['areacode'],
  month: r.month,
  status: r.status as WageSheetStatus,
  base: money(r.base),
  position: money(r.position),
  collections: money(r.collections),
  earned: money(r.earned),
  carriedIn: money(r.carried_in),
  commission: money(r.commission),
  carriedOut: money(r.carried_out),
  adjustments: money(r.adjustments),
  total: money(r.total),
  checkedAt: isoOrNull(r.checked_at),
  paidAt: isoOrNull(r.paid_at),
  updatedAt: iso(r.updated_at),
});

/** The columns of rm.commission_lines a line is made of, as the projection's table declares them. */
export type CommissionLineRecord = Selectable<CommissionLineTableRow>;

export const commissionLine = (r: CommissionLineRecord): CommissionLine => ({
  lineId: r.line_id,
  kind: r.kind as CommissionLineKind,
  staffId: r.staff_id,
  day: r.day,
  month: r.month,
  contractId: r.contract_id,
  contractNumber: r.contract_number,
  customerId: r.customer_id,
  customerName: r.customer_name,
  orderId: r.order_id,
  orderNumber: r.order_number,
  amount: money(r.amount),
  currency: r.currency as CommissionLine['currency'],
  cny: money(r.cny),
  base: money(r.base),
  commission: money(r.commission),
  effectiveFrom: r.effective_from,
  eventId: r.event_id,
  eventType: r.event_type,
  streamId: r.stream_id,
  position: String(r.position),
});

/** What an event of the sheet says beside its type: the adjustment and its reason, the close, the proof. */
function noteOf(event: RecordedEvent): string {
  const e = { type: event.type, data: event.data } as wageSheet.WageSheetEvent;
  switch (e.type) {
    case 'WageSheetMade':
      return `${e.data.closeId} @ ${e.data.cutoff}`;
    case 'WageSheetAdjusted':
      return `${e.data.amount} ${e.data.reason}`;
    case 'WageSheetPaid':
      return e.data.proofs;
    default:
      return '';
  }
}

const byOf = (event: RecordedEvent): string => {
  const d = event.data as { by?: string };
  return d.by ?? event.metadata.userId ?? 'system';
};
const atOf = (event: RecordedEvent): string => {
  const d = event.data as { at?: string };
  return d.at ?? event.created.toISOString();
};

/** Everyone a sheet's detail names (who adjusted, checked and paid). */
export const peopleOfSheet = (sheet: ReachedSheet): string[] => sheet.history.map(byOf);

/** A sheet's detail as the reader sees it now. */
export function wageSheetView(
  sheet: ReachedSheet,
  lines: CommissionLine[],
  names: ReadonlyMap<string, string>,
  reader: wageSheet.WageActor,
): WageSheetView {
  const { state, history } = sheet;
  const made = state.made!;
  const figures = wageSheet.figuresOf(state)!;
  const name = (id: string) => names.get(id) ?? id;
  const history_: WageHistoryEntry[] = history.map((e) => ({
    type: e.type,
    by: byOf(e),
    byName: name(byOf(e)),
    at: atOf(e),
    note: noteOf(e),
    position: e.position.toString(),
  }));
  return {
    id: sheet.id,
    staffId: made.staffId,
    staffName: made.staffName,
    areacode: made.areacode as WageSheetView['areacode'],
    month: made.month,
    status: state.status!,
    ...figures,
    checkedAt: state.checked?.at ?? null,
    paidAt: state.paid?.at ?? null,
    updatedAt: history.length ? atOf(history[history.length - 1]!) : made.at,
    lines,
    adjustmentList: state.adjustments.map((a) => ({
      adjustmentId: a.adjustmentId,
      amount: a.amount,
      reason: a.reason,
      by: a.by,
      byName: name(a.by),
      at: a.at,
    })),
    history: history_,
    proofs: splitFilePaths(state.paid?.proofs),
    actions: wageSheet.wageSheetActions(state, reader),
    revision: history.length - 1,
  };
}
