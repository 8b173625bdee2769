/**
 * Coordinates and polygons as the map widgets and the server read them (spec section 3: a location
 * result has latitude and longitude; a polygon is a list of points with lat and lng). Plain
 * numbers in degrees, in whatever datum the map provider uses (AMap: GCJ-02); no datum is converted.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;
/** Decimals kept: 7 is about a centimetre, finer than any map click or typed address needs. */
export const COORDINATE_DECIMALS = 7;
/** A fence needs an area: at least three corners. */
export const MIN_POLYGON_POINTS = 3;
/** More corners than anyone draws by hand; keeps a pasted list from hanging the page. */
export const MAX_POLYGON_POINTS = 500;

/** What can be wrong with one coordinate or a pair of them. */
export type CoordinateProblem =
  | 'notANumber'
  | 'latitudeRange'
  | 'longitudeRange'
  /** One of latitude and longitude without the other. */
  | 'pair';

export const roundCoordinate = (value: number): number => {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
};

/**
 * A coordinate as typed: '' (or only spaces) is none (null); a decimal number such as "31.23",
 * "-0.5" or "121" is itself, rounded to 7 decimals; anything else (letters, "1e3", "12,5", two
 * dots) is undefined.
 */
export function parseCoordinate(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(s)) return undefined;
  return roundCoordinate(Number(s));
}

export const latitudeInRange = (lat: number): boolean =>
  Number.isFinite(lat) && lat >= LATITUDE_MIN && lat <= LATITUDE_MAX;
export const longitudeInRange = (lng: number): boolean =>
  Number.isFinite(lng) && lng >= LONGITUDE_MIN && lng <= LONGITUDE_MAX;

/**
 * What is wrong with an optional pair of coordinates, by field, or an empty object: both or
 * neither, each within its bounds (latitude -90..90, longitude -180..180).
 */
export function coordinatesProblems(
  lat: number | null | undefined,
  lng: number | null | undefined,
): Partial<Record<'latitude' | 'longitude', CoordinateProblem>> {
  const hasLat = lat !== null && lat !== undefined;
  const hasLng = lng !== null && lng !== undefined;
  const problems: Partial<Record<'latitude' | 'longitude', CoordinateProblem>> = {};
  if (hasLat && !latitudeInRange(lat)) problems.latitude = 'latitudeRange';
  if (hasLng && !longitudeInRange(lng)) problems.longitude = 'longitudeRange';
  if (hasLat && !hasLng) problems.longitude ??= 'pair';
  if (hasLng && !hasLat) problems.latitude ??= 'pair';
  return problems;
}

/**
 * Typed text of a coordinate pair, both parsed and checked: the point (null when both are blank)
 * or the problems by field.
 */
export function readCoordinates(
  latText: string,
  lngText: string,
):
  | { ok: true; point: LatLng | null }
  | { ok: false; problems: Partial<Record<'latitude' | 'longitude', CoordinateProblem>> } {
  const lat = parseCoordinate(latText);
  const lng = parseCoordinate(lngText);
  if (lat !== undefined && lng !== undefined) {
    const problems = coordinatesProblems(lat, lng);
    if (Object.keys(problems).length) return { ok: false, problems };
    return { ok: true, point: lat === null || lng === null ? null : { lat, lng } };
  }
  // A word where a number belongs is the first thing to fix; the other field is judged alone.
  const problems: Partial<Record<'latitude' | 'longitude', CoordinateProblem>> = {};
  if (lat === undefined) problems.latitude = 'notANumber';
  else if (lat !== null && !latitudeInRange(lat)) problems.latitude = 'latitudeRange';
  if (lng === undefined) problems.longitude = 'notANumber';
  else if (lng !== null && !longitudeInRange(lng)) problems.longitude = 'longitudeRange';
  return { ok: false, problems };
}

/** A line of a typed polygon that could not be read: its number (from 1) and why. */
export interface PolygonLineProblem {
  line: number;
  problem: CoordinateProblem | 'format';
}

/**
 * A polygon typed one corner a line, "lat, lng" (a comma, spaces or a tab between them); blank
 * lines are skipped. Answers the points and the lines that could not be read.
 */
export function parsePolygonText(text: string): { points: LatLng[]; problems: PolygonLineProblem[] } {
  const points: LatLng[] = [];
  const problems: PolygonLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const parts = line.split(/\s*[,，\t]\s*|\s+/).filter((p) => p !== '');
    if (parts.length !== 2) {
      problems.push({ line: index + 1, problem: 'format' });
      return;
    }
    const read = readCoordinates(parts[0]!, parts[1]!);
    if (!read.ok)
      problems.push({ line: index + 1, problem: read.problems.latitude ?? read.problems.longitude! });
    else if (read.point) points.push(read.point);
  });
  return { points, problems };
}

/** The polygon as the text parsePolygonText reads back: one "lat, lng" a line. */
export const polygonText = (points: readonly LatLng[]): string =>
  points.map((p) => `${p.lat}, ${p.lng}`).join('\n');

/** Why a polygon cannot be used as a fence, or null: too few or too many corners, or one out of bounds. */
export function polygonProblem(
  points: readonly LatLng[],
): 'tooFewPoints' | 'tooManyPoints' | 'outOfBounds' | null {
  if (points.length < MIN_POLYGON_POINTS) return 'tooFewPoints';
  if (points.length > MAX_POLYGON_POINTS) return 'tooManyPoints';
  if (points.some((p) => !latitudeInRange(p.lat) || !longitudeInRange(p.lng))) return 'outOfBounds';
  return null;
}
