import { z } from 'zod';
import { msg } from '../validation';

/**
 * The map provider of the location picker and the polygon fence (spec section 7: "Map search uses
 * a third-party maps service with a security code and key from configuration"): none (the dialogs
 * offer typed address fields and coordinates), AMap (its public tiles; place search through the
 * API with the key and security code, which never reach the browser) or any XYZ tile server.
 */
export const MAP_PROVIDERS = ['none', 'amap', 'xyz'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** AMap's public road tiles (GCJ-02, Chinese labels), served on four subdomains. */
export const AMAP_TILE_URL =
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';
/** AMap's web-service host, used when /Sysset names none. */
export const AMAP_SERVICE_HOST = 'https://restapi.amap.com';

/** An XYZ tile address: http(s) with {z}, {x} and {y} (and optionally {s} for subdomains), or empty. */
export const isTileUrlTemplate = (s: string): boolean =>
  /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s) && ['{z}', '{x}', '{y}'].every((part) => s.includes(part));

export const mapProviderField = z.enum(MAP_PROVIDERS, msg('sysset.mapProviderInvalid'));
export const mapTileUrlField = z
  .string(msg('sysset.mapTileUrlInvalid'))
  .trim()
  .max(500, msg('validation.tooLong', { max: 500 }))
  .refine((s) => s === '' || isTileUrlTemplate(s), msg('sysset.mapTileUrlInvalid'));
/** A key or security code: visible ASCII, no spaces (they go into a query string and a signature). */
export const mapSecretField = z
  .string(msg('validation.failed'))
  .trim()
  .max(100, msg('validation.tooLong', { max: 100 }))
  .refine((s) => /^[\x21-\x7e]*$/.test(s), msg('sysset.mapSecretInvalid'));

/**
 * GET map/config, for everyone signed in: what the dialogs need to draw the map and whether the
 * place search answers. Never the key nor the security code.
 */
export interface MapConfigView {
  provider: MapProvider;
  /** The tile address template, null without a provider. */
  tileUrl: string | null;
  /** The values of {s} in `tileUrl` ('' when it has none). */
  subdomains: string;
  attribution: string;
  /** Whether GET map/search can ask the provider (AMap with a key). */
  search: boolean;
}

/** GET map/search: a place name or address, optionally within a city (name or code). */
export const mapSearchQuerySchema = z.object({
  keyword: z
    .string(msg('map.keywordRequired'))
    .trim()
    .min(1, msg('map.keywordRequired'))
    .max(80, msg('validation.tooLong', { max: 80 })),
  city: z
    .string(msg('validation.failed'))
    .trim()
    .max(40, msg('validation.tooLong', { max: 40 }))
    .optional(),
});
export type MapSearchQuery = z.infer<typeof mapSearchQuerySchema>;

/**
 * A location result (spec section 3): name, area (the 6-digit region code), city, province,
 * address, latitude, longitude.
 */
export interface MapPlace {
  name: string;
  area: string;
  city: string;
  province: string;
  address: string;
  latitude: number;
  longitude: number;
}
