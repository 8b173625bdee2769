import { Suspense, lazy, useState } from 'react';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MapConfigView } from '@packflow/contracts';
import type { LeafletViewProps } from './leaflet-view';
import { useMapConfig } from './map-api';

const LeafletView = lazy(() => import('./leaflet-view'));

/** The provider, and whether its tiles failed in this dialog (then the typed fields are the way). */
export function useMapProvider(): {
  config: MapConfigView | null;
  loading: boolean;
  /** Whether a map is drawn: a provider with tiles, and none of them failed. */
  showMap: boolean;
  tilesFailed: boolean;
  failTiles: () => void;
} {
  const query = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  // Without the configuration (an error, a role that may not ask) the dialog works as with no map.
  const config = query.data ?? null;
  return {
    config,
    loading: query.isPending,
    showMap: config?.tileUrl != null && !tilesFailed,
    tilesFailed,
    failTiles: () => setTilesFailed(true),
  };
}

/** Why there is no map, when there is none: not set up, or its tiles could not be loaded. */
export function MapNotice({ config, tilesFailed }: { config: MapConfigView | null; tilesFailed: boolean }) {
  const { t } = useTranslation();
  if (config?.tileUrl && !tilesFailed) return null;
  return (
    <Callout intent={tilesFailed ? Intent.WARNING : Intent.PRIMARY} className="pf-notice" role="status">
      {tilesFailed ? t('map.notice.offline') : t('map.notice.none')}
    </Callout>
  );
}

/** The map itself, loaded (with Leaflet) when first shown. */
export function MapArea(props: LeafletViewProps) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <LeafletView {...props} />
    </Suspense>
  );
}
