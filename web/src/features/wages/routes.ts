import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { WAGES_PATHS } from './components/wages-words';

const list = lazyScreen(
  () => import('./components/sheet-list-screen'),
  ({ SheetListScreen }) => SheetListScreen,
);

/**
 * The wages' screens by their menu path: Admin's tiers, Finance's sheets to check and to pay, a
 * sheet's detail, a salesman's own, and the supervisor's rank (its chart's library loads with it only).
 */
export const WAGES_ROUTES: readonly ScreenRoute[] = [
  [
    WAGES_PATHS.setting,
    lazyScreen(
      () => import('./components/settings-screen'),
      ({ WageSettingsScreen }) => WageSettingsScreen,
    ),
  ],
  [WAGES_PATHS.index, list],
  [WAGES_PATHS.send, list],
  [
    WAGES_PATHS.detail,
    lazyScreen(
      () => import('./components/sheet-detail-screen'),
      ({ SheetDetailScreen }) => SheetDetailScreen,
    ),
  ],
  [
    WAGES_PATHS.mine,
    lazyScreen(
      () => import('./components/mine-screen'),
      ({ MineScreen }) => MineScreen,
    ),
  ],
  [
    WAGES_PATHS.rank,
    lazyScreen(
      () => import('./components/rank-screen'),
      ({ RankScreen }) => RankScreen,
    ),
  ],
];
