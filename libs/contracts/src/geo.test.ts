import {
  coordinatesProblems,
  parseCoordinate,
  parsePolygonText,
  polygonProblem,
  polygonText,
  readCoordinates,
} from './geo';
import { customerFormSchema } from './customers/schemas';
import { mapTileUrlField } from './sysset/map';

describe('coordinates as typed', () => {
  it('reads decimal degrees, blank as none, and nothing else', () => {
    expect(parseCoordinate(' 36.0671 ')).toBe(36.0671);
    expect(parseCoordinate('-0.5')).toBe(-0.5);
    expect(parseCoordinate('+121')).toBe(121);
    expect(parseCoordinate('.5')).toBe(0.5);
    expect(parseCoordinate('120.123456789')).toBe(120.1234568);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('   ')).toBeNull();
    for (const bad of ['abc', '1e3', '12,5', '1.2.3', '--1', 'NaN', 'Infinity', '36°', '0x10'])
      expect(parseCoordinate(bad)).toBeUndefined();
  });

  it('wants latitude within ±90 and longitude within ±180, the bounds themselves included', () => {
    expect(coordinatesProblems(90, 180)).toEqual({});
    expect(coordinatesProblems(-90, -180)).toEqual({});
    expect(coordinatesProblems(90.0000001, 0)).toEqual({ latitude: 'latitudeRange' });
    expect(coordinatesProblems(0, -180.5)).toEqual({ longitude: 'longitudeRange' });
    expect(coordinatesProblems(Number.NaN, 0)).toEqual({ latitude: 'latitudeRange' });
  });

  it('takes both or neither', () => {
    expect(coordinatesProblems(null, null)).toEqual({});
    expect(coordinatesProblems(undefined, undefined)).toEqual({});
    expect(coordinatesProblems(36, null)).toEqual({ longitude: 'pair' });
    expect(coordinatesProblems(undefined, 120)).toEqual({ latitude: 'pair' });
    // Out of bounds is the first thing to say about the one given.
    expect(coordinatesProblems(100, null)).toEqual({ latitude: 'latitudeRange', longitude: 'pair' });
  });

  it('reads a typed pair into a point, or says what is wrong with each field', () => {
    expect(readCoordinates('36.0671', '120.3826')).toEqual({
      ok: true,
      point: { lat: 36.0671, lng: 120.3826 },
    });
    expect(readCoordinates('', ' ')).toEqual({ ok: true, point: null });
    expect(readCoordinates('north', '120')).toEqual({ ok: false, problems: { latitude: 'notANumber' } });
    expect(readCoordinates('95', 'x')).toEqual({
      ok: false,
      problems: { latitude: 'latitudeRange', longitude: 'notANumber' },
    });
    expect(readCoordinates('36', '')).toEqual({ ok: false, problems: { longitude: 'pair' } });
  });
});

describe('a polygon typed one corner a line', () => {
  it('reads "lat, lng" lines with a comma, a Chinese comma, a tab or spaces, skipping blank lines', () => {
    const text = '36.1, 120.3\n\n36.2，120.4\r\n36.15\t120.5\n  36.0   120.35  ';
    expect(parsePolygonText(text)).toEqual({
      points: [
        { lat: 36.1, lng: 120.3 },
        { lat: 36.2, lng: 120.4 },
        { lat: 36.15, lng: 120.5 },
        { lat: 36, lng: 120.35 },
      ],
      problems: [],
    });
  });

  it('names each line it cannot read, by its number, and keeps the others', () => {
    expect(parsePolygonText('36.1, 120.3\n36.2\n95, 120\n36.3, 120.4, 7\n36, east')).toEqual({
      points: [{ lat: 36.1, lng: 120.3 }],
      problems: [
        { line: 2, problem: 'format' },
        { line: 3, problem: 'latitudeRange' },
        { line: 4, problem: 'format' },
        { line: 5, problem: 'notANumber' },
      ],
    });
  });

  it('writes the text it reads back', () => {
    const points = [
      { lat: 36.1, lng: 120.3 },
      { lat: -33.8688, lng: 151.2093 },
    ];
    expect(parsePolygonText(polygonText(points)).points).toEqual(points);
  });

  it('wants at least three corners, each in bounds', () => {
    const a = { lat: 36.1, lng: 120.3 };
    const b = { lat: 36.2, lng: 120.4 };
    expect(polygonProblem([a, b])).toBe('tooFewPoints');
    expect(polygonProblem([a, b, { lat: 36.15, lng: 120.5 }])).toBeNull();
    expect(polygonProblem([a, b, { lat: 91, lng: 120.5 }])).toBe('outOfBounds');
    expect(polygonProblem(Array.from({ length: 501 }, () => a))).toBe('tooManyPoints');
  });
});

describe('the customer form: coordinates on a shipping address', () => {
  const addresses = (address: Record<string, unknown>) =>
    customerFormSchema.safeParse({
      addresses: JSON.stringify([{ region: '370202', detail: 'x', ...address }]),
    });

  it('takes numbers or their text, rounds to 7 decimals, and blank as none', () => {
    const parsed = addresses({ name: ' 青岛港 ', latitude: '36.06710001', longitude: 120.3826 });
    expect(parsed.success && parsed.data.addresses).toEqual([
      { region: '370202', detail: 'x', name: '青岛港', latitude: 36.0671, longitude: 120.3826 },
    ]);
    const blank = addresses({ latitude: ' ', longitude: null });
    expect(blank.success && blank.data.addresses).toEqual([
      { region: '370202', detail: 'x', latitude: null, longitude: null },
    ]);
  });

  it('refuses coordinates out of bounds or not numbers, naming the field', () => {
    const parsed = addresses({ latitude: 91, longitude: 'east' });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['addresses.0.latitude', JSON.stringify({ key: 'customers.latitudeRange' })],
      ['addresses.0.longitude', JSON.stringify({ key: 'customers.longitudeRange' })],
    ]);
    expect(addresses({ latitude: 36, longitude: 180.01 }).success).toBe(false);
    expect(addresses({ latitude: true, longitude: 120 }).success).toBe(false);
  });
});

describe('a tile server address', () => {
  it('is http(s) with {z}, {x} and {y}', () => {
    expect(mapTileUrlField.safeParse('https://{s}.tile.example/{z}/{x}/{y}.png').success).toBe(true);
    expect(mapTileUrlField.safeParse('').success).toBe(true);
    expect(mapTileUrlField.safeParse('https://tile.example/{z}/{x}.png').success).toBe(false);
    expect(mapTileUrlField.safeParse('javascript:alert(1)//{z}{x}{y}').success).toBe(false);
  });
});
