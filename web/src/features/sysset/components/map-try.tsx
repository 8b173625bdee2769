import { useState } from 'react';
import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { MapIcon, PolygonFilterIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LocationDialog, PolygonDialog } from '../../../components/map';

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
    </div>
  );
}
