import { bill, commissionLedger, wageSheet } from '@packflow/domain';
import type { EventData, EventStore, RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import { type Append, allEvents } from './month-close-setup';

/**
 * The month close's wage part in tests: staff accounts as the product registers them, and the
 * check that every wage sheet was made once and equals the fold of the ledger (commissionLedger,
 * the domain's reference) up to its close's cutoff, with its account's wages and the previous
 * sheet's negative commission carried in.
 */

export interface Wages {
  wage: string | null;
  workWage: string | null;
}

/** A staff account registered (and disabled, when asked). */
export const accountMade = (
  id: string,
  nickname: string,
  role: string,
  wages: Wages,
  disabled = false,
): Append => ({
  stream: `account-${id}`,
  events: [
    {
      type: 'AccountRegistered',
      data: {
        id,
        passwordHash: 'h',
        profile: {
          nickname,
          username: id,
          phone: '13800000000',
          sex: '男',
          role,
          roles: [role],
          areacode: role === 'OperatorIndex' ? 'Q' : null,
          country: 'cn',
          is_from: null,
          wage: wages.wage,
          work_wage: wages.workWage,
          headimg: '',
        },
      },
    },
    ...(disabled ? [{ type: 'AccountDisabled', data: {} } as EventData] : []),
  ],
});

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/**
 * Every wage sheet of the store against the ledger's fold: made once per stream; its collections,
 * earned and line ids those of the staff's month in the fold of the events up to its cutoff; its
 * base and position its account's; its carried-in the previous sheet's carried-out; its commission,
 * carried-out and total as they follow. Answers the problems found (none: []) and the sheets by stream.
 */
export async function checkWageSheets(
  store: EventStore,
  wagesOf: (staffId: string) => Wages,
): Promise<{ problems: string[]; sheets: Map<string, wageSheet.WageSheetMadeData> }> {
  const events = await allEvents(store);
  const problems: string[] = [];
  const made = new Map<string, RecordedEvent[]>();
  for (const e of events)
    if (e.streamId.startsWith(wageSheet.WAGE_SHEET_PREFIX) && e.type === 'WageSheetMade')
      made.set(e.streamId, [...(made.get(e.streamId) ?? []), e]);
  const sheets = new Map<string, wageSheet.WageSheetMadeData>();
  for (const [stream, list] of made) {
    if (list.length !== 1) problems.push(`${stream}: made ${list.length} times`);
    sheets.set(stream, list[0]!.data as wageSheet.WageSheetMadeData);
  }
  const ledgers = new Map<string, ReturnType<typeof commissionLedger.commissionLinesOf>>();
  const ledgerAt = (cutoff: string) => {
    let lines = ledgers.get(cutoff);
    if (!lines) {
      lines = commissionLedger.commissionLinesOf(events.filter((e) => e.position <= BigInt(cutoff)));
      ledgers.set(cutoff, lines);
    }
    return lines;
  };
  for (const [stream, s] of sheets) {
    const sums = commissionLedger.ledgerMonth(ledgerAt(s.cutoff), s.staffId, s.month);
    // The previous month's sheet (none: nothing carried).
    const before = bill.addMonths(s.month, -1);
    const previous = [...sheets.values()].find((p) => p.staffId === s.staffId && p.month === before);
    const carriedIn = previous?.carriedOut ?? '0.00';
    const { commission, carriedOut } = wageSheet.commissionOf(sums.earned, carriedIn);
    const wages = wagesOf(s.staffId);
    const base = money(wages.wage ?? 0);
    const position = money(wages.workWage ?? 0);
    const want = {
      base,
      position,
      collections: sums.collections,
      earned: sums.earned,
      carriedIn,
      commission,
      carriedOut,
      total: money(new Decimal(base).plus(position).plus(commission)),
      lineIds: [...sums.lineIds].sort().join(','),
    };
    const got = {
      base: s.base,
      position: s.position,
      collections: s.collections,
      earned: s.earned,
      carriedIn: s.carriedIn,
      commission: s.commission,
      carriedOut: s.carriedOut,
      total: s.total,
      lineIds: [...s.lineIds].sort().join(','),
    };
    if (JSON.stringify(got) !== JSON.stringify(want))
      problems.push(`${stream}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
  return { problems, sheets };
}
