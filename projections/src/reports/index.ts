import type { ProjectionArea } from '../area';
import { moneyFlowsProjector } from './money-flows.projector';
import { receivablesProjector } from './receivables.projector';

export { MONEY_FLOW_EVENT_TYPES, moneyFlowsProjector } from './money-flows.projector';
export { RECEIVABLE_EVENT_TYPES, receivablesProjector, reportsAudience } from './receivables.projector';
export { type SpanFlow, refreshReceivableSpans, spansOf } from './receivable-spans';
export { type AgeingFilter, type AgeingRow, ageingRows } from './receivables.query';
export type {
  MoneyFlowTableRow,
  ReceivableContractTableRow,
  ReceivableFlowTableRow,
  ReceivableOrderTableRow,
} from './reports.table';

/** Finance's read side: receivables by day (the ageing) and money flows. Golden-bean flows read bean_entries. */
export const reportProjections: ProjectionArea = {
  name: 'reports',
  projectors: [receivablesProjector, moneyFlowsProjector],
  reactors: [],
};
