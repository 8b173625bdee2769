import { REPORTS_READ_MODELS } from '@packflow/contracts';
import { billLines } from '@packflow/domain';
import type { Projector, ReadModelChange } from '../projector';
import { FlowBatch } from './flow-batch';
import { refreshReceivableSpans } from './receivable-spans';
import { createReceivableTables } from './reports.table';

/**
 * receivable_flows (issue 24's rule, as ageing.flowsOfHistory states it): a signing adds the
 * order's amount at (sign day, sign day); a cancel, an invalidation or a released clearance takes
 * it off at (sign day, that day); money confirmed is applied to the order it names, then to the
 * contract's oldest signed orders with something outstanding, each part at (the order's sign day,
 * the later of the day received and the sign day); what is left waits as an advance (sign day
 * null) until the contract's next order is signed; a reversed receipt comes off what waits first,
 * then goes back onto its order (or the contract's newest); a refund paid adds back at (sign day,
 * pay day). As of a day, the flows dated up to it sum to what is owed, bucketed by the sign day.
 */

/** The events the receivables follow: those the bills' lines follow. */
export const RECEIVABLE_EVENT_TYPES = billLines.BILL_LINE_EVENT_TYPES;

/** Finance hears of the receivables live. */
export const reportsAudience = { roles: ['Admin', 'Finance'] };

export const receivablesProjector: Projector = {
  name: REPORTS_READ_MODELS.receivables,
  version: 5,
  eventTypes: RECEIVABLE_EVENT_TYPES,
  tables: [
    'receivable_flows',
    'receivable_spans',
    'receivable_parties',
    'receivable_contracts',
    'receivable_orders',
    'receivable_receipts',
    'receivable_refunds',
  ],
  createTables: createReceivableTables,

  async applyBatch(db, events) {
    const batch = new FlowBatch();
    await batch.load(db, events);
    for (const event of events) batch.applyEvent(event);
    await batch.write(db);
    if (!batch.flows.length) return undefined;
    const customerIds = [...new Set(batch.flows.map((f) => f.customer_id))];
    await refreshReceivableSpans(db, customerIds);
    return {
      ids: customerIds,
      audience: reportsAudience,
    } satisfies ReadModelChange;
  },
};
