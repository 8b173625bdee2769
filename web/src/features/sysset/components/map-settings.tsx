import { H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAP_PROVIDERS, type MapProvider, type SyssetField } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import type { SyssetDraft } from '../sysset-draft';
import { MapTry } from './map-try';

type MapField = Extract<SyssetField, `map${string}`>;
type TextMapField = Exclude<MapField, 'mapProvider'>;

export interface MapSettingsProps {
  values: SyssetDraft;
  errors: Partial<Record<SyssetField, string>>;
  change: (field: MapField, value: string) => void;
}

/** The fields each provider uses: a tile server its address, AMap its key, security code and host. */
const FIELDS_OF: Record<MapProvider, TextMapField[]> = {
  none: [],
  xyz: ['mapTileUrl'],
  amap: ['mapKey', 'mapSecurityCode', 'mapServiceHost'],
};

/**
 * /Sysset's map provider (spec section 7: a key and a security code from configuration). Only the
 * chosen provider's fields show; the others keep their values.
 */
export function MapSettings({ values, errors, change }: MapSettingsProps) {
  const { t } = useTranslation();
  const provider = (MAP_PROVIDERS as readonly string[]).includes(values.mapProvider)
    ? (values.mapProvider as MapProvider)
    : 'none';
  const field = (name: MapField) => ({
    label: t(`sysset.fields.${name}`),
    labelFor: `sysset-${name}`,
    error: errors[name],
    hint: t(`sysset.hints.${name}`),
  });
  return (
    <section aria-label={t('sysset.mapSection')}>
      <H5>{t('sysset.mapSection')}</H5>
      <Field {...field('mapProvider')}>
        <HTMLSelect
          id="sysset-mapProvider"
          value={provider}
          onChange={(event) => change('mapProvider', event.currentTarget.value)}
          options={MAP_PROVIDERS.map((p) => ({ value: p, label: t(`sysset.mapProviders.${p}`) }))}
        />
      </Field>
      {FIELDS_OF[provider].map((name) => (
        <Field key={name} {...field(name)}>
          <InputGroup
            id={`sysset-${name}`}
            type={name === 'mapServiceHost' ? 'url' : 'text'}
            autoComplete="off"
            spellCheck={false}
            value={values[name]}
            intent={errors[name] ? Intent.DANGER : Intent.NONE}
            onValueChange={(v) => change(name, v)}
          />
        </Field>
      ))}
      <MapTry />
    </section>
  );
}
