import { productionChecks, productionJob, productionPolicies } from '@packflow/domain';
import {
  AT,
  BAG_MAKER,
  JobDriver,
  LAMINATOR,
  PRESS,
  SLITTER,
  hoursAfter,
  opened,
} from '../../../test/support/production-fixtures';
import { type ProjectorHarness, useProjectors } from '../../../test/support/projector-spec';
import { pgUrl } from '../../../test/support/services';
import { productionJobsProjector, productionStagesProjector } from './production.projector';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** What the stage checks read of a stage row (as the API's job cards read it). */
const standingOfRow = productionPolicies.stageStandingOfRow;

/**
 * The production job's two read models against the job's own fold: a bag order (printing, one
 * lamination pass, bag making) reviewed, rejected, corrected, confirmed, scheduled and produced
 * through its cure gate, its rows checked after every step; the same events in one batch make
 * the same rows; a closed job leaves every queue.
 */
describe.each(pgUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const))(
  'the production read models (%s)',
  (database) => {
    const t = useProjectors({
      projectors: [productionJobsProjector, productionStagesProjector],
      database,
      metadata: { userId: 'pm-1', role: 'ProductManage', at: AT },
    });

    const jobRow = (t: ProjectorHarness, id: string) =>
      t.rm.selectFrom('production_jobs').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    const stageRows = (t: ProjectorHarness, id: string) =>
      t.rm.selectFrom('production_stages').selectAll().where('order_id', '=', id).orderBy('seq').execute();

    /** The whole story of a 10,000-bag order, in the groups a factory records it. */
    function story(job: JobDriver, id: string): productionJob.ProductionEvent[][] {
      const t0 = AT;
      return [
        job.open(opened(id, { quantity: 10_000 })),
        job.review('reject', hoursAfter(1)),
        job.run({ type: 'ReceiveArtwork', data: { files: 'art/b.pdf', at: hoursAfter(2) } }),
        job.review('confirm', hoursAfter(3)),
        job.schedule('printing', PRESS, hoursAfter(3)),
        [...job.schedule('lamination-1', LAMINATOR, hoursAfter(3)), ...job.schedule('bagMaking', BAG_MAKER)],
        job.start('printing', hoursAfter(4, t0)),
        job.record(
          'printing',
          { metresIn: 1000, goodOut: 900, setupWaste: 40, runningWaste: 30 },
          hoursAfter(5),
        ),
        job.finish('printing', hoursAfter(6)),
        job.start('lamination-1', hoursAfter(7)),
        job.record(
          'lamination-1',
          { metresIn: 880, goodOut: 870, setupWaste: 5, runningWaste: 5 },
          hoursAfter(8),
        ),
        job.pause('lamination-1', hoursAfter(8)),
        job.resume('lamination-1', hoursAfter(9)),
        job.finish('lamination-1', hoursAfter(10)),
        job.overrideCure('bagMaking', hoursAfter(11)),
        job.start('bagMaking', hoursAfter(12)),
        job.record(
          'bagMaking',
          { metresIn: 870, goodOut: 7000, setupWaste: 10, runningWaste: 10 },
          hoursAfter(13),
        ),
        job.finish('bagMaking', hoursAfter(14)),
      ];
    }

    it('keeps a job and its stage cards where the job stands, step by step', async () => {
      const id = 'o-step';
      const job = new JobDriver();
      const stream = productionJob.productionStream(id);
      const groups = story(job, id);
      const replay = new JobDriver();
      let revision = -1;
      const seen: { phase: string; progress: number }[] = [];
      for (const group of groups) {
        for (const e of group) replay.state = productionJob.evolve(replay.state, e);
        await t.append(stream, group);
        revision += group.length;
        const rows = await stageRows(t, id);
        // Each stage row stands where the job's fold says: the checks give the same answers on it.
        for (const row of rows)
          expect([row.stage, standingOfRow(row)]).toEqual([
            row.stage,
            productionJob.stageStanding(replay.state, row.stage),
          ]);
        const jobs = await jobRow(t, id);
        expect(rows.map((r) => [r.stream_revision, r.position])).toEqual(
          rows.map(() => [revision, jobs.position]),
        );
        expect(jobs.stream_revision).toBe(revision);
        // The rows tell the job's phase and progress as the domain's policies tell them from its fold.
        expect([jobs.phase, jobs.progress]).toEqual([
          productionPolicies.phaseOf(replay.state),
          productionPolicies.jobProgressOf(replay.state),
        ]);
        expect(rows.map((r) => r.progress)).toEqual(
          replay.state.stages.map((s) => productionPolicies.stageProgressOf(replay.state, s)),
        );
        seen.push({ phase: jobs.phase, progress: jobs.progress });
        if (group === groups[0]) {
          expect(jobs).toMatchObject({
            phase: 'review',
            review_status: 'pending',
            artwork_status: 'not_confirmed',
            artwork_files: 'art/a.pdf',
            make: 'bag',
            bag_type: 'standUp',
            pitch_mm: 120,
            web_width_mm: 120,
            substrate: 'PET12',
            stage_count: 3,
            unscheduled: 3,
            stages_done: 0,
            current_stage: 'printing',
            current_kind: 'printing',
            progress: 0,
          });
          expect(jobs.search).toContain('qingdao tea');
          expect(rows.map((r) => [r.stage, r.kind, r.seq, r.output_unit, r.state])).toEqual([
            ['printing', 'printing', 1, 'meter', 'unscheduled'],
            ['lamination-1', 'lamination', 2, 'meter', 'unscheduled'],
            ['bagMaking', 'bagMaking', 3, 'piece', 'unscheduled'],
          ]);
        }
        if (group === groups[1])
          expect(jobs).toMatchObject({
            phase: 'rejected',
            reject_reason: 'Artwork bleeds too short',
            artwork_status: 'rejected',
          });
        if (group === groups[2])
          expect(jobs).toMatchObject({
            phase: 'review',
            reject_reason: null,
            reviewed_at: null,
            artwork_files: 'art/b.pdf',
            artwork_status: 'not_confirmed',
          });
        if (group === groups[3]) {
          expect(jobs).toMatchObject({ phase: 'scheduling', artwork_status: 'confirmed', web_width_mm: 250 });
          expect(jobs.colours).toEqual(['cyan', 'magenta', 'yellow', 'black']);
          expect(rows.every((r) => r.confirmed && r.web_width_mm === 250)).toBe(true);
        }
        if (group === groups[4]) {
          expect(jobs).toMatchObject({ phase: 'scheduling', unscheduled: 2 });
          expect(rows[0]).toMatchObject({
            state: 'scheduled',
            machine_id: 'press-1',
            machine_name: 'Gravure 1',
          });
          expect(iso(rows[0]!.planned_start)).toBe(hoursAfter(4));
        }
        if (group === groups[5]) expect(jobs).toMatchObject({ phase: 'ready', unscheduled: 0 });
        if (group === groups[6]) {
          expect(jobs).toMatchObject({ phase: 'running', current_stage: 'printing' });
          expect(rows[0]!.operators).toEqual(['Li', 'Wang']);
          // Started with nothing made yet: no progress to show.
          expect(rows[0]!.progress).toBe(0);
        }
        if (group === groups[7]) {
          // 1,000 m in: 900 good, 70 waste (7% > the press's 5%), 30 unaccounted (3% > 1%).
          expect(rows[0]).toMatchObject({
            metres_in: 1000,
            good_out: 900,
            good_metres: 900,
            setup_waste: 40,
            running_waste: 30,
            unaccounted: 30,
            waste_over: true,
            unaccounted_flag: true,
            entries: 1,
            // 900 good metres of the 1,200 planned (10,000 bags at 120 mm).
            progress: 0.75,
          });
          expect(rows[1]).toMatchObject({
            prev_state: 'running',
            prev_kind: 'printing',
            prev_good_metres: 900,
          });
          expect(jobs.progress).toBe(0.25);
        }
        if (group === groups[8]) {
          expect(rows[0]).toMatchObject({ state: 'finished', progress: 1 });
          expect(jobs).toMatchObject({
            stages_done: 1,
            current_stage: 'lamination-1',
            current_kind: 'lamination',
          });
        }
        if (group === groups[10]) {
          // 880 m of the 900 the press made good went in.
          expect(rows[1]!.progress).toBe(0.9778);
          expect(rows[1]).toMatchObject({ waste_over: false, unaccounted_flag: false, unaccounted: 0 });
        }
        if (group === groups[11])
          expect(rows[1]).toMatchObject({ state: 'paused', paused_reason: 'Roll change' });
        if (group === groups[12]) expect(rows[1]).toMatchObject({ state: 'running', paused_reason: null });
        if (group === groups[13]) {
          // The laminator's 24 h cure: the bag maker may not start on the roll before then.
          expect(iso(rows[2]!.cure_until)).toBe(hoursAfter(34));
          expect(() => productionChecks.stageChecks.start(standingOfRow(rows[2]!), hoursAfter(11))).toThrow(
            expect.objectContaining({ code: 'PRODUCTION.CURING', params: { hours: 23 } }),
          );
        }
        if (group === groups[14]) {
          expect(rows[2]!.cure_overridden).toBe(true);
          expect(() =>
            productionChecks.stageChecks.start(standingOfRow(rows[2]!), hoursAfter(12)),
          ).not.toThrow();
        }
        if (group === groups[16])
          // 7,000 bags at 120 mm are 840 m: 870 in, 20 waste, 10 unaccounted.
          expect(rows[2]).toMatchObject({
            good_out: 7000,
            good_metres: 840,
            unaccounted: 10,
            metres_in: 870,
          });
      }
      const jobs = await jobRow(t, id);
      expect(jobs).toMatchObject({ phase: 'finished', progress: 1, stages_done: 3, current_stage: null });
      expect((await stageRows(t, id)).every((r) => !r.job_open && r.state === 'finished')).toBe(true);
      expect(seen.map((s) => s.phase)).toEqual([
        'review',
        'rejected',
        'review',
        'scheduling',
        'scheduling',
        'ready',
        ...Array<string>(11).fill('running'),
        'finished',
      ]);
      // Progress never goes back while the job moves forward.
      const progress = seen.map((s) => s.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(jobs.stages).toEqual(
        replay.state.stages.map((s) =>
          expect.objectContaining({ key: s.key, state: s.state, totals: s.totals }),
        ),
      );
    });

    it('makes the same rows from the same events however they are batched', async () => {
      const stepwise = 'o-a';
      const batched = 'o-b';
      const a = story(new JobDriver(), stepwise);
      for (const group of a) await t.append(productionJob.productionStream(stepwise), group);
      await t.append(productionJob.productionStream(batched), story(new JobDriver(), batched).flat());
      const strip = (r: Record<string, unknown>) => {
        const { order_id: _o, number: _n, search: _s, position: _p, ...rest } = r;
        return rest;
      };
      expect((await stageRows(t, batched)).map(strip)).toEqual((await stageRows(t, stepwise)).map(strip));
      expect(strip(await jobRow(t, batched))).toEqual(strip(await jobRow(t, stepwise)));
    });

    it('takes a closed job off every queue, and derives roll film stages with slitting', async () => {
      const id = 'o-closed';
      const job = new JobDriver();
      await t.append(productionJob.productionStream(id), [
        ...job.open(opened(id, { make: 'coiled', layers: 3, quantity: 5000 })),
        ...job.review('confirm'),
        ...job.schedule('printing', PRESS),
        ...job.schedule('slitting', SLITTER),
        ...job.start('printing'),
        ...job.record('printing', { metresIn: 2000, goodOut: 1900, setupWaste: 100 }),
      ]);
      let rows = await stageRows(t, id);
      expect(rows.map((r) => r.stage)).toEqual(['printing', 'lamination-1', 'lamination-2', 'slitting']);
      // Roll film is ordered in metres: 1,900 good of 5,000.
      expect(rows[0]!.progress).toBe(0.38);
      expect((await jobRow(t, id)).progress).toBe(0.095);
      expect((await jobRow(t, id)).phase).toBe('running');
      await t.append(productionJob.productionStream(id), job.close());
      rows = await stageRows(t, id);
      expect(await jobRow(t, id)).toMatchObject({ phase: 'closed', stream_revision: 6 });
      expect(rows.map((r) => r.job_open)).toEqual([false, false, false, false]);
      expect(() => productionChecks.stageChecks.record(standingOfRow(rows[0]!), AT)).toThrow(
        expect.objectContaining({ code: 'PRODUCTION.CLOSED' }),
      );
    });

    it('keeps the lists’ counts equal to a count of the rows after a random sequence of events', async () => {
      // A seeded sequence: every run drives the same jobs the same way.
      let seed = 20261127;
      const rnd = () => {
        seed = (seed + 0x6d2b79f5) >>> 0;
        let x = Math.imul(seed ^ (seed >>> 15), seed | 1);
        x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
      const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
      const machineOf: Record<string, productionJob.MachineRef> = {
        printing: PRESS,
        lamination: LAMINATOR,
        bagMaking: BAG_MAKER,
        slitting: SLITTER,
      };
      const jobs = Array.from({ length: 8 }, (_, i) => ({ id: `o-count-${i}`, driver: new JobDriver() }));
      /** Mostly the stage the job works on (the first not finished), now and then any. */
      const stageOf = (job: JobDriver) =>
        (rnd() < 0.8 ? job.state.stages.find((s) => s.state !== 'finished') : undefined) ??
        pick(job.state.stages);
      const steps: ((job: JobDriver) => productionJob.ProductionEvent[])[] = [
        (job) => job.review(rnd() < 0.8 ? 'confirm' : 'reject'),
        (job) => job.run({ type: 'ReceiveArtwork', data: { files: 'art/c.pdf', at: AT } }),
        (job) => {
          const stage = rnd() < 0.5 ? pick(job.state.stages) : stageOf(job);
          return job.schedule(stage.key, machineOf[stage.kind]!);
        },
        (job) => job.start(stageOf(job).key),
        (job) => job.record(stageOf(job).key, { metresIn: 500, goodOut: 450, setupWaste: 20 }),
        (job) => job.pause(stageOf(job).key),
        (job) => job.resume(stageOf(job).key),
        (job) => job.finish(stageOf(job).key),
        (job) => (rnd() < 0.05 ? job.close() : []),
      ];
      const meta = { userId: 'pm-1', role: 'ProductManage', at: AT };
      const appended = async (id: string, events: productionJob.ProductionEvent[]) =>
        (
          await t.store.appendToStream(
            productionJob.productionStream(id),
            events.map((e) => ({ ...e, metadata: meta })),
          )
        ).position;
      let last = await t.append(
        productionJob.productionStream(jobs[0]!.id),
        jobs[0]!.driver.open(opened(jobs[0]!.id)),
      );
      for (const [i, { id, driver }] of jobs.entries())
        if (i > 0)
          last = await appended(
            id,
            driver.open({
              ...opened(id, { make: i % 2 ? 'coiled' : 'bag', layers: 1 + (i % 3) }),
              printingType: i % 3 ? 'digital' : 'gravure',
            }),
          );
      let moved = 0;
      for (let i = 0; i < 400; i++) {
        const { id, driver } = pick(jobs);
        const step = pick(steps);
        let events: productionJob.ProductionEvent[];
        try {
          events = step(driver);
        } catch {
          continue; // a command the job refuses where it stands
        }
        if (!events.length) continue;
        moved += events.length;
        // Several appends before the projectors catch up: they fold them in batches.
        last = await appended(id, events);
        if (rnd() < 0.2) await t.caughtUp(last);
      }
      await t.caughtUp(last);
      expect(moved).toBeGreaterThan(30);
      const kept = async (table: 'production_job_counts' | 'production_stage_counts') =>
        (await t.rm.selectFrom(table).selectAll().where('n', '!=', 0).execute())
          .map((r) => JSON.stringify(r))
          .sort();
      const jobCounts = await t.rm
        .selectFrom('production_jobs')
        .select(['phase', 'review_status', 'printing_type'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy(['phase', 'review_status', 'printing_type'])
        .execute();
      expect(await kept('production_job_counts')).toEqual(
        jobCounts.map((r) => JSON.stringify({ ...r, n: Number(r.n) })).sort(),
      );
      const stageRows = await t.rm.selectFrom('production_stages').selectAll().execute();
      const byKey = new Map<string, number>();
      for (const r of stageRows) {
        const key = JSON.stringify({
          kind: r.kind,
          state: r.state,
          job_open: r.job_open,
          confirmed: r.confirmed,
          last: r.seq === r.stage_count,
          printing_type: r.printing_type,
          machine_id: r.machine_id ?? '',
        });
        byKey.set(key, (byKey.get(key) ?? 0) + 1);
      }
      expect(await kept('production_stage_counts')).toEqual(
        [...byKey].map(([key, n]) => JSON.stringify({ ...JSON.parse(key), n })).sort(),
      );
      // The sequence went somewhere: jobs at several phases, stages at several states.
      expect(new Set(jobCounts.map((r) => r.phase)).size).toBeGreaterThan(2);
      expect(new Set(stageRows.map((r) => r.state)).size).toBeGreaterThan(2);
    });

    it('tells the factory and the order’s owner of a change', async () => {
      const id = 'o-audience';
      await t.append(
        productionJob.productionStream(id),
        new JobDriver().open(opened(id, { ownerId: 'sales-9' })),
      );
      const change = t.changes.filter((c) => c.ids.includes(id));
      expect(change.map((c) => c.readModel).sort()).toEqual(['production_jobs', 'production_stages']);
      for (const c of change)
        expect(c.audience).toEqual({
          roles: ['Admin', 'ProductManage', 'Product', 'OperatorManage'],
          users: ['sales-9'],
        });
    });
  },
);
