import { createHash } from 'node:crypto';
import { type MapPlace, type MapSearchQuery, ResultCode } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import { ApiError } from '../http/api-exception.filter';

/** How long a search waits for the map service: the person is looking at a spinner. */
export const MAP_SEARCH_TIMEOUT_MS = 5000;
/** Places answered per search: a short list to choose from. */
const RESULTS = 10;

/** One place of AMap's place search (v3 place/text), the fields read here. */
interface AmapPoi {
  name?: unknown;
  address?: unknown;
  location?: unknown;
  pname?: unknown;
  cityname?: unknown;
  adname?: unknown;
  adcode?: unknown;
}

/**
 * AMap's digital signature: the parameters sorted by name, joined as a query string (unescaped),
 * followed by the security code, MD5 in hex. A key that has no signing set up ignores it.
 */
export function amapSignature(params: Record<string, string>, securityCode: string): string {
  const text = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5')
    .update(text + securityCode)
    .digest('hex');
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An AMap place as a location result (spec section 3); one without a usable location is skipped. */
export function placeOf(poi: AmapPoi): MapPlace | null {
  const [lng, lat] = text(poi.location).split(',').map(Number);
  if (lng === undefined || lat === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    name: text(poi.name),
    area: /^\d{6}$/.test(text(poi.adcode)) ? text(poi.adcode) : '',
    city: text(poi.cityname),
    province: text(poi.pname),
    address: [text(poi.adname), text(poi.address)].filter((s) => s !== '').join(' '),
    latitude: lat,
    longitude: lng,
  };
}

const unavailable = () =>
  new ApiError(422, ResultCode.BUSINESS_RULE, 'map.searchUnavailable', {}, 'MAP.SEARCH_UNAVAILABLE');
const unreachable = () =>
  new ApiError(503, ResultCode.UNAVAILABLE, 'map.searchFailed', {}, 'MAP.SEARCH_FAILED', {
    retryAfter: 5,
  });

/**
 * GET map/search: AMap's place search asked from the server with the key and the security code
 * (which never reach the browser). Without a provider that searches: 422 "type it instead"; the
 * service unreachable or too slow: 503; the service refusing (a wrong key, a spent quota): 422
 * with its reason.
 */
export async function searchPlaces(
  values: sysset.SyssetValues,
  query: MapSearchQuery,
  timeoutMs = MAP_SEARCH_TIMEOUT_MS,
): Promise<MapPlace[]> {
  if (!sysset.mapConfig(values).search) throw unavailable();
  const params: Record<string, string> = {
    key: values.mapKey,
    keywords: query.keyword,
    offset: String(RESULTS),
    page: '1',
    output: 'JSON',
    ...(query.city ? { city: query.city } : {}),
  };
  if (values.mapSecurityCode) params.sig = amapSignature(params, values.mapSecurityCode);
  const url = `${sysset.amapServiceHost(values)}/v3/place/text?${new URLSearchParams(params)}`;
  let body: { status?: unknown; info?: unknown; pois?: unknown };
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!answer.ok) throw new Error(`map service answered ${answer.status}`);
    body = (await answer.json()) as typeof body;
  } catch {
    throw unreachable();
  }
  if (String(body.status) !== '1') {
    const reason = text(body.info).slice(0, 60) || 'UNKNOWN';
    throw new ApiError(422, ResultCode.BUSINESS_RULE, 'map.searchRefused', { reason }, 'MAP.SEARCH_REFUSED');
  }
  const pois = Array.isArray(body.pois) ? (body.pois as AmapPoi[]) : [];
  return pois.map(placeOf).filter((p): p is MapPlace => p !== null);
}
