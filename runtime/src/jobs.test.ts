import type { JobContext } from '@packflow/jobs';
import {
  type AreaJob,
  type AreaJobContext,
  PROJECTION_AREAS,
  type ProjectionArea,
} from '@packflow/projections';
import { productJobs } from './jobs';

const ctx = { db: {}, commands: {}, store: {} } as unknown as AreaJobContext;
const jobContext: JobContext = { jobId: 'j', attempt: 1, log: () => undefined };

function job(name: string, seen: AreaJobContext[]): AreaJob<never> {
  return {
    definition: { name, attempts: 2 },
    handler: (given) => async () => {
      seen.push(given);
    },
  };
}

describe('productJobs', () => {
  it("gathers every area's jobs, each handler given the context", async () => {
    const seen: AreaJobContext[] = [];
    const areas: ProjectionArea[] = [
      { name: 'a', projectors: [], reactors: [], jobs: [job('a.one', seen), job('a.two', seen)] },
      { name: 'b', projectors: [], reactors: [] },
      { name: 'c', projectors: [], reactors: [], jobs: [job('c.one', seen)] },
    ];
    const { definitions, handlers } = productJobs(ctx, areas);
    expect(definitions.map((d) => d.name)).toEqual(['a.one', 'a.two', 'c.one']);
    expect(Object.keys(handlers)).toEqual(['a.one', 'a.two', 'c.one']);
    await handlers['c.one']!(undefined as never, jobContext);
    expect(seen).toEqual([ctx]);
  });

  it("by default takes the product's areas: the worker and `npm start` run the daily high-seas release", () => {
    const names = productJobs(ctx).definitions.map((d) => d.name);
    expect(names).toEqual(PROJECTION_AREAS.flatMap((a) => a.jobs ?? []).map((j) => j.definition.name));
    expect(names).toContain('highseas.release');
  });
});
