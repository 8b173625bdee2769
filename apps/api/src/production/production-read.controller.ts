import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type BoardView,
  type MachineQueueView,
  type MachineView,
  PRODUCTION_READ_MODELS,
  type ProductionDetail,
  type ProductionJobRow,
  type StageCard,
  type ReworkRow,
  boardQuerySchema,
  jobListQuerySchema,
  reviewListQuerySchema,
  reworkListQuerySchema,
  stageListQuerySchema,
} from '@packflow/contracts';
import { machine, productionJob } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { namesOf } from '../orders/orders.queries';
import { INFRA } from '../tokens';
import { actorsOf, productionStory } from './production-story';
import { listReworks } from './queries/rework.queries';
import {
  type FactoryReader,
  type StageFilter,
  board,
  listJobs,
  listMachines,
  listStages,
  machineQueue,
  queuePositions,
} from './production.queries';

const M = PRODUCTION_READ_MODELS;
type RawQuery = Record<string, unknown>;

const readerOf = (auth: AuthContext): FactoryReader => ({ role: auth.role, now: new Date().toISOString() });

/** The filters given (blank ones left out). */
const given = <T extends object>(filter: T): T =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as T;

/**
 * The factory's reads: the order log, the scheduling lists, the stage screens, the board, the
 * machines and their queues, and one job told from its own stream. The factory sees every job;
 * no answer carries a price or a customer's contacts.
 */
