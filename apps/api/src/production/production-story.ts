import type {
  MachineState,
  OrderSnapshot,
  ProductionDetail,
  ProductionOrderOf,
  ProductionTimelineEntry,
  StageEntryView,
} from '@packflow/contracts';
import { jobKey } from '@packflow/contracts';
import { productionJob, productionLedger, productionPolicies, productionStages } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { FactoryReader } from './production.queries';

/**
 * A production job told from its stream (as an order's story is): its state, each stage's job
 * card with its entries, and every event as a step of the story, with who did it. The factory's
 * view: no prices (the specification without the price ratio), no customer contacts.
 */

type Event = productionJob.ProductionEvent;
const asEvent = (e: RecordedEvent): Event => ({ type: e.type, data: e.data }) as Event;

/** What a ledger entry recorded: its id and amounts. */
const AMOUNTS = ['entryId', 'metresIn', 'kgIn', 'goodOut', 'setupWaste', 'runningWaste'] as const;
const amountsOf = (d: productionJob.StageEntryData) =>
  Object.fromEntries(AMOUNTS.map((k) => [k, d[k]])) as Pick<
    productionJob.StageEntryData,
    (typeof AMOUNTS)[number]
  >;

/** When an event happened: the time it names, else its command's. */
const timeOf = (event: RecordedEvent): string => {
  const at = (event.data as { at?: unknown }).at;
  return typeof at === 'string' ? at : (event.metadata.at ?? event.created.toISOString());
};

/** Who did it: the person the event names, else the command's user. */
const byOf = (event: RecordedEvent): string | null => {
  const by = (event.data as { by?: unknown }).by;
  return typeof by === 'string' ? by : (event.metadata.userId ?? null);
};

export const actorsOf = (events: readonly RecordedEvent[]): string[] =>
  events.map(byOf).filter((id): id is string => typeof id === 'string');

/** What a step carried that a person reads. */
function detailsOf(e: Event): ProductionTimelineEntry['details'] {
  switch (e.type) {
    case 'ProductionOpened':
      return { stages: e.data.stages.length };
    case 'ProductionArtworkReceived':
      return { files: e.data.files, requeued: e.data.requeued };
    case 'ProductionReviewed':
      return {
        decision: e.data.decision,
        artwork: e.data.artwork,
        reason: e.data.reason || null,
        colours: e.data.colours.join(', '),
        webWidthMm: e.data.webWidthMm,
      };
    case 'StageScheduled':
      return {
        machineId: e.data.machineId,
        machineName: e.data.machineName,
        plannedStart: e.data.plannedStart,
      };
    case 'StageStarted':
      return { operators: e.data.operators.join(', ') };
    case 'StagePaused':
      return { reason: e.data.reason };
    case 'StageEntryRecorded':
      return { ...amountsOf(e.data), note: e.data.note || null };
    case 'StageFinished':
      return { cureUntil: e.data.cureUntil };
    case 'CureOverridden':
      return { reason: e.data.reason };
    case 'PartLotSent':
      return { quantity: e.data.quantity, unit: e.data.unit };
    case 'ProductionFinished':
      return { quantity: e.data.quantity, unit: e.data.unit };
    case 'ProductionClosed':
      return { reason: e.data.reason };
    default:
      return {};
  }
}

const stageOf = (e: Event): string | null => ('stage' in e.data ? (e.data.stage as string) : null);

/** The specification as the factory works to it: the quotation's price ratio left out. */
function factorySnapshot(snapshot: OrderSnapshot): Record<string, unknown> {
  const { ratio: _ratio, ...rest } = snapshot;
  return rest;
}

export interface StoryContext {
  names: ReadonlyMap<string, string>;
  machineStates: ReadonlyMap<string, MachineState>;
  queuePositions: ReadonlyMap<string, number>;
  reader: FactoryReader;
}

/** The job's state folded from its events. */
export const stateOf = (history: readonly RecordedEvent[]): productionJob.ProductionState =>
  history.reduce((s, e) => productionJob.evolve(s, asEvent(e)), productionJob.initialProductionState());

