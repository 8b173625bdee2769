import {
  type CoordinateProblem,
  type LatLng,
  type MapPlace,
  type RegionBook,
  readCoordinates,
} from '@packflow/contracts';

/**
 * A location result (spec section 3): name, area (the 6-digit region code, or a foreign address's
 * country and region as text), city, province, address, and the coordinates when known.
 */
export interface LocationResult {
  name: string;
  area: string;
  city: string;
  province: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/** The dialog's fields as typed: coordinates stay text until they are read. */
export interface LocationDraft {
  name: string;
  area: string;
  address: string;
  latitude: string;
  longitude: string;
}

export type LocationProblem = CoordinateProblem | 'addressRequired';
export type LocationErrors = Partial<Record<keyof LocationDraft, LocationProblem>>;

const coordinateText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export function toLocationDraft(start: Partial<LocationResult> = {}): LocationDraft {
  return {
    name: start.name ?? '',
    area: start.area ?? '',
    address: start.address ?? '',
    latitude: coordinateText(start.latitude),
    longitude: coordinateText(start.longitude),
  };
}

/** The typed coordinates as a point, when both read as numbers in bounds. */
export function draftPoint(draft: LocationDraft): LatLng | null {
  const read = readCoordinates(draft.latitude, draft.longitude);
  return read.ok ? read.point : null;
}

/** A point clicked on the map or found by search, into the coordinate fields (7 decimals at most). */
export const withPoint = (draft: LocationDraft, point: LatLng): LocationDraft => ({
  ...draft,
  latitude: String(Number(point.lat.toFixed(7))),
  longitude: String(Number(point.lng.toFixed(7))),
});

/** A search result fills every field; a region code the data does not know is left as it was. */
export function withPlace(draft: LocationDraft, place: MapPlace, book: RegionBook | null): LocationDraft {
  const known = book ? book.places.has(place.area) : /^\d{6}$/.test(place.area);
  return withPoint(
    {
      name: place.name,
      area: known ? place.area : draft.area,
      address: place.address || place.name,
      latitude: draft.latitude,
      longitude: draft.longitude,
    },
    { lat: place.latitude, lng: place.longitude },
  );
}

/** What is wrong with the fields, by field: an address, and coordinates both or neither, in bounds. */
export function checkLocation(draft: LocationDraft): LocationErrors {
  const errors: LocationErrors = {};
  if (draft.address.trim() === '') errors.address = 'addressRequired';
  const read = readCoordinates(draft.latitude, draft.longitude);
  if (!read.ok) Object.assign(errors, read.problems);
  return errors;
}

/**
 * The location result of checked fields: the province and city named from the region data when
 * the area is a known code (a foreign address's text area names neither).
 */
export function toLocationResult(draft: LocationDraft, book: RegionBook | null): LocationResult {
  const point = draftPoint(draft);
  const place = book?.places.get(draft.area.trim());
  return {
    name: draft.name.trim(),
    area: draft.area.trim(),
    province: place?.province ?? '',
    city: place?.city ?? place?.province ?? '',
    address: draft.address.trim(),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
  };
}
