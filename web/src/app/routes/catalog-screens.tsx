import type { ComponentType } from 'react';
import { CATALOG_KINDS, type CatalogKind } from '@packflow/contracts';
import { CatalogScreen } from '../../features/catalog/components/catalog-screen';

/** /SyssetMaterialprinting, /SyssetAuxzipper, /SyssetBagtype …: one catalogue screen per kind, each its own screen (fresh state). */
function screenOf(kind: CatalogKind): ComponentType {
  const Screen = () => <CatalogScreen kind={kind} />;
  Screen.displayName = `CatalogScreen(${kind})`;
  return Screen;
}

export const CATALOG_SCREENS = Object.fromEntries(
  CATALOG_KINDS.map((kind) => [kind, screenOf(kind)]),
) as Record<CatalogKind, ComponentType>;
