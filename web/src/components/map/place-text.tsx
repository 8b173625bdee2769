import { Classes } from '@blueprintjs/core';
import { MapMarkerIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface PlaceTextProps {
  name?: string | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** An accessible name for the line ("Place of address 2"). */
  label?: string;
}

/** A picked place as a muted line: its name and coordinates; nothing when it has neither. */
export function PlaceText({ name, latitude, longitude, label }: PlaceTextProps) {
  const { t } = useTranslation();
  const hasPoint = latitude != null && longitude != null;
  if (!hasPoint && !name) return null;
  const text = [name, hasPoint ? t('map.location.shown', { latitude, longitude }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <span
      className={Classes.TEXT_MUTED}
      aria-label={label}
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      <MapMarkerIcon size={12} /> {text}
    </span>
  );
}
