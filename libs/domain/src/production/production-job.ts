import { type Decider, DomainError, assertNever } from '../shared/decider';
import { DEFAULT_CURE_HOURS, addTotals, goodMetresOf } from './ledger';
import { decideSendPart, evolvePartSent } from './part-lots';
import { type JobStanding, jobChecks, stageChecks } from './production-checks';
import {
  type ProductionCommand,
  type ProductionEvent,
  type ProductionState,
  type StageEntryData,
  type StageProgress,
  initialProductionState,
} from './production-events';
import { isStageMove, moveStage, newStage, stageGoodMetres, stageStanding } from './stage-progress';
import { machineKindsFor } from './stages';

/**
 * An order's production job (factory.md), one stream per order, opened by the order-fulfilment
 * process when the order is signed: the production review (with the artwork's status), each
 * stage's place on a machine, and each stage's job card with its material ledger. Its last stage
 * finishing hands the lot over to inspection (ProductionFinished). Times and people arrive in
 * the commands.
 */

export * from './production-events';
export * from './stage-progress';

// ---------------------------------------------------------------- evolve

const withStage = (state: ProductionState, key: string, change: (s: StageProgress) => StageProgress) => ({
  ...state,
  stages: state.stages.map((s) => (s.key === key ? change(s) : s)),
});

