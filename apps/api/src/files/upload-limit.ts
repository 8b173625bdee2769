import { DEFAULT_IMAGE_LIMIT, DEFAULT_UPLOAD_MAX_MB } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { currentSysset } from '../sysset/sysset.queries';

/** A /Sysset limit, or its default before the first start has written the settings. */
async function syssetLimit(
  infra: Infrastructure,
  field: 'uploadMaxMb' | 'imageLimit',
  fallback: number,
): Promise<number> {
  try {
    return (await currentSysset(infra))[field] ?? fallback;
  } catch {
    return fallback;
  }
}

/** The upload limit in MB: the /Sysset setting (10 MB until an administrator changes it). */
export const uploadLimitMb = (infra: Infrastructure): Promise<number> =>
  syssetLimit(infra, 'uploadMaxMb', DEFAULT_UPLOAD_MAX_MB);

/** How many images an image field takes: the /Sysset setting (3 until an administrator changes it). */
export const imageLimit = (infra: Infrastructure): Promise<number> =>
  syssetLimit(infra, 'imageLimit', DEFAULT_IMAGE_LIMIT);
