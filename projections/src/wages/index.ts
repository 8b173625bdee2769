import type { ProjectionArea } from '../area';
import { commissionLinesProjector } from './commission-lines.projector';
import { wageSheetsProjector } from './wage-sheets.projector';

export {
  COMMISSION_EVENT_TYPES,
  commissionAudience,
  commissionLinesProjector,
} from './commission-lines.projector';
export {
  applyWageSheet,
  sheetIdOfStream,
  wageSheetsAudience,
  wageSheetsProjector,
} from './wage-sheets.projector';
export type {
  CommissionLineTableRow,
  CommissionMonthTableRow,
  CommissionScheduleTableRow,
} from './commission.table';
export type { WageSheetTableRow } from './wage-sheets.table';

/** The wages' read side: the commission ledger with its months, and the wage sheets. */
export const wagesProjections: ProjectionArea = {
  name: 'wages',
  projectors: [commissionLinesProjector, wageSheetsProjector],
  reactors: [],
};
