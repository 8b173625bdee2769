import type { JobDefinition, JobHandlers } from '@packflow/jobs';
import type { Infrastructure } from '@packflow/platform';
import { highSeasReleaseJob } from '../../api/src/customers/release-runs';

/**
 * The product's background jobs: each a definition (type, retries, schedule, business-key job id)
 * and a handler that issues commands through `infra.commands`. Month-end bills, wage sheets and
 * the high-seas release join this list with their features.
 */
export function productJobs(infra: Infrastructure): { definitions: JobDefinition[]; handlers: JobHandlers } {
  const release = highSeasReleaseJob(infra);
  return {
    definitions: [release.definition as JobDefinition],
    handlers: { [release.definition.name]: release.handler },
  };
}
