import { createElement } from 'react';
import { CATALOG_KINDS, type CatalogKind, type SettingsName } from '@packflow/contracts';
import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** /SyssetMaterialprinting, /SyssetAuxzipper, /SyssetBagtype …: one chunk for the catalogues, a screen per kind. */
const catalogScreen = (kind: CatalogKind): ScreenRoute => [
  `/Sysset${kind.charAt(0).toUpperCase()}${kind.slice(1)}`,
  lazyScreen(
    () => import('./components/catalog-screen'),
    ({ CatalogScreen }) =>
      () =>
        createElement(CatalogScreen, { kind }),
    `CatalogScreen(${kind})`,
  ),
];

/** The quotation settings documents: one chunk, a screen per document. */
const settingsScreen = (path: string, name: SettingsName): ScreenRoute => [
  path,
  lazyScreen(
    () => import('./components/settings-screen'),
    ({ SettingsScreen }) =>
      () =>
        createElement(SettingsScreen, { name }),
    `SettingsScreen(${name})`,
  ),
];

/** The catalogue and the quotation settings, by their menu path. */
export const CATALOG_ROUTES: readonly ScreenRoute[] = [
  ...CATALOG_KINDS.map(catalogScreen),
  settingsScreen('/SyssetPricing', 'rates'),
  settingsScreen('/Quotation/Setting', 'quotation'),
  settingsScreen('/FinanceSalary/Golden', 'golden'),
  settingsScreen('/SyssetCurrency', 'currency'),
];
