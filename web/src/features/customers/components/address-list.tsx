import { Button, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@packflow/contracts';
import { MAX_ADDRESSES, addressKey } from '../customer-form';

export interface AddressListProps {
  addresses: ShippingAddress[];
  /** Messages by key: 'addresses' for the list, 'addresses.0.region' for a part. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
  onChange: (addresses: ShippingAddress[], touched: string[]) => void;
}

/** The shipping addresses: a 6-digit region code and a detail each, added and removed, at most 10. */
export function AddressList({ addresses, errors, disabled = false, onChange }: AddressListProps) {
  const { t } = useTranslation();
  const listError = errors.addresses;

  function edit(index: number, part: keyof ShippingAddress, value: string): void {
    onChange(
      addresses.map((a, i) => (i === index ? { ...a, [part]: value } : a)),
      [addressKey(index, part), 'addresses'],
    );
  }

  function remove(index: number): void {
    // The messages of later rows would point at the wrong rows now: the next check finds them again.
    const touched = addresses.flatMap((_a, i) =>
      i >= index ? [addressKey(i, 'region'), addressKey(i, 'detail')] : [],
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
          return (
            // Rows have no identity of their own; the index is what the error keys use too.
            <div key={index} style={{ marginBottom: 8 }}>
              <div className="pf-actions">
                <InputGroup
                  aria-label={t('customers.address.region', { n })}
                  placeholder={t('customers.address.regionPlaceholder')}
                  value={address.region}
                  inputMode="numeric"
                  maxLength={6}
                  intent={regionError ? Intent.DANGER : Intent.NONE}
                  disabled={disabled}
                  onValueChange={(value) => edit(index, 'region', value)}
                />
                <InputGroup
                  aria-label={t('customers.address.detail', { n })}
                  placeholder={t('customers.address.detailPlaceholder')}
                  value={address.detail}
                  fill
                  intent={detailError ? Intent.DANGER : Intent.NONE}
                  disabled={disabled}
                  onValueChange={(value) => edit(index, 'detail', value)}
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
              {(regionError ?? detailError) && (
                <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
                  {[regionError, detailError].filter(Boolean).join(' · ')}
                </div>
              )}
            </div>
          );
        })}
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
