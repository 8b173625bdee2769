import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect, useState } from 'react';
import { Button, Intent, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { CaretDownIcon } from '@blueprintjs/icons';
import {
  Select,
  type ItemListRendererProps,
  type ItemPredicate,
  type ItemRendererProps,
} from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import { type RegionBook, type RegionOption, pickedCode, pickedParts } from '@packflow/contracts';
import { useRegions } from '../../lib/regions';

export interface RegionPickerProps {
  /** The chosen district's 6-digit code, '' while none is chosen. */
  value: string;
  onChange: (code: string) => void;
  /** Each select's accessible name ("Province of address 2"); the level's own name by default. */
  labelOf?: (level: RegionLevel) => string;
  intent?: Intent;
  disabled?: boolean;
}

export type RegionLevel = 'province' | 'city' | 'district';

/** A typed name (or the start of a code) finds the place: "深圳", "南山", "4403". */
export const matchesRegion: ItemPredicate<RegionOption> = (query, option) => {
  const q = query.trim();
  return q === '' || option.name.includes(q) || option.code.startsWith(q);
};

/** Where a picker starts: the parts of a known code, or nothing chosen. */
export function partsOf(
  book: RegionBook,
  code: string,
): { province: string; city: string; district: string } {
  return pickedParts(book, code) ?? { province: '', city: '', district: '' };
}

/**
 * Province, city and district, each a searchable list of Chinese names (the same names in the
 * English console): the address gets the district's code once all three are chosen (or the city's,
 * for a city without districts).
 */
export function RegionPicker({
  value,
  onChange,
  labelOf,
  intent = Intent.NONE,
  disabled = false,
}: RegionPickerProps) {
  const { t } = useTranslation();
  const book = useRegions();
  const label = (level: RegionLevel) => labelOf?.(level) ?? t(`map.region.${level}`);
  const [parts, setParts] = useState({ province: '', city: '', district: '' });

  // The code from outside (an address being edited) chooses the three parts.
  useEffect(() => {
    if (!book) return;
    setParts((now) => (pickedCode(book, now.city, now.district) === value ? now : partsOf(book, value)));
  }, [book, value]);

  if (!book) return <Spinner size={16} aria-label={t('map.region.loading')} />;

  const cities = parts.province ? (book.cities.get(parts.province) ?? []) : [];
  const districts = parts.city ? (book.districts.get(parts.city) ?? []) : [];
  const choose = (next: typeof parts) => {
    setParts(next);
    onChange(pickedCode(book, next.city, next.district));
  };

  return (
    <span className="pf-region-picker" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <OptionSelect
        label={label('province')}
        placeholder={t('map.region.provincePlaceholder')}
        options={book.provinces}
        value={parts.province}
        intent={intent}
        disabled={disabled}
        onChange={(province) => choose({ province, city: '', district: '' })}
      />
      <OptionSelect
        label={label('city')}
        placeholder={t('map.region.cityPlaceholder')}
        options={cities}
        value={parts.city}
        intent={intent}
        disabled={disabled || cities.length === 0}
        onChange={(city) => choose({ ...parts, city, district: '' })}
      />
      {(districts.length > 0 || parts.city === '') && (
        <OptionSelect
          label={label('district')}
          placeholder={t('map.region.districtPlaceholder')}
          options={districts}
          value={parts.district}
          intent={intent}
          disabled={disabled || districts.length === 0}
          onChange={(district) => choose({ ...parts, district })}
        />
      )}
    </span>
  );
}

function OptionSelect({
  label,
  placeholder,
  options,
  value,
  intent,
  disabled,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: RegionOption[];
  value: string;
  intent: Intent;
  disabled: boolean;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const chosen = options.find((o) => o.code === value);
  const renderItem = (option: RegionOption, item: ItemRendererProps) =>
    item.modifiers.matchesPredicate ? (
      <MenuItem
        key={option.code}
        ref={item.ref}
        roleStructure="listoption"
        text={option.name}
        active={item.modifiers.active}
        selected={option.code === value}
        onClick={item.handleClick}
        onFocus={item.handleFocus}
      />
    ) : null;
  // A province has up to 30-odd entries: the list scrolls instead of running off the screen.
  const renderList = ({
    itemsParentRef,
    menuProps,
    renderItem: render,
    filteredItems,
  }: ItemListRendererProps<RegionOption>) => (
    <Menu role="listbox" {...menuProps} ulRef={itemsParentRef} style={{ maxHeight: 300, overflow: 'auto' }}>
      {filteredItems.length === 0 ? (
        <MenuItem disabled roleStructure="listoption" text={t('widgets.select.noResults')} />
      ) : (
        filteredItems.map(render)
      )}
    </Menu>
  );
  return (
    <Select<RegionOption>
      items={options}
      itemPredicate={matchesRegion}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      itemsEqual="code"
      onItemSelect={(option) => onChange(option.code)}
      disabled={disabled}
      resetOnClose
      inputProps={{ 'aria-label': t('widgets.select.search'), placeholder: t('map.region.search') }}
      popoverProps={{ minimal: true }}
    >
      <Button
        aria-label={label}
        alignText="start"
        intent={intent}
        disabled={disabled}
        endIcon={<CaretDownIcon />}
        text={chosen ? chosen.name : <span className="pf-select-placeholder">{placeholder}</span>}
      />
    </Select>
  );
}
