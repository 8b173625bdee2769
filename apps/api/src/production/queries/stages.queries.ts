import {
  type MachineState,
  type MaterialLedger,
  type OutputUnit,
  type StageCard,
  type StageKind,
  type StageScreen,
  type StageState,
  jobKey,
} from '@packflow/contracts';
import { productionPolicies, productionStages } from '@packflow/domain';
import { type SqlBool, sql } from 'kysely';
import type { Paging } from '../../http/paging';
import { type KeywordHits, keywordHits, keywordOrders } from '../../orders/orders.queries';
import { positionsOf } from './queue-positions';
import {
  type Db,
  type FactoryReader,
  QUEUED,
  countOf,
  escaped,
  isoOf,
  jsonList,
  nextDay,
  orderOfRow,
  percentOf,
  rm,
  round2,
  startOf,
} from './read-rows';

/** The stage cards (production_stages): the stage screens and the board. */

export interface StageFilter {
  machineId?: string;
  printingType?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

export function stagesQuery(db: Db) {
  return rm(db)
    .selectFrom('production_stages as s')
    .leftJoin('machines as m', 'm.id', 's.machine_id')
    .selectAll('s')
    .select(['m.state as machine_state']);
}
export type StageRaw = Awaited<ReturnType<ReturnType<typeof stagesQuery>['executeTakeFirstOrThrow']>>;

/**
 * The stages of the filter. A keyword names its orders the orders' way when its `hits` were looked
 * up (keywordHits); without them it is matched on each stage's own words.
 */
export function stageFiltered<Q extends ReturnType<typeof stagesQuery>>(
  q: Q,
  filter: StageFilter,
  dated: string,
  hits?: KeywordHits,
): Q {
  let out = q;
  if (filter.machineId) out = out.where('s.machine_id', '=', filter.machineId) as Q;
  if (filter.printingType) out = out.where('s.printing_type', '=', filter.printingType) as Q;
  if (filter.keyword && hits) out = out.where(keywordOrders('s.order_id', filter.keyword, hits)) as Q;
  else if (filter.keyword)
    out = out.where('s.search', 'like', `%${escaped(filter.keyword.toLowerCase())}%`) as Q;
  if (filter.from) out = out.where(sql.ref(dated), '>=', startOf(filter.from)) as Q;
  if (filter.to) out = out.where(sql.ref(dated), '<', nextDay(filter.to)) as Q;
  return out;
}

/** A stage's ledger as its row keeps it, with the shares of input. */
function ledgerOfRow(r: StageRaw): MaterialLedger {
  const waste = round2(Number(r.setup_waste) + Number(r.running_waste));
  return {
    metresIn: Number(r.metres_in),
    kgIn: Number(r.kg_in),
    goodOut: Number(r.good_out),
    goodMetres: Number(r.good_metres),
    setupWaste: Number(r.setup_waste),
    runningWaste: Number(r.running_waste),
    unaccounted: Number(r.unaccounted),
    wastePercent: percentOf(waste, Number(r.metres_in)),
    unaccountedPercent: percentOf(Number(r.unaccounted), Number(r.metres_in)),
    wasteOver: r.waste_over,
    unaccountedFlag: r.unaccounted_flag,
  };
}

function toCard(r: StageRaw, reader: FactoryReader, positions: ReadonlyMap<string, number>): StageCard {
  return {
    ...orderOfRow(r),
    stage: r.stage,
    kind: r.kind as StageKind,
    seq: r.seq,
    stageCount: r.stage_count,
    outputUnit: r.output_unit as OutputUnit,
    state: r.state as StageState,
    machineId: r.machine_id,
    machineName: r.machine_name,
    machineState: (r.machine_state ?? null) as MachineState | null,
    machineKinds: productionStages.machineKindsFor(r.kind as StageKind, orderOfRow(r).printingType),
    plannedStart: isoOf(r.planned_start),
    queuePosition: positions.get(jobKey(r.order_id, r.stage)) ?? null,
    operators: jsonList(r.operators),
    startedAt: isoOf(r.started_at),
    finishedAt: isoOf(r.finished_at),
    pausedReason: r.paused_reason,
    previousGoodMetres: r.prev_good_metres === null ? null : Number(r.prev_good_metres),
    ledger: ledgerOfRow(r),
    progress: Number(r.progress),
    cureUntil: isoOf(r.cure_until),
    cureOverridden: r.cure_overridden,
    partsSent: Number(r.parts_sent),
    actions: productionPolicies.stageActions(productionPolicies.stageStandingOfRow(r), reader, reader.now),
    position: r.position,
    revision: r.stream_revision,
  };
}

/** What stands on a machine's queue: the open jobs' stages on it not yet finished. */
export const onQueue = (q: ReturnType<typeof stagesQuery>) =>
  q.where('s.job_open', '=', true).where('s.state', 'in', [...QUEUED]);

export async function cardsOf(db: Db, reader: FactoryReader, found: StageRaw[]): Promise<StageCard[]> {
  const positions = await positionsOf(db, found);
  return found.map((r) => toCard(r, reader, positions));
}

const SCREEN_KINDS: Record<Exclude<StageScreen, 'finished'>, StageKind[]> = {
  printing: ['printing'],
  lamination: ['lamination'],
  making: ['slitting', 'bagMaking'],
};

/**
 * A stage screen's cards: the open jobs' stages of its kinds not yet finished, by planned start;
 * 'finished': the jobs whose last stage finished, newest first.
 */
export async function listStages(
  db: Db,
  reader: FactoryReader,
  screen: StageScreen,
  filter: StageFilter,
  page: Paging,
): Promise<{ rows: StageCard[]; count: number }> {
  const hits = filter.keyword ? await keywordHits(db, filter.keyword) : undefined;
  const base = (): ReturnType<typeof stagesQuery> => {
    const q = stagesQuery(db);
    if (screen === 'finished')
      return stageFiltered(
        q.where(sql<SqlBool>`s.seq = s.stage_count`).where('s.state', '=', 'finished'),
        filter,
        's.finished_at',
        hits,
      );
    return stageFiltered(
      q
        .where('s.job_open', '=', true)
        .where('s.confirmed', '=', true)
        .where('s.kind', 'in', SCREEN_KINDS[screen])
        .where('s.state', '!=', 'finished'),
      filter,
      's.planned_start',
      hits,
    );
  };
  // Without a keyword or days the count is kept (production_stage_counts): read first, it spares
  // the page's reading when nothing stands there (a press's stages on the making screen).
  const kept = filter.keyword || filter.from || filter.to ? undefined : await keptCount(db, screen, filter);
  if (kept !== undefined && kept <= page.offset) return { rows: [], count: kept };
  const ordered = <Q extends ReturnType<typeof stagesQuery>>(q: Q) =>
    screen === 'finished'
      ? q.orderBy('s.finished_at', 'desc').orderBy('s.order_id', 'desc')
      : q
          .orderBy(sql`s.planned_start asc nulls last`)
          .orderBy('s.order_id')
          .orderBy('s.seq');
  let found: StageRaw[];
  let matches: string | undefined;
  if (hits) {
    // A keyword's matches are few and found whole: sorted and counted by their keys (an index
    // alone), then only the page's rows read.
    const keys = await ordered(base())
      .clearSelect()
      .select(['s.order_id', 's.stage', sql<string>`count(*) over ()::text`.as('matches')])
      .limit(page.size)
      .offset(page.offset)
      .execute();
    matches = keys[0]?.matches;
    const rows = keys.length
      ? await stagesQuery(db)
          .where((eb) =>
            eb.or(keys.map((k) => eb.and([eb('s.order_id', '=', k.order_id), eb('s.stage', '=', k.stage)]))),
          )
          .execute()
      : [];
    const byKey = new Map(rows.map((r) => [jobKey(r.order_id, r.stage), r]));
    found = keys.flatMap((k) => byKey.get(jobKey(k.order_id, k.stage)) ?? []);
  } else found = await ordered(base()).limit(page.size).offset(page.offset).execute();
  const count = await countOf(found.length, page, async () =>
    matches !== undefined || kept !== undefined
      ? { n: String(matches ?? kept) }
      : base()
          .clearSelect()
          .select(sql<string>`count(*)::text`.as('n'))
          .executeTakeFirstOrThrow(),
  );
  return { rows: await cardsOf(db, reader, found), count };
}

/** A stage screen's count from production_stage_counts (no stage row is read). */
async function keptCount(db: Db, screen: StageScreen, filter: StageFilter): Promise<number> {
  let q = rm(db).selectFrom('production_stage_counts as c');
  q =
    screen === 'finished'
      ? q.where('c.last', '=', true).where('c.state', '=', 'finished')
      : q
          .where('c.job_open', '=', true)
          .where('c.confirmed', '=', true)
          .where('c.kind', 'in', SCREEN_KINDS[screen])
          .where('c.state', '!=', 'finished');
  if (filter.machineId) q = q.where('c.machine_id', '=', filter.machineId);
  if (filter.printingType) q = q.where('c.printing_type', '=', filter.printingType);
  const found = await q.select(sql<string>`coalesce(sum(c.n), 0)::text`.as('n')).executeTakeFirstOrThrow();
  return Number(found.n);
}
