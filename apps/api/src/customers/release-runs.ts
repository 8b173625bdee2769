import type { JobQueue } from '@packflow/jobs';

/**
 * The job queue, when this process runs one (`npm start`): "run now" on /Customer/Setting goes
 * through it; the API alone runs the release job in-process (handlers/run-high-seas-release.ts).
 */
export const jobQueueHolder: { queue?: JobQueue } = {};