export function productionStory(
  history: readonly RecordedEvent[],
  ctx: StoryContext,
): ProductionDetail | null {
  const state = stateOf(history);
  const o = state.opened;
  if (!state.exists || !o) return null;
  const nameOf = (id: string | null) => (id ? (ctx.names.get(id) ?? null) : null);
  const last = history[history.length - 1]!;
  const pitch = o.pitchMm;
  const entries = new Map<string, StageEntryView[]>();
  for (const event of history) {
    const e = asEvent(event);
    if (e.type !== 'StageEntryRecorded') continue;
    const list = entries.get(e.data.stage) ?? [];
    list.push({
      ...amountsOf(e.data),
      note: e.data.note,
      by: e.data.by,
      byName: nameOf(e.data.by),
      at: e.data.at,
    });
    entries.set(e.data.stage, list);
  }
  const orderOf: ProductionOrderOf = {
    orderId: o.orderId,
    number: o.number,
    customerName: o.customerName,
    printingType: o.printingType,
    make: o.snapshot.make,
    bagType: o.snapshot.bagType,
    quantity: o.quantity,
    unit: o.unit,
  };
  const stages = state.stages.map((s, i) => {
    const standing = productionJob.stageStanding(state, s.key);
    const previous = i > 0 ? state.stages[i - 1] : undefined;
    const gated = standing.cureUntil !== null;
    return {
      ...orderOf,
      stage: s.key,
      kind: s.kind,
      seq: s.seq,
      stageCount: state.stages.length,
      outputUnit: s.outputUnit,
      state: s.state,
      machineId: s.machineId,
      machineName: s.machineName,
      machineState: s.machineId ? (ctx.machineStates.get(s.machineId) ?? null) : null,
      machineKinds: productionStages.machineKindsFor(s.kind, o.printingType),
      plannedStart: s.plannedStart,
      queuePosition: ctx.queuePositions.get(jobKey(o.orderId, s.key)) ?? null,
      operators: s.operators,
      startedAt: s.startedAt,
      finishedAt: s.finishedAt,
      pausedReason: s.pausedReason,
      previousGoodMetres: previous ? productionJob.stageGoodMetres(state, previous) : null,
      ledger: productionLedger.ledgerOf(s.totals, s.outputUnit, pitch, s.wasteTargetPercent),
      progress: productionPolicies.stageProgressOf(state, s),
      cureUntil: gated ? standing.cureUntil : null,
      cureOverridden: s.cureOverridden,
      partsSent: s.partsSent,
      actions: productionPolicies.stageActions(standing, ctx.reader, ctx.reader.now),
      position: last.position.toString(),
      revision: last.revision,
      entries: entries.get(s.key) ?? [],
    };
  });
  const current = productionPolicies.currentStageOf(state);
  const ledgers = stages.map((s) => s.ledger);
  return {
    ...orderOf,
    phase: productionPolicies.phaseOf(state),
    reviewStatus: state.review.status,
    artworkStatus: state.artwork.status,
    rejectReason: state.review.status === 'rejected' ? state.review.reason : null,
    currentStage: current?.key ?? null,
    currentKind: current?.kind ?? null,
    stagesDone: state.stages.filter((s) => s.state === 'finished').length,
    stageCount: state.stages.length,
    progress: productionPolicies.jobProgressOf(state),
    unscheduled: state.stages.filter((s) => s.state === 'unscheduled').length,
    signedAt: o.signedAt,
    reviewedAt: state.review.at,
    actions: productionPolicies.productionActions(productionJob.jobStanding(state), ctx.reader),
    revision: last.revision,
    artworkFiles: state.artwork.files,
    colours: state.colours,
    webWidthMm: state.webWidthMm ?? productionStages.webWidthOf(o.snapshot),
    substrate: productionStages.substrateOf(o.snapshot),
    snapshot: factorySnapshot(o.snapshot),
    stages,
    total: productionLedger.totalLedger(ledgers, productionLedger.DEFAULT_WASTE_TARGET_PERCENT),
    timeline: history.map((event) => {
      const e = asEvent(event);
      const by = byOf(event);
      return {
        type: event.type,
        at: timeOf(event),
        by,
        byName: nameOf(by),
        stage: stageOf(e),
        details: detailsOf(e),
      };
    }),
  };
}
