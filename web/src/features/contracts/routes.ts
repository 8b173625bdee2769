import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** The contracts' screens, by their menu path. */
export const CONTRACTS_ROUTES: readonly ScreenRoute[] = [
  [
    '/Contract',
    lazyScreen(
      () => import('./components/contract-list-screen'),
      ({ ContractListScreen }) => ContractListScreen,
    ),
  ],
];
