import { DEFAULT_UPLOAD_MAX_MB } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { currentSysset } from '../sysset/sysset.queries';

/** The upload limit in MB: the /Sysset setting, or the default (10 MB) before it is set. */
export async function uploadLimitMb(infra: Infrastructure): Promise<number> {
  try {
    const values = (await currentSysset(infra)) as unknown as { uploadMaxMb?: unknown };
    return typeof values.uploadMaxMb === 'number' && values.uploadMaxMb > 0
      ? values.uploadMaxMb
      : DEFAULT_UPLOAD_MAX_MB;
  } catch {
    return DEFAULT_UPLOAD_MAX_MB;
  }
}
