import { APP_VERSION, ResultCode, type SyssetHistoryEntry, type SyssetView } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import { syssetProjector } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import { ApiError } from '../http/api-exception.filter';
import type { Paging } from '../http/paging';
import { settingsChanges, settingsRow } from '../catalog/settings-history.queries';

/** The settings as the read model holds them, with the days left before the licence expires. */
export async function currentSysset(infra: Infrastructure, now = new Date()): Promise<SyssetView> {
  const row = await settingsRow<sysset.SyssetValues>(infra.db, syssetProjector.settings);
  // Before the first start has written them (never once the API is up): not a business refusal.
  if (!row) throw new ApiError(503, ResultCode.UNAVAILABLE, 'common.unavailable', {}, 'SYSSET.NOT_READY');
  const { values, ...stamp } = row;
  const today = now.toISOString().slice(0, 10);
  return {
    ...values,
    appVersion: APP_VERSION,
    daysLeft: sysset.daysUntilExpiry(values.expiryDate, today),
    warnExpiry: sysset.shouldWarnExpiry(values, today),
    ...stamp,
  };
}

/**
 * The company's names a document prints (quotation, contract, delivery note): from /Sysset, or
 * the first-start names before it is written.
 */
export async function companyNames(
  infra: Infrastructure,
): Promise<{ companyNameCn: string; companyNameEn: string }> {
  try {
    return await currentSysset(infra);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return sysset.defaultSysset(new Date().toISOString().slice(0, 10));
  }
}

/** The map provider's secrets: the history says that they changed, never what they are. */
const SECRET_FIELDS: readonly string[] = ['mapKey', 'mapSecurityCode'];
export const SECRET_MASK = '••••••';
const masked = (value: unknown): unknown =>
  value === null || value === undefined || value === '' ? value : SECRET_MASK;

/** GET sysset/history: every change, newest first (the map key and security code masked). */
export async function syssetHistory(
  infra: Infrastructure,
  page: Paging,
): Promise<{ rows: SyssetHistoryEntry[]; count: number }> {
  const { rows, count } = await settingsChanges<SyssetHistoryEntry['changes'][number]>(
    infra.db,
    'sysset_history',
    page,
  );
  const hide = (change: SyssetHistoryEntry['changes'][number]) =>
    SECRET_FIELDS.includes(change.field)
      ? { ...change, from: masked(change.from), to: masked(change.to) }
      : change;
  return { rows: rows.map((row) => ({ ...row, changes: row.changes.map(hide) })), count };
}
