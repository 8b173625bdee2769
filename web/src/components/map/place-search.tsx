import { type FormEvent, useState } from 'react';
import { Button, Callout, ControlGroup, InputGroup, Intent, Menu, MenuItem } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MapPlace } from '@packflow/contracts';
import { useSearchPlaces } from './map-api';

/**
 * The place search (spec section 7, through the API with the provider's key): a keyword, then a
 * short list of places (within the city of the chosen region, if any); choosing one fills the dialog. A failure says so and the fields remain.
 */
export function PlaceSearch({ city, onPick }: { city: string; onPick: (place: MapPlace) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useSearchPlaces();

  function submit(event: FormEvent): void {
    event.preventDefault();
    event.stopPropagation();
    if (keyword.trim() !== '') search.mutate({ keyword: keyword.trim(), city });
  }

  return (
    <div>
      <form onSubmit={submit} role="search">
        <ControlGroup fill>
          <InputGroup
            aria-label={t('map.search.label')}
            placeholder={t('map.search.placeholder')}
            leftIcon={<SearchIcon />}
            value={keyword}
            onValueChange={setKeyword}
          />
          <Button type="submit" text={t('map.search.submit')} loading={search.isPending} />
        </ControlGroup>
      </form>
      {search.isError && (
        <Callout intent={Intent.WARNING} className="pf-notice" role="alert">
          {search.error.message}
        </Callout>
      )}
      {search.isSuccess && (
        <Menu
          aria-label={t('map.search.results')}
          style={{ maxHeight: 180, overflow: 'auto', marginBottom: 10 }}
        >
          {search.data.length === 0 ? (
            <MenuItem disabled text={t('map.search.noResults')} />
          ) : (
            search.data.map((place, index) => (
              <MenuItem
                key={`${place.name}-${index}`}
                text={place.name}
                label={[place.province, place.city, place.address].filter(Boolean).join(' ')}
                onClick={() => onPick(place)}
              />
            ))
          )}
        </Menu>
      )}
    </div>
  );
}
