import { APP_VERSION, ResultCode, type SyssetView } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import type { Infrastructure } from '@packflow/platform';
import { ApiError } from '../http/api-exception.filter';

/** The settings as the read model holds them, with the days left before the licence expires. */
export async function currentSysset(infra: Infrastructure, now = new Date()): Promise<SyssetView> {
  const row = await infra.db
    .withSchema('rm')
    .selectFrom('sysset')
    .leftJoin('accounts', 'accounts.id', 'sysset.updated_by')
    .selectAll('sysset')
    .select('accounts.nickname as updated_by_name')
    .executeTakeFirst();
  if (!row) throw new ApiError(503, ResultCode.UNAVAILABLE, 'common.unavailable', {}, 'SYSSET.NOT_READY');
  const today = now.toISOString().slice(0, 10);
  return {
    companyNameCn: row.company_name_cn,
    companyNameEn: row.company_name_en,
    expiryDate: row.expiry_date,
    expiryWarnDays: row.expiry_warn_days,
    showRoles: row.show_roles,
    imageHost: row.image_host,
    appVersion: APP_VERSION,
    daysLeft: sysset.daysUntilExpiry(row.expiry_date, today),
    warnExpiry: sysset.shouldWarnExpiry(
      { expiryDate: row.expiry_date, expiryWarnDays: row.expiry_warn_days },
      today,
    ),
    version: row.version,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    updatedBy: row.updated_by,
    updatedByName: row.updated_by_name,
  };
}
