import type { AreaJob, ProjectionArea } from '../area';
import { billLinesProjector } from './bill-lines.projector';
import { billsProjector } from './bills.projector';
import { monthCloseJob } from './month-close.job';
import { monthClosesProjector } from './month-closes.projector';

export { BILL_LINE_EVENT_TYPES, billLinesProjector, billsAudience } from './bill-lines.projector';
export { applyBill, billIdOfStream, billsProjector } from './bills.projector';
export { monthClosesAudience, monthClosesProjector } from './month-closes.projector';
export {
  MONTH_CLOSE_JOB,
  monthCloseJob,
  monthCloseTick,
  runMonthClose,
  shanghaiHour,
  waitForReadModel,
} from './month-close.job';
export * from './month-close-settings';
export type {
  BillContractTableRow,
  BillLineTableRow,
  BillOrderTableRow,
  BillReceiptTableRow,
  BillRefundTableRow,
} from './bill-lines.table';
export type { BillTableRow, MonthCloseTableRow } from './bills.table';

/** The bills' read side: the lines bills take, the bills, the months' closes, and the job that closes a month. */
export const billProjections: ProjectionArea = {
  name: 'bills',
  projectors: [billLinesProjector, billsProjector, monthClosesProjector],
  reactors: [],
  jobs: [monthCloseJob as unknown as AreaJob<never>],
};
