import type { JobDefinition, JobHandlers } from '@packflow/jobs';
import type { Infrastructure } from '@packflow/platform';

/**
 * The product's background jobs: each a definition (type, retries, schedule, business-key job id)
 * and a handler that issues commands through `infra.commands`. Month-end bills, wage sheets and
 * the high-seas release join this list with their features.
 */
export function productJobs(_infra: Infrastructure): { definitions: JobDefinition[]; handlers: JobHandlers } {
  return { definitions: [], handlers: {} };
}
