import { Suspense, lazy, useState } from 'react';
import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { MapIcon, PolygonFilterIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

// Loaded when first opened: the settings screen itself needs no map code.
const LocationDialog = lazy(() =>
  import('../../../components/map/location-dialog').then((m) => ({ default: m.LocationDialog })),
);
const PolygonDialog = lazy(() =>
  import('../../../components/map/polygon-dialog').then((m) => ({ default: m.PolygonDialog })),
);

/**
 * Tries the saved map provider with the two map dialogs, as staff will see them: whether the tiles
 * load and the search answers. What a dialog answers is only shown here, never stored.
 */
export function MapTry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'location' | 'fence' | null>(null);
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ marginBottom: 15 }}>
      <ButtonGroup>
        <Button icon={<MapIcon />} text={t('sysset.mapTry.location')} onClick={() => setOpen('location')} />
        <Button
          icon={<PolygonFilterIcon />}
          text={t('sysset.mapTry.fence')}
          onClick={() => setOpen('fence')}
        />
      </ButtonGroup>
      <div className={Classes.TEXT_MUTED} role="status" style={{ marginTop: 5 }}>
        {answer || t('sysset.mapTry.hint')}
      </div>
      <Suspense fallback={null}>
        {open === 'location' && (
          <LocationDialog
            onClose={() => setOpen(null)}
            onConfirm={(place) => {
              setOpen(null);
              setAnswer(
                t('sysset.mapTry.placeAnswer', {
                  address: [place.province, place.city, place.address].filter(Boolean).join(' '),
                  latitude: place.latitude ?? '—',
                  longitude: place.longitude ?? '—',
                }),
              );
            }}
          />
        )}
        {open === 'fence' && (
          <PolygonDialog
            onClose={() => setOpen(null)}
            onConfirm={(points) => {
              setOpen(null);
              setAnswer(t('sysset.mapTry.fenceAnswer', { count: points.length }));
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
