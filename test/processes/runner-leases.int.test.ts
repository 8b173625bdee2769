import { randomUUID } from 'node:crypto';
import { loadConfig } from '@packflow/config';
import { type Infrastructure, createInfrastructure } from '@packflow/runtime';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestDatabase, describeWithPostgres, eventually } from '../support/services';

/**
 * Two processes' worth of runners on one PostgreSQL database (two infrastructures in this test
 * process, each with its own lease connection): one runs each projector and reactor, the other
 * stands by, follows its progress and takes over; a poison event is parked without holding up
 * anything else; a rebuild is one at a time and a failed one leaves the live projector going.
 */
describeWithPostgres('projectors and reactors across processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: Infrastructure;
  let second: Infrastructure;

  const open = async (run = true) => {
    const infra = await createInfrastructure(
      loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'error', RUN_PROJECTIONS: String(run) }),
      () => undefined,
    );
    await infra.projections.start();
    return infra;
  };

  /** A forum section appended straight to the store, and the position it got. */
  const section = async (infra: Infrastructure, name = `Section ${randomUUID().slice(0, 8)}`) => {
    const id = randomUUID();
    const { position } = await infra.store.appendToStream(`forum-section-${id}`, [
      { type: 'ForumSectionCreated', data: { id, name } },
    ]);
    return { id, position };
  };
  const sectionRow = (infra: Infrastructure, id: string) =>
    infra.db
      .withSchema('rm')
      .selectFrom('forum_sections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await open();
    second = await open();
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it('runs each projector and reactor in exactly one process; the other follows its progress', async () => {
    const [a, b] = await Promise.all([first.projections.health(), second.projections.health()]);
    expect(a.length).toBeGreaterThan(10);
    expect(a.some((r) => r.kind === 'reactor')).toBe(true);
    for (const runner of a) {
      const other = b.find((r) => r.name === runner.name)!;
      // Exactly one of the two runs it, and both name the same holder.
      expect([runner.name, runner.active !== other.active]).toEqual([runner.name, true]);
      expect(runner.leaseHolder).not.toBeNull();
      expect(other.leaseHolder).toBe(runner.leaseHolder);
    }
    // A write through either process is readable through the other once its read model has it.
    const { id, position } = await section(second);
    expect(await second.projections.waitFor(['forum_sections'], position, 5000)).toBe(true);
    expect(await first.projections.waitFor(['forum_sections'], position, 5000)).toBe(true);
    expect(await sectionRow(second, id)).toBeDefined();
  });

  it('hands the work to the standby within seconds when the holder goes away', async () => {
    const held = (await first.projections.health()).filter((r) => r.active).map((r) => r.name);
    const holder = held.length ? first : second;
    const standby = holder === first ? second : first;
    const stoppedAt = Date.now();
    // Its lease connection ends as if the process had died.
    await holder.close();
    await eventually(async () => (await standby.projections.health()).every((r) => r.active), 8000);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    const { id, position } = await section(standby);
    expect(await standby.projections.waitFor(['forum_sections'], position, 5000)).toBe(true);
    expect(await sectionRow(standby, id)).toBeDefined();
    if (holder === first) first = await open();
    else second = await open();
  }, 30_000);

  it('parks an event a reactor keeps failing on, without holding up projectors or later events', async () => {
    const infra = (await first.projections.health()).some((r) => r.active) ? first : second;
    // A generation request without its data: the generation reactor fails on it every time.
    const poison = await infra.store.appendToStream(`generation-${randomUUID()}`, [
      { type: 'QuotationGenerationRequested', data: {}, metadata: { correlationId: 'poison-request' } },
    ]);
    const { id, position } = await section(infra);
    expect(await infra.projections.waitFor(['forum_sections'], position, 2000)).toBe(true);
    expect(await sectionRow(infra, id)).toBeDefined();
    const parked = await eventually(async () => {
      const rows = await infra.projections.parkedSteps();
      return rows.find((r) => r.position === poison.position.toString());
    }, 20_000);
    expect(parked).toMatchObject({
      runner: 'quotation-generation',
      correlation_id: 'poison-request',
      attempts: 5,
    });
    expect(await infra.projections.waitFor(['quotation-generation'], position, 5000)).toBe(true);
    // Retried, it fails again: it stays parked with one more attempt.
    await expect(infra.projections.retryParked(String(parked.id))).rejects.toThrow();
    const again = (await infra.projections.parkedSteps()).find((r) => r.id === parked.id);
    expect(again).toMatchObject({ attempts: 6, retried_at: null });
  }, 40_000);

  it('runs one rebuild at a time, and a failed one leaves the live projector going with its error', async () => {
    const infra = (await first.projections.health()).some((r) => r.active) ? first : second;
    const other = infra === first ? second : first;
    // A view on the live table makes the swap fail.
    await sql`CREATE VIEW public.sections_view AS SELECT * FROM rm.forum_sections`.execute(infra.db);
    const started = await other.projections.requestRebuild('forum_sections', null);
    expect(started).toMatchObject({ started: true, rebuild: { state: 'requested' } });
    const second_ = await other.projections.requestRebuild('forum_sections', null);
    expect(second_.started).toBe(false);
    expect(['requested', 'running']).toContain(second_.rebuild.state);
    const failed = await eventually(async () => {
      const progress = await infra.projections.rebuildProgress('forum_sections');
      return progress?.state === 'failed' ? progress : undefined;
    }, 20_000);
    expect(failed.error).toMatch(/depend/);
    const status = (await infra.projections.health()).find((r) => r.name === 'forum_sections')!;
    expect(status.lastError).toMatch(/Rebuild failed/);
    expect(status.state).not.toBe('rebuilding');
    // The live projector goes on.
    const { id, position } = await section(infra);
    expect(await infra.projections.waitFor(['forum_sections'], position, 5000)).toBe(true);
    expect(await sectionRow(infra, id)).toBeDefined();
    expect(
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name LIKE 'rm_build_%'`.execute(
          infra.db,
        )
      ).rows[0]!.n,
    ).toBe(0);
    // Without the view, the next rebuild goes through.
    await sql`DROP VIEW public.sections_view`.execute(infra.db);
    expect((await other.projections.requestRebuild('forum_sections', null)).started).toBe(true);
    await eventually(
      async () => (await infra.projections.rebuildProgress('forum_sections'))?.state === 'done',
      20_000,
    );
    expect(await sectionRow(infra, id)).toBeDefined();
  }, 60_000);

  it('stays up when the connection of a rebuild swap is terminated, and the live projector goes on', async () => {
    const infra = (await first.projections.health()).some((r) => r.active) ? first : second;
    // Hold the live table so that the swap waits for its lock, then take the waiting connection away.
    const blocker = new pg.Client({ connectionString: database.url });
    blocker.on('error', () => undefined);
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE rm.forum_sections IN ACCESS SHARE MODE');
    expect((await infra.projections.requestRebuild('forum_sections', null)).started).toBe(true);
    // The swap's connection, waiting for the table.
    const swapping = await eventually(async () => {
      const { rows } = await blocker.query<{ pid: number }>(
        `SELECT l.pid FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE c.relname = 'forum_sections' AND l.mode = 'AccessExclusiveLock' AND NOT l.granted`,
      );
      return rows[0]?.pid;
    }, 20_000);
    await blocker.query('SELECT pg_terminate_backend($1)', [swapping]);
    await blocker.query('ROLLBACK');
    await blocker.end();
    const failed = await eventually(async () => {
      const progress = await infra.projections.rebuildProgress('forum_sections');
      return progress?.state === 'failed' ? progress : undefined;
    }, 20_000);
    expect(failed.error).toMatch(/terminat/i);
    const { id, position } = await section(infra);
    expect(await infra.projections.waitFor(['forum_sections'], position, 5000)).toBe(true);
    expect(await sectionRow(infra, id)).toBeDefined();
  }, 60_000);
});
