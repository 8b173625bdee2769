import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The golden-bean screens, by their menu path; each its own chunk. */
export const GOLDEN_BEANS_ROUTES: readonly ScreenRoute[] = [
  /** A salesman's or trader's golden beans. */
  [
    '/GoldenBean/Index',
    lazyScreen(
      () => import('./components/golden-bean-index-screen'),
      ({ GoldenBeanIndexScreen }) => GoldenBeanIndexScreen,
    ),
  ],
  /** Finance's golden-bean accounts and movements. */
  [
    '/GoldenBean/FlowingWater',
    lazyScreen(
      () => import('./components/golden-bean-flow-screen'),
      ({ GoldenBeanFlowScreen }) => GoldenBeanFlowScreen,
    ),
  ],
];
