import { useMemo, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useRegions } from '../../lib/regions';
import {
  type LocationErrors,
  type LocationResult,
  checkLocation,
  draftPoint,
  toLocationDraft,
  toLocationResult,
  withPlace,
  withPoint,
} from './location-draft';
import { LocationFields } from './location-fields';
import { MapArea, MapNotice, useMapProvider } from './map-area';
import { PlaceSearch } from './place-search';
import { bodyStyle, dialogStyle, mapHeight } from './dialog-frame';
import { useIsMobile } from '../../lib/use-media';

export interface LocationDialogProps {
  /** What the fields start with (an address being edited). */
  initial?: Partial<LocationResult>;
  /** 'pick' (default): a mainland district from the region data; 'text': a foreign country and region. */
  regionMode?: 'pick' | 'text';
  onConfirm: (location: LocationResult) => void;
  onClose: () => void;
}

/**
 * Spec section 2, the map location picker: answers name, area, city, province, address, latitude
 * and longitude. A click on the map or a search result fills the fields; with no map set up, or
 * its tiles unreachable, the same fields are typed. Under 992 px it takes the whole screen.
 */
export function LocationDialog({ initial, regionMode = 'pick', onConfirm, onClose }: LocationDialogProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const book = useRegions();
  const provider = useMapProvider();
  const [draft, setDraft] = useState(() => toLocationDraft(initial));
  const [errors, setErrors] = useState<LocationErrors>({});
  const [checked, setChecked] = useState(false);
  const point = useMemo(() => draftPoint(draft), [draft]);
  const [focus] = useState(point);

  function change(next: typeof draft): void {
    setDraft(next);
    // After a refused confirm, messages follow the typing; before it, nobody is told off mid-word.
    if (checked) setErrors(checkLocation(next));
  }

  function confirm(): void {
    const found = checkLocation(draft);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(toLocationResult(draft, book));
  }

  return (
    <Dialog
      isOpen
      title={t('map.location.title')}
      onClose={onClose}
      canOutsideClickClose={false}
      style={dialogStyle(mobile)}
    >
      <DialogBody style={bodyStyle(mobile)}>
        {!provider.loading && <MapNotice config={provider.config} tilesFailed={provider.tilesFailed} />}
        {provider.config?.search && (
          <PlaceSearch
            city={book?.places.get(draft.area)?.city ?? ''}
            onPick={(place) => change(withPlace(draft, place, book))}
          />
        )}
        {provider.showMap && provider.config && (
          <MapArea
            config={provider.config}
            height={mapHeight(mobile)}
            label={t('map.location.mapLabel')}
            focus={focus}
            marker={point}
            onClick={(clicked) => change(withPoint(draft, clicked))}
            onTilesFailed={provider.failTiles}
          />
        )}
        <div style={{ marginTop: 12 }}>
          <LocationFields draft={draft} errors={errors} regionMode={regionMode} onChange={change} />
        </div>
        {point && (
          <Button
            variant="minimal"
            size="small"
            text={t('map.location.clearPoint')}
            onClick={() => change({ ...draft, latitude: '', longitude: '' })}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('map.location.confirm')} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
