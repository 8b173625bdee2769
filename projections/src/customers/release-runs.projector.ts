import { customerPolicies, highSeasRelease } from '@packflow/domain';
import type { Projector } from '../projector';
import { eventTime } from '../rows';
import { createReleaseRunsTable } from './release-runs.table';

/** The release job's runs, as it records them in `highseas-release-<day>` (libs/domain/src/customers/high-seas-release.ts). */
/** The daily high-seas release, one row per day: the latest run of that day, running, done or failed. */
export const releaseRunsProjector: Projector = {
  name: 'release_runs',
  version: 1,
  eventTypes: highSeasRelease.RELEASE_RUN_EVENT_TYPES,
  tables: ['release_runs'],

  createTables: createReleaseRunsTable,

  async applyBatch(db, events) {
    const days = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as highSeasRelease.ReleaseRunEvent;
      const day = e.data.day;
      const at = eventTime(event);
      if (e.type === 'HighSeasReleaseStarted') {
        // A run started again on the same day replaces the earlier one.
        const row = {
          day,
          state: 'running',
          total: e.data.total,
          released: null,
          warned: null,
          started_at: at,
          at,
          error: null,
        };
        await db
          .insertInto('release_runs')
          .values(row)
          .onConflict((oc) => oc.column('day').doUpdateSet(row))
          .execute();
      } else {
        const end =
          e.type === 'HighSeasReleaseFinished'
            ? { state: 'done', released: e.data.released, warned: e.data.warned, error: null, at }
            : { state: 'failed', error: e.data.error, at };
        // An end without its start (never expected) still leaves a row.
        await db
          .insertInto('release_runs')
          .values({ day, total: 0, started_at: at, released: null, warned: null, ...end })
          .onConflict((oc) => oc.column('day').doUpdateSet(end))
          .execute();
      }
      days.add(day);
    }
    return days.size
      ? { ids: [...days], audience: { roles: [...customerPolicies.RELEASE_RUN_AUDIENCE] } }
      : undefined;
  },
};
