import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { INSPECTION_PATHS } from './components/paths';

const lists = lazyScreen(
  () => import('./components/inspection-list-screen'),
  ({ InspectionListScreen }) => InspectionListScreen,
);

/**
 * Quality inspection's screens, by their menu path: the lots waiting and inspected
 * (QualityTesting), the failed lots' decisions (ProductManage), the concessions (OperatorManage),
 * the rework items (Product) and the inspection settings (Admin).
 */
export const INSPECTION_ROUTES: readonly ScreenRoute[] = [
  [INSPECTION_PATHS.wait, lists],
  [INSPECTION_PATHS.finished, lists],
  [
    INSPECTION_PATHS.failed,
    lazyScreen(
      () => import('./components/decision-screens'),
      ({ FailedLotsScreen }) => FailedLotsScreen,
    ),
  ],
  [
    INSPECTION_PATHS.concession,
    lazyScreen(
      () => import('./components/decision-screens'),
      ({ ConcessionScreen }) => ConcessionScreen,
    ),
  ],
  [
    INSPECTION_PATHS.rework,
    lazyScreen(
      () => import('./components/rework-screen'),
      ({ ReworkScreen }) => ReworkScreen,
    ),
  ],
  [
    INSPECTION_PATHS.settings,
    lazyScreen(
      () => import('./components/settings-screen'),
      ({ InspectionSettingsScreen }) => InspectionSettingsScreen,
    ),
  ],
];
