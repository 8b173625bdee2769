import type { ProjectionArea } from '../area';
import { STATISTICS_PROJECTORS } from './statistics.projector';

export {
  STATISTICS_PROJECTORS,
  STAT_ROW_TABLES,
  statFinanceProjector,
  statLogisticsProjector,
  statOrdersProjector,
  statProductProjector,
  statQualityProjector,
  statisticsAudience,
} from './statistics.projector';
export type { StatFactTableRow, StatRowTable } from './stat.table';

/** Admin's statistics: day rows per page, each from the domain's fold of the events. */
export const statisticsProjections: ProjectionArea = {
  name: 'statistics',
  projectors: [...STATISTICS_PROJECTORS],
  reactors: [],
};