@Controller()
export class ProductionReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The order log: status pending (waiting for review, oldest first), confirmed or rejected. */
  @Get('production/review')
  @RequirePermission('GET@production/review')
  async review(
    @Actor() auth: AuthContext,
    @ListQuery(reviewListQuerySchema) { status, keyword, printingType }: Parsed<typeof reviewListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ProductionJobRow[]>> {
    const freshness = await this.readYourWrites.await(query, [M.productionJobs]);
    const page = paging(query);
    const { rows, count } = await listJobs(
      this.infra.db,
      readerOf(auth),
      given({ reviewStatus: status ?? 'pending', keyword, printingType }),
      page,
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** The scheduling lists by phase, one or several (to be scheduled: scheduling; to be produced: ready,running); every open job when none. */
  @Get('production/jobs')
  @RequirePermission('GET@production/jobs')
  async jobs(
    @Actor() auth: AuthContext,
    @ListQuery(jobListQuerySchema) { phase, keyword, printingType }: Parsed<typeof jobListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ProductionJobRow[]>> {
    const freshness = await this.readYourWrites.await(query, [M.productionJobs]);
    const page = paging(query);
    const phases = phase.length ? phase : (['review', 'rejected', 'scheduling', 'ready', 'running'] as const);
    const { rows, count } = await listJobs(
      this.infra.db,
      readerOf(auth),
      given({ phases, keyword, printingType }),
      page,
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** A stage screen's job cards (making: slitting and bag making; finished: jobs whose last stage finished). */
  @Get('production/stages')
  @RequirePermission('GET@production/stages')
  async stages(
    @Actor() auth: AuthContext,
    @ListQuery(stageListQuerySchema) { screen, ...filter }: Parsed<typeof stageListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<StageCard[]>> {
    const freshness = await this.readYourWrites.await(query, [M.productionStages, M.machines]);
    const page = paging(query);
    const { rows, count } = await listStages(
      this.infra.db,
      readerOf(auth),
      screen ?? 'printing',
      given(filter) as StageFilter,
      page,
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** The live board: the open jobs' cards by stage or by machine, the machines' states, and the position it reflects. */
  @Get('production/board')
  @RequirePermission('GET@production/board')
  async board(
    @Actor() auth: AuthContext,
    @ListQuery(boardQuerySchema) { groupBy, orderIds, ...filter }: Parsed<typeof boardQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<BoardView>> {
    const freshness = await this.readYourWrites.await(query, [M.productionStages, M.machines]);
    // Read before the rows: the answer reflects at least this position.
    const position = this.positionOf([M.productionStages, M.machines]);
    const reader = readerOf(auth);
    const wanted = given(filter) as StageFilter;
    // Boards told of the same change ask the same thing at once: they share one read.
    const key = JSON.stringify([reader.role, groupBy ?? 'stage', wanted, orderIds ?? null, position]);
    let read = this.boardReads.get(key);
    if (!read) {
      read = board(this.infra.db, reader, groupBy ?? 'stage', wanted, position, orderIds).finally(() =>
        this.boardReads.delete(key),
      );
      this.boardReads.set(key, read);
    }
    return reply(await read, { extra: freshness });
  }

  /** The board reads under way, by who asks (role), what (grouping, filters, orders) and at which position. */
  private readonly boardReads = new Map<string, Promise<BoardView>>();

  /** Rework items for Product: open (default, oldest first) or finished (newest first). Declared before production/:orderId. */
  @Get('production/rework')
  @RequirePermission('GET@production/rework')
  async reworks(
    @Actor() auth: AuthContext,
    @ListQuery(reworkListQuerySchema) { status, keyword }: Parsed<typeof reworkListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ReworkRow[]>> {
    const freshness = await this.readYourWrites.await(query, [M.productionReworks]);
    const page = paging(query);
    const { rows, count } = await listReworks(
      this.infra.db,
      given({ status: status ?? 'open', keyword }),
      page,
      auth.permissions.has('POST@production/:orderId/rework/:lot/finish'),
    );
    const names = await namesOf(
      this.infra.db,
      rows.flatMap((r) => (r.finishedBy ? [r.finishedBy] : [])),
    );
    return reply(
      rows.map((r) => ({ ...r, finishedByName: r.finishedBy ? (names.get(r.finishedBy) ?? null) : null })),
      { extra: { ...freshness, pageInfo: pageInfo(page, count) } },
    );
  }

  @Get('production/:orderId')
  @RequirePermission('GET@production/:orderId')
  async get(@Param('orderId') orderId: string, @Actor() auth: AuthContext): Promise<Reply<ProductionDetail>> {
    const history = await this.infra.commands.history(productionJob.productionStream(orderId));
    if (!history.length) throw productionJob.productionNotFound();
    const machineIds = [
      ...new Set(
        history.flatMap((e) =>
          e.type === 'StageScheduled' ? [(e.data as { machineId: string }).machineId] : [],
        ),
      ),
    ];
    const [names, machines, positions] = await Promise.all([
      namesOf(this.infra.db, actorsOf(history)),
      listMachines(this.infra.db, machineIds),
      queuePositions(this.infra.db, machineIds),
    ]);
    const story = productionStory(history, {
      names,
      machineStates: new Map(machines.map((m) => [m.id, m.state])),
      queuePositions: positions,
      reader: readerOf(auth),
    });
    if (!story) throw productionJob.productionNotFound();
    return reply(story);
  }

  /** Every machine with its state and the stages waiting on it. */
  @Get('machine')
  @RequirePermission('GET@machine')
  async machines(@Query() query: RawQuery): Promise<Reply<MachineView[]>> {
    const freshness = await this.readYourWrites.await(query, [M.machines, M.productionStages]);
    return reply(await listMachines(this.infra.db), { extra: freshness });
  }

  /** A machine's queue in order, and for a gravure press the suggested sequence. */
  @Get('machine/:id/queue')
  @RequirePermission('GET@machine/:id/queue')
  async queue(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<MachineQueueView>> {
    const freshness = await this.readYourWrites.await(query, [M.machines, M.productionStages]);
    const view = await machineQueue(this.infra.db, readerOf(auth), id);
    return reply(this.readYourWrites.found(freshness, view, machine.machineNotFound));
  }

  /** The lowest position the named read models have applied (what an answer read now reflects at least). */
  private positionOf(names: readonly string[]): string {
    const positions = this.infra.projections
      .status()
      .filter((s) => names.includes(s.name))
      .map((s) => BigInt(s.position));
    if (!positions.length) return '0';
    return positions.reduce((a, b) => (b < a ? b : a)).toString();
  }
}
