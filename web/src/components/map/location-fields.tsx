import type { ReactNode } from 'react';
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAX_POLYGON_POINTS, MIN_POLYGON_POINTS } from '@packflow/contracts';
import type { LocationDraft, LocationErrors, LocationProblem } from './location-draft';
import { RegionPicker } from './region-picker';
import { useIsMobile } from '../../lib/use-media';

/** A problem's message in the console's language. */
export function useProblemText(): (
  problem: LocationProblem | 'tooFewPoints' | 'tooManyPoints' | 'outOfBounds',
) => string {
  const { t } = useTranslation();
  return (problem) => t(`map.problems.${problem}`, { min: MIN_POLYGON_POINTS, max: MAX_POLYGON_POINTS });
}

export interface LocationFieldsProps {
  draft: LocationDraft;
  errors: LocationErrors;
  /** 'pick': province, city and district from the region data; 'text': a foreign country and region. */
  regionMode: 'pick' | 'text';
  onChange: (draft: LocationDraft) => void;
}

/**
 * The location typed: name, region, address, latitude and longitude. With a map these follow the
 * clicks and the search; without one (none set up, offline) they are the whole dialog.
 */
export function LocationFields({ draft, errors, regionMode, onChange }: LocationFieldsProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const problemText = useProblemText();
  const set = (field: keyof LocationDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const field = (name: keyof LocationDraft, label: string, control: ReactNode, wide = false) => (
    <FormGroup
      style={wide ? { gridColumn: '1 / -1' } : undefined}
      label={label}
      labelFor={`pf-location-${name}`}
      helperText={errors[name] ? problemText(errors[name]) : undefined}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
    >
      {control}
    </FormGroup>
  );
  const input = (name: keyof LocationDraft, placeholder?: string, label?: string) => (
    <InputGroup
      id={`pf-location-${name}`}
      aria-label={label}
      value={draft[name]}
      placeholder={placeholder}
      inputMode={name === 'latitude' || name === 'longitude' ? 'decimal' : undefined}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
      onValueChange={set(name)}
    />
  );

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: mobile ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
        columnGap: 12,
      }}
    >
      {field('name', t('map.location.name'), input('name', t('map.location.namePlaceholder')))}
      {regionMode === 'pick'
        ? field('area', t('map.location.region'), <RegionPicker value={draft.area} onChange={set('area')} />)
        : field('area', t('map.location.regionText'), input('area'))}
      {field(
        'address',
        t('map.location.address'),
        input('address', t('map.location.addressPlaceholder')),
        true,
      )}
      {field(
        'latitude',
        t('map.location.latitude'),
        input('latitude', t('map.location.latitudePlaceholder')),
      )}
      {field(
        'longitude',
        t('map.location.longitude'),
        input('longitude', t('map.location.longitudePlaceholder')),
      )}
    </div>
  );
}
