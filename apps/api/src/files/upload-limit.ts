import { DEFAULT_UPLOAD_MAX_MB } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { currentSysset } from '../sysset/sysset.queries';

/** The upload limit in MB: the /Sysset setting (10 MB until an administrator changes it). */
export async function uploadLimitMb(infra: Infrastructure): Promise<number> {
  try {
    return (await currentSysset(infra)).uploadMaxMb ?? DEFAULT_UPLOAD_MAX_MB;
  } catch {
    // Only before the first start has written the settings.
    return DEFAULT_UPLOAD_MAX_MB;
  }
}