export function evolve(state: ProductionState, event: ProductionEvent): ProductionState {
  if (isStageMove(event)) return withStage(state, event.data.stage, (s) => moveStage(s, event));
  switch (event.type) {
    case 'ProductionOpened':
      return {
        ...state,
        exists: true,
        opened: event.data,
        stages: event.data.stages.map(newStage),
        artwork: {
          files: event.data.artworkFiles,
          status: event.data.artworkFiles ? 'not_confirmed' : 'none',
        },
      };
    case 'ProductionArtworkReceived':
      return {
        ...state,
        artwork: {
          files: event.data.files,
          status: event.data.requeued ? 'not_confirmed' : state.artwork.status,
        },
        review: event.data.requeued ? { status: 'pending', reason: null, by: null, at: null } : state.review,
      };
    case 'ProductionReviewed': {
      const d = event.data;
      return {
        ...state,
        review: {
          status: d.decision === 'confirm' ? 'confirmed' : 'rejected',
          reason: d.reason || null,
          by: d.by,
          at: d.at,
        },
        artwork: { ...state.artwork, status: d.artwork },
        colours: d.decision === 'confirm' ? d.colours : state.colours,
        webWidthMm: d.decision === 'confirm' ? d.webWidthMm : state.webWidthMm,
      };
    }
    case 'StageEntryRecorded': {
      const d = event.data;
      return withStage(state, d.stage, (s) => ({ ...moveStage(s, d), entryIds: [...s.entryIds, d.entryId] }));
    }
    case 'PartLotSent':
      return evolvePartSent(state, event.data);
    case 'ProductionFinished':
      return { ...state, finished: true };
    case 'ProductionClosed':
      return { ...state, closed: true };
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- decide

export const productionNotFound = () => new DomainError('PRODUCTION.NOT_FOUND', 'common.notFound');
const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

function reasonOf(reason: string): string {
  const text = reason.trim();
  if (!text) throw refuse('PRODUCTION.REASON_REQUIRED', 'production.reasonRequired', {}, 'reason');
  return text;
}

const addHours = (at: string, hours: number): string =>
  new Date(Date.parse(at) + hours * 3_600_000).toISOString();

function decideReview(
  command: Extract<ProductionCommand, { type: 'ReviewProduction' }>,
  state: ProductionState,
) {
  const d = command.data;
  jobChecks.review(jobStanding(state));
  if (d.decision === 'confirm') {
    if (!state.artwork.files) throw refuse('PRODUCTION.ARTWORK_MISSING', 'production.artworkMissing');
    if (d.artwork !== 'confirmed')
      throw refuse('PRODUCTION.ARTWORK_NOT_CONFIRMED', 'production.confirmNeedsArtwork', {}, 'artwork');
  }
  const reason = d.decision === 'reject' ? reasonOf(d.reason) : d.reason.trim();
  const colours = d.colours.map((c) => c.trim()).filter(Boolean);
  return [
    {
      type: 'ProductionReviewed' as const,
      data: {
        decision: d.decision,
        artwork: d.artwork,
        reason,
        colours,
        webWidthMm: d.webWidthMm,
        by: d.by,
        at: d.at,
      },
    },
  ];
}

/** Cumulative input may not pass what the previous stage made good; good output and waste may not pass input. */
function checkEntry(state: ProductionState, stage: StageProgress, entry: StageEntryData): void {
  if (entry.metresIn <= 0 && entry.goodOut <= 0)
    throw refuse('PRODUCTION.ENTRY_EMPTY', 'production.entryEmpty', {}, 'metresIn');
  const after = addTotals(stage.totals, entry);
  const index = state.stages.indexOf(stage);
  const previous = index > 0 ? state.stages[index - 1] : undefined;
  if (previous) {
    const available = stageGoodMetres(state, previous);
    if (after.metresIn > available)
      throw refuse(
        'PRODUCTION.INPUT_ABOVE_PREVIOUS',
        'production.inputAbovePrevious',
        { available },
        'metresIn',
      );
  }
  const pitch = state.opened?.pitchMm ?? null;
  const goodMetres = goodMetresOf(after.goodOut, stage.outputUnit, pitch);
  if (goodMetres > after.metresIn)
    throw refuse('PRODUCTION.GOOD_ABOVE_INPUT', 'production.goodAboveInput', {}, 'goodOut');
  const accounted = Math.round((goodMetres + after.setupWaste + after.runningWaste) * 100);
  if (accounted > Math.round(after.metresIn * 100))
    throw refuse('PRODUCTION.OUTPUT_ABOVE_INPUT', 'production.outputAboveInput', {}, 'runningWaste');
}

export function decide(command: ProductionCommand, state: ProductionState): ProductionEvent[] {
  if (command.type === 'OpenProduction') {
    if (state.exists) return [];
    return [{ type: 'ProductionOpened', data: command.data }];
  }
  if (!state.exists) throw productionNotFound();
  switch (command.type) {
    case 'ReceiveArtwork': {
      if (state.artwork.files === command.data.files || state.closed) return [];
      const started = state.stages.some((s) => s.startedAt !== null);
      return [
        {
          type: 'ProductionArtworkReceived',
          data: { files: command.data.files, requeued: !started && !state.finished, at: command.data.at },
        },
      ];
    }
    case 'ReviewProduction':
      return decideReview(command, state);
    case 'ScheduleStage': {
      const { stage: key, machine, plannedStart, by, at } = command.data;
      const stage = state.stages.find((s) => s.key === key);
      stageChecks.schedule(stageStanding(state, key), at);
      if (!stage || !state.opened) throw productionNotFound();
      if (!machineKindsFor(stage.kind, state.opened.printingType).includes(machine.kind))
        throw refuse('PRODUCTION.MACHINE_KIND', 'production.machineKind', {}, 'machineId');
      if (stage.machineId === machine.machineId && stage.plannedStart === plannedStart) return [];
      return [
        {
          type: 'StageScheduled',
          data: {
            stage: key,
            machineId: machine.machineId,
            machineName: machine.name,
            plannedStart,
            wasteTargetPercent: machine.wasteTargetPercent,
            cureHours: stage.kind === 'lamination' ? (machine.cureHours ?? DEFAULT_CURE_HOURS) : null,
            by,
            at,
          },
        },
      ];
    }
    case 'StartStage': {
      const { stage, operators, by, at } = command.data;
      stageChecks.start(stageStanding(state, stage), at);
      const names = operators.map((o) => o.trim()).filter(Boolean);
      if (!names.length)
        throw refuse('PRODUCTION.OPERATORS_REQUIRED', 'production.operatorsRequired', {}, 'operators');
      return [{ type: 'StageStarted', data: { stage, operators: names, by, at } }];
    }
    case 'PauseStage': {
      const { stage, by, at } = command.data;
      stageChecks.pause(stageStanding(state, stage), at);
      return [{ type: 'StagePaused', data: { stage, reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'ResumeStage': {
      const { stage, by, at } = command.data;
      stageChecks.resume(stageStanding(state, stage), at);
      return [{ type: 'StageResumed', data: { stage, by, at } }];
    }
    case 'RecordStageEntry': {
      const d = command.data;
      const stage = state.stages.find((s) => s.key === d.stage);
      // The same entry sent again (a retry, a second tap) is recorded once.
      if (stage?.entryIds.includes(d.entryId)) return [];
      stageChecks.record(stageStanding(state, d.stage), d.at);
      if (!stage) throw productionNotFound();
      checkEntry(state, stage, d);
      return [{ type: 'StageEntryRecorded', data: { ...d, note: d.note.trim() } }];
    }
    case 'FinishStage': {
      const { stage: key, by, at } = command.data;
      stageChecks.finish(stageStanding(state, key), at);
      const stage = state.stages.find((s) => s.key === key);
      if (!stage) throw productionNotFound();
      const cureUntil =
        stage.kind === 'lamination' ? addHours(at, stage.cureHours ?? DEFAULT_CURE_HOURS) : null;
      const events: ProductionEvent[] = [{ type: 'StageFinished', data: { stage: key, cureUntil, by, at } }];
      const last = state.stages[state.stages.length - 1];
      if (last?.key === key)
        events.push({
          type: 'ProductionFinished',
          data: { quantity: stage.totals.goodOut, unit: stage.outputUnit, at },
        });
      return events;
    }
    case 'OverrideCure': {
      const { stage, by, at } = command.data;
      stageChecks.overrideCure(stageStanding(state, stage), at);
      return [{ type: 'CureOverridden', data: { stage, reason: reasonOf(command.data.reason), by, at } }];
    }
    case 'SendPartLot':
      return decideSendPart(state, command.data, stageStanding(state, command.data.stage));
    case 'CloseProduction':
      if (state.closed || state.finished) return [];
      return [{ type: 'ProductionClosed', data: { reason: command.data.reason, at: command.data.at } }];
    default:
      return assertNever(command);
  }
}

/** What the job's checks read of its state. */
export const jobStanding = (state: ProductionState): JobStanding => ({
  open: state.exists && !state.closed && !state.finished,
  reviewStatus: state.review.status,
});

export const productionDecider: Decider<ProductionState, ProductionCommand, ProductionEvent> = {
  initialState: initialProductionState,
  evolve,
  decide,
};
