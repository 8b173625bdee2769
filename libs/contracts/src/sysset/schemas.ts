import { z } from 'zod';
import { IMAGE_LIMIT_MAX } from '../files/schemas';
import { boundedInt, formBoolean, isoDate, optionalHttpUrl, requiredText, strictForm } from '../validation';
import { type MapProvider, mapProviderField, mapSecretField, mapTileUrlField } from './map';

/** The product's version (spec section 9). */
export const APP_VERSION = '1.2.1';

/** What an admin may change on /Sysset. Any subset; unknown fields are refused. */
export const syssetChangeSchema = strictForm({
  companyNameCn: requiredText(100),
  companyNameEn: requiredText(100),
  expiryDate: isoDate,
  expiryWarnDays: boundedInt(0, 365),
  showRoles: formBoolean,
  imageHost: optionalHttpUrl,
  mapProvider: mapProviderField,
  mapTileUrl: mapTileUrlField,
  mapKey: mapSecretField,
  mapSecurityCode: mapSecretField,
  mapServiceHost: optionalHttpUrl,
  /** The largest file an upload may be, in MB (domain rules, "Files": 10 by default). */
  uploadMaxMb: boundedInt(1, 100),
  /** How many images an image field takes (spec section 9: 3 by default). */
  imageLimit: boundedInt(1, IMAGE_LIMIT_MAX),
}).partial();
export type SyssetChange = z.infer<typeof syssetChangeSchema>;
export type SyssetField = keyof SyssetChange;
export const SYSSET_FIELDS = [
  'companyNameCn',
  'companyNameEn',
  'expiryDate',
  'expiryWarnDays',
  'showRoles',
  'imageHost',
  'mapProvider',
  'mapTileUrl',
  'mapKey',
  'mapSecurityCode',
  'mapServiceHost',
  'uploadMaxMb',
  'imageLimit',
] as const satisfies readonly SyssetField[];

export interface SyssetView {
  companyNameCn: string;
  companyNameEn: string;
  expiryDate: string;
  expiryWarnDays: number;
  showRoles: boolean;
  imageHost: string;
  mapProvider: MapProvider;
  /** The XYZ tile address template (provider xyz). */
  mapTileUrl: string;
  /** AMap's web-service key and its security code (the signing secret): only /Sysset shows them. */
  mapKey: string;
  mapSecurityCode: string;
  /** AMap's web-service host; '' for restapi.amap.com. */
  mapServiceHost: string;
  /** The largest file an upload may be, in MB. */
  uploadMaxMb: number;
  /** How many images an image field takes. */
  imageLimit: number;
  appVersion: string;
  /** Whole days from today to the expiry date (negative once expired). */
  daysLeft: number;
  /** Whether the login page should warn (daysLeft at or below expiryWarnDays). */
  warnExpiry: boolean;
  /** How many changes the settings have had. */
  version: number;
  /** The stream revision this view reflects: sent back as `If-Match` with a change. */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The nickname of `updatedBy`; null for the system or an unknown id. */
  updatedByName: string | null;
}

export interface SyssetHistoryEntry {
  position: string;
  version: number;
  at: string;
  userId: string | null;
  /** The nickname of the person behind `userId`; null for the system. */
  userName: string | null;
  role: string | null;
  changes: { field: SyssetField; from: unknown; to: unknown }[];
}
