import { useState } from 'react';
import { Button, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { MapMarkerIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@packflow/contracts';
import { LocationDialog, type LocationResult, PlaceText, RegionPicker } from '../../../components/map';
import { useIsMobile } from '../../../lib/use-media';
import { MAX_ADDRESSES, addressKey, withLocation } from '../customer-form';

export interface AddressListProps {
  addresses: ShippingAddress[];
  /** A domestic customer's region is picked (province, city, district); a foreign one's is typed. */
  domestic: boolean;
  /** Messages by key: 'addresses' for the list, 'addresses.0.region' for a part. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
  onChange: (addresses: ShippingAddress[], touched: string[]) => void;
}

/**
 * The shipping addresses, added and removed, at most 10: a region (a picked district for a domestic
 * customer, the country and region as text for a foreign one) and a detail each.
 */
export function AddressList({ addresses, domestic, errors, disabled = false, onChange }: AddressListProps) {
  const { t } = useTranslation();
  const listError = errors.addresses;
  // On a phone the row keeps its buttons to icons, so they stay on the line.
  const mobile = useIsMobile();
  // The address whose place is being picked on the map, by index.
  const [picking, setPicking] = useState<number | null>(null);

  function place(index: number, location: LocationResult): void {
    setPicking(null);
    onChange(
      addresses.map((a, i) => (i === index ? withLocation(a, location) : a)),
      [...ADDRESS_PARTS.map((part) => addressKey(index, part)), 'addresses'],
    );
  }

  function edit(index: number, part: 'region' | 'detail', value: string): void {
    onChange(
      addresses.map((a, i) => (i === index ? { ...a, [part]: value } : a)),
      [addressKey(index, part), 'addresses'],
    );
  }

  function remove(index: number): void {
    // The messages of later rows would point at the wrong rows now: the next check finds them again.
    const touched = addresses.flatMap((_a, i) =>
      i >= index ? ADDRESS_PARTS.map((part) => addressKey(i, part)) : [],
    );
    onChange(
      addresses.filter((_a, i) => i !== index),
      [...touched, 'addresses'],
    );
  }

  return (
    <FormGroup
      label={t('customers.fields.addresses')}
      helperText={listError ?? t('customers.address.limit', { max: MAX_ADDRESSES })}
      intent={listError ? Intent.DANGER : Intent.NONE}
    >
      <div role="group" aria-label={t('customers.fields.addresses')}>
        {addresses.length === 0 && <p className={Classes.TEXT_MUTED}>{t('customers.address.none')}</p>}
        {addresses.map((address, index) => {
          const n = index + 1;
          const regionError = errors[addressKey(index, 'region')];
          const detailError = errors[addressKey(index, 'detail')];
          const placeErrors = [errors[addressKey(index, 'latitude')], errors[addressKey(index, 'longitude')]];
          return (
            // Rows have no identity of their own; the index is what the error keys use too.
            <div key={index} style={{ marginBottom: 8 }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
                {domestic ? (
                  <RegionPicker
                    labelOf={(level) => t(`customers.region.${level}`, { n })}
                    value={address.region}
                    intent={regionError ? Intent.DANGER : Intent.NONE}
                    disabled={disabled}
                    onChange={(code) => edit(index, 'region', code)}
                  />
                ) : (
                  <InputGroup
                    aria-label={t('customers.address.region', { n })}
                    placeholder={t('customers.address.regionPlaceholder')}
                    value={address.region}
                    maxLength={100}
                    intent={regionError ? Intent.DANGER : Intent.NONE}
                    disabled={disabled}
                    onValueChange={(value) => edit(index, 'region', value)}
                  />
                )}
                <div style={{ flex: '1 1 200px', minWidth: 160 }}>
                  <InputGroup
                    aria-label={t('customers.address.detail', { n })}
                    placeholder={t('customers.address.detailPlaceholder')}
                    value={address.detail}
                    intent={detailError ? Intent.DANGER : Intent.NONE}
                    disabled={disabled}
                    onValueChange={(value) => edit(index, 'detail', value)}
                  />
                </div>
                <Button
                  variant="minimal"
                  icon={<MapMarkerIcon />}
                  text={mobile ? undefined : t('map.location.open')}
                  aria-label={t('map.location.openFor', { n })}
                  title={t('map.location.openFor', { n })}
                  disabled={disabled}
                  onClick={() => setPicking(index)}
                />
                <Button
                  variant="minimal"
                  icon={<TrashIcon />}
                  aria-label={t('customers.address.remove', { n })}
                  title={t('customers.address.remove', { n })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                />
              </div>
              <PlaceText
                name={address.name}
                latitude={address.latitude}
                longitude={address.longitude}
                label={t('customers.address.place', { n })}
              />
              {[regionError, detailError, ...placeErrors].some(Boolean) && (
                <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
                  {[regionError, detailError, ...placeErrors].filter(Boolean).join(' · ')}
                </div>
              )}
            </div>
          );
        })}
        {picking !== null && addresses[picking] && (
          <LocationDialog
            initial={{
              name: addresses[picking].name ?? '',
              area: addresses[picking].region,
              address: addresses[picking].detail,
              latitude: addresses[picking].latitude ?? null,
              longitude: addresses[picking].longitude ?? null,
            }}
            regionMode={domestic ? 'pick' : 'text'}
            onConfirm={(location) => place(picking, location)}
            onClose={() => setPicking(null)}
          />
        )}
        <Button
          icon={<PlusIcon />}
          text={t('customers.address.add')}
          disabled={disabled || addresses.length >= MAX_ADDRESSES}
          onClick={() => onChange([...addresses, { region: '', detail: '' }], ['addresses'])}
        />
      </div>
    </FormGroup>
  );
}

/** Every part of an address that has a message of its own. */
const ADDRESS_PARTS = ['region', 'detail', 'latitude', 'longitude'] as const;
