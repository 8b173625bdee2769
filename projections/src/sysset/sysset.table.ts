import type { Timestamp } from '@packflow/db';
import type { ColumnType } from 'kysely';
import type { sysset } from '@packflow/domain';
import type { SettingsWithHistory } from '../settings-with-history';

/** /Sysset: the current settings, one row. */
export interface SyssetRow {
  id: string;
  company_name_cn: string;
  company_name_en: string;
  expiry_date: string;
  expiry_warn_days: number;
  show_roles: boolean;
  image_host: string;
  map_provider: string;
  map_tile_url: string;
  map_key: string;
  map_security_code: string;
  map_service_host: string;
  upload_max_mb: number;
  image_limit: number;
  version: number;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

/** Every /Sysset change with who, when and in which role. */
export interface SyssetHistoryRow {
  position: ColumnType<string, string, string>;
  version: number;
  at: Timestamp;
  user_id: string | null;
  role: string | null;
  changes: ColumnType<unknown, string, string>;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    sysset: SyssetRow;
    sysset_history: SyssetHistoryRow;
  }
}

/**
 * The columns of `sysset` after its id, each with its field and type: the shared settings-with-history
 * projector creates both tables from them (`version`, `updated_at`, `updated_by` after these; the
 * history table's columns are the same for every such read model).
 */
export const SYSSET_COLUMNS = {
  companyNameCn: ['company_name_cn', 'text'],
  companyNameEn: ['company_name_en', 'text'],
  expiryDate: ['expiry_date', 'text'],
  expiryWarnDays: ['expiry_warn_days', 'integer'],
  showRoles: ['show_roles', 'boolean'],
  imageHost: ['image_host', 'text'],
  mapProvider: ['map_provider', 'text'],
  mapTileUrl: ['map_tile_url', 'text'],
  mapKey: ['map_key', 'text'],
  mapSecurityCode: ['map_security_code', 'text'],
  mapServiceHost: ['map_service_host', 'text'],
  uploadMaxMb: ['upload_max_mb', 'integer'],
  imageLimit: ['image_limit', 'integer'],
} as const satisfies SettingsWithHistory<sysset.SyssetValues>['columns'];
