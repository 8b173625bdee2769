import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';
import { BOARD_PATH, STAGE_SCREEN_PATHS } from './components/stage-paths';

const review = lazyScreen(
  () => import('./components/review-list-screen'),
  ({ ReviewListScreen }) => ReviewListScreen,
);

const schedule = lazyScreen(
  () => import('./components/schedule-list-screen'),
  ({ ScheduleListScreen }) => ScheduleListScreen,
);

const stages = lazyScreen(
  () => import('./components/stage-screen'),
  ({ StageScreen }) => StageScreen,
);

/**
 * The factory's screens, by their menu path: the order log (production review), scheduling, the
 * machines' queues and the machine settings; the stage screens and the board follow.
 */
export const PRODUCTION_ROUTES: readonly ScreenRoute[] = [
  ['/OrderLog/Wait', review],
  ['/OrderLog/Confirm', review],
  ['/OrderLog/Reject', review],
  ['/OrderProductManage/Scheduled', schedule],
  ['/OrderProductManage/Product', schedule],
  [
    '/OrderProductManage/Machines',
    lazyScreen(
      () => import('./components/queue-screen'),
      ({ QueueScreen }) => QueueScreen,
    ),
  ],
  [
    '/Sysset/Machines',
    lazyScreen(
      () => import('./components/machine-list-screen'),
      ({ MachineListScreen }) => MachineListScreen,
    ),
  ],
  // The stage screens (one screen, the path says which), the production details and the live board.
  ...Object.values(STAGE_SCREEN_PATHS).map((path): ScreenRoute => [path, stages]),
  [
    '/OrderProduct/Detail',
    lazyScreen(
      () => import('./components/stage-detail-screen'),
      ({ StageDetailScreen }) => StageDetailScreen,
    ),
  ],
  [
    BOARD_PATH,
    lazyScreen(
      () => import('./components/board-screen'),
      ({ BoardScreen }) => BoardScreen,
    ),
  ],
];
