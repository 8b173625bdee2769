import type { MonthCloseStatus } from '@packflow/contracts';
import { type Decider, DomainError, assertNever } from '../shared/decider';
import { addMonths, isMonth, shanghaiDay } from './bill';
import type { MonthCloseCommand, MonthCloseEvent } from './bill-events';

export { MONTH_CLOSE_PREFIX, monthCloseStream } from './bill-events';
export type { MonthCloseCommand, MonthCloseEvent } from './bill-events';

/**
 * A month's close (month-end.md, "Periods are streams"): one process stream per month that fixes
 * the customers to bill when it starts (with the store position it reads up to), records each
 * customer done, and finishes once every one is. A re-run, a second worker or a worker killed
 * mid-close produces nothing twice: a second start, a customer done again and a second finish are
 * no events.
 */

export interface MonthCloseState {
  started: boolean;
  /** yyyy-mm; null until started. */
  month: string | null;
  /** null until started or failed. */
  status: MonthCloseStatus | null;
  cutoff: string | null;
  customerIds: string[];
  done: Record<string, { billed: boolean; at: string }>;
  /** Bills made (customers done with a bill). */
  bills: number;
  /** The wage sheets' part, once every customer is done: the salesmen fixed, those done, sheets made. */
  wages: { started: boolean; salesmen: string[]; done: Record<string, boolean>; sheets: number };
  by: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

export const initialMonthCloseState = (): MonthCloseState => ({
  started: false,
  month: null,
  status: null,
  cutoff: null,
  customerIds: [],
  done: {},
  bills: 0,
  wages: { started: false, salesmen: [], done: {}, sheets: 0 },
  by: null,
  startedAt: null,
  finishedAt: null,
  error: null,
});

/** Customers done of the total. */
export const progressOf = (state: MonthCloseState): { total: number; done: number } => ({
  total: state.customerIds.length,
  // Only customers of the close are ever recorded done.
  done: Object.keys(state.done).length,
});

/** Wage sheets done of the salesmen (0 of 0 until the wages' part starts). */
export const wagesProgressOf = (state: MonthCloseState): { total: number; done: number } => ({
  total: state.wages.salesmen.length,
  done: Object.keys(state.wages.done).length,
});

/** The salesmen whose sheets are still to make. */
export const pendingSalesmen = (state: MonthCloseState): string[] =>
  state.wages.salesmen.filter((id) => !(id in state.wages.done));

/** The customers still to close. */
export const pendingCustomers = (state: MonthCloseState): string[] =>
  state.customerIds.filter((id) => !state.done[id]);

const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

function started(state: MonthCloseState): void {
  if (!state.started) throw refuse('BILLS.CLOSE_NOT_STARTED', 'bills.closeNotStarted');
}

function decide(command: MonthCloseCommand, state: MonthCloseState): MonthCloseEvent[] {
  switch (command.type) {
    case 'StartMonthClose': {
      if (state.started) return [];
      const d = command.data;
      if (!isMonth(d.month)) throw refuse('BILLS.MONTH_INVALID', 'bills.monthInvalid', {}, 'month');
      return [
        {
          type: 'MonthCloseStarted',
          data: { ...d, customerIds: [...new Set(d.customerIds)] },
        },
      ];
    }
    case 'RecordCustomersDone': {
      started(state);
      const d = command.data;
      const known = new Set(state.customerIds);
      const unknown = d.customers.find((c) => !known.has(c.customerId));
      if (unknown)
        throw refuse('BILLS.CLOSE_CUSTOMER_UNKNOWN', 'bills.closeCustomerUnknown', {
          customerId: unknown.customerId,
        });
      // Those done already (an earlier try recorded them) are left out; nothing new, no event.
      const fresh = [...new Map(d.customers.map((c) => [c.customerId, c])).values()].filter(
        (c) => !state.done[c.customerId],
      );
      if (!fresh.length) return [];
      return [
        {
          type: 'MonthCloseCustomersDone',
          data: { customers: fresh.map((c) => ({ customerId: c.customerId, billed: c.billed })), at: d.at },
        },
      ];
    }
    case 'StartMonthCloseWages': {
      started(state);
      if (state.wages.started) return [];
      const { total, done } = progressOf(state);
      if (done < total) throw refuse('BILLS.CLOSE_UNFINISHED', 'bills.closeUnfinished', { done, total });
      return [
        {
          type: 'MonthCloseWagesStarted',
          data: { salesmen: [...new Set(command.data.salesmen)], at: command.data.at },
        },
      ];
    }
    case 'RecordSalesmenDone': {
      started(state);
      const known = new Set(state.wages.salesmen);
      const unknown = command.data.staff.find((s) => !known.has(s.staffId));
      if (unknown)
        throw refuse('WAGES.CLOSE_SALESMAN_UNKNOWN', 'wages.closeSalesmanUnknown', {
          staffId: unknown.staffId,
        });
      const fresh = [...new Map(command.data.staff.map((s) => [s.staffId, s])).values()].filter(
        (s) => !(s.staffId in state.wages.done),
      );
      if (!fresh.length) return [];
      return [
        {
          type: 'MonthCloseSalesmenDone',
          data: { staff: fresh.map((s) => ({ staffId: s.staffId, made: s.made })), at: command.data.at },
        },
      ];
    }
    case 'FinishMonthClose': {
      started(state);
      if (state.status === 'done') return [];
      const { total, done } = progressOf(state);
      if (done < total) throw refuse('BILLS.CLOSE_UNFINISHED', 'bills.closeUnfinished', { done, total });
      const wages = wagesProgressOf(state);
      if (wages.done < wages.total)
        throw refuse('WAGES.CLOSE_SALESMEN_UNFINISHED', 'wages.closeSalesmenUnfinished', wages);
      return [{ type: 'MonthCloseFinished', data: { bills: state.bills, at: command.data.at } }];
    }
    case 'FailMonthClose':
      if (state.status === 'done') return [];
      return [{ type: 'MonthCloseFailed', data: { ...command.data } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: MonthCloseState, event: MonthCloseEvent): MonthCloseState {
  switch (event.type) {
    case 'MonthCloseStarted':
      return {
        ...state,
        started: true,
        month: event.data.month,
        status: 'running',
        cutoff: event.data.cutoff,
        customerIds: event.data.customerIds,
        by: event.data.by,
        startedAt: event.data.at,
        error: null,
      };
    case 'MonthCloseCustomersDone': {
      const done = { ...state.done };
      let bills = state.bills;
      for (const c of event.data.customers) {
        if (done[c.customerId]) continue;
        done[c.customerId] = { billed: c.billed, at: event.data.at };
        if (c.billed) bills++;
      }
      // A failed close resumes when the next customers are done.
      return { ...state, status: state.started ? 'running' : state.status, done, bills };
    }
    case 'MonthCloseWagesStarted':
      return { ...state, wages: { ...state.wages, started: true, salesmen: event.data.salesmen } };
    case 'MonthCloseSalesmenDone': {
      const done = { ...state.wages.done };
      let sheets = state.wages.sheets;
      for (const s of event.data.staff) {
        if (s.staffId in done) continue;
        done[s.staffId] = s.made;
        if (s.made) sheets++;
      }
      return {
        ...state,
        status: state.started ? 'running' : state.status,
        wages: { ...state.wages, done, sheets },
      };
    }
    case 'MonthCloseFinished':
      return { ...state, status: 'done', bills: event.data.bills, finishedAt: event.data.at, error: null };
    case 'MonthCloseFailed':
      return { ...state, status: 'failed', error: event.data.error };
    default:
      return state;
  }
}

export const monthCloseDecider: Decider<MonthCloseState, MonthCloseCommand, MonthCloseEvent> = {
  initialState: initialMonthCloseState,
  evolve,
  decide,
};

// ---------------------------------------------------------------- which months may be closed

/** The month (yyyy-mm, Asia/Shanghai) of an instant. */
export const shanghaiMonth = (at: string | Date): string => shanghaiDay(at).slice(0, 7);

/** The month before the one `now` is in (Asia/Shanghai): the one the schedule closes. */
export const previousMonth = (now: string | Date): string => addMonths(shanghaiMonth(now), -1);

/** The latest of the months, or null. */
const latest = (months: readonly string[]): string | null =>
  months.length ? months.reduce((a, b) => (b > a ? b : a)) : null;

/**
 * The months Admin may close now, newest first: those that have ended (Asia/Shanghai) after the
 * last month closed (`closedMonths`: the months whose close is done), at most `limit` back from
 * the previous month when none is closed.
 */
export function closableMonths(closedMonths: readonly string[], now: string | Date, limit = 12): string[] {
  const last = latest(closedMonths);
  const months: string[] = [];
  for (let m = previousMonth(now); months.length < limit && (!last || m > last); m = addMonths(m, -1))
    months.push(m);
  return months;
}

/**
 * Refuses a month that may not be closed: not a month, not ended yet (Asia/Shanghai), or a
 * later month already closed. A month closed already may run again (it makes nothing twice).
 */
export function checkClosable(month: string, closedMonths: readonly string[], now: string | Date): void {
  if (!isMonth(month)) throw refuse('BILLS.MONTH_INVALID', 'bills.monthInvalid', {}, 'month');
  if (month >= shanghaiMonth(now)) throw refuse('BILLS.CLOSE_NOT_PAST', 'bills.closeNotPast', {}, 'month');
  const later = latest(closedMonths.filter((m) => m > month));
  if (later) throw refuse('BILLS.CLOSE_LATER_DONE', 'bills.closeLaterDone', { month, later }, 'month');
}
