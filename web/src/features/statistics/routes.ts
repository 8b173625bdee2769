import { STATISTICS_PATHS } from '@packflow/contracts';
import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** One chunk for the six pages (with the chart library and the grid, which only they load). */
const screen = lazyScreen(
  () => import('./components/statistics-screen'),
  ({ StatisticsScreen }) => StatisticsScreen,
);

/** Admin's statistics pages, by their menu path. */
export const STATISTICS_ROUTES: readonly ScreenRoute[] = Object.values(STATISTICS_PATHS).map(
  (path): ScreenRoute => [path, screen],
);
