import type { StageKind } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * Rework of a failed lot (factory.md: "rework (back to a stage, with the quantity)"), one stream per
 * order. ProductManage's decision opens it (through the order's fulfilment process); Product
 * reworks the quantity at the stage and records what came out good; the good quantity goes back
 * to inspection as the order's next lot. Kept apart from the production job, whose stages and
 * ledger stay as they were first run.
 */

export const reworkStream = (orderId: string): string => `rework-${orderId}`;
export const REWORK_STREAM_PREFIX = 'rework-';

export interface ReworkOpenedData {
  /** The failed lot's id: one rework per lot. */
  reworkId: string;
  orderId: string;
  number: string;
  customerName: string;
  stage: StageKind;
  quantity: number;
  unit: 'meter' | 'piece';
  reason: string;
  at: string;
}

export interface ReworkFinishedData {
  reworkId: string;
  goodQuantity: number;
  waste: number;
  note: string;
  by: string;
  at: string;
}

export type ReworkEvent =
  | DomainEvent<'ReworkOpened', ReworkOpenedData>
  | DomainEvent<'ReworkFinished', ReworkFinishedData>
  | DomainEvent<'ReworkClosed', { reason: string; at: string }>;

export const REWORK_EVENT_TYPES: ReworkEvent['type'][] = ['ReworkOpened', 'ReworkFinished', 'ReworkClosed'];

export type ReworkCommand =
  | { type: 'OpenRework'; data: ReworkOpenedData }
  | { type: 'FinishRework'; data: ReworkFinishedData }
  | { type: 'CloseRework'; data: { reason: string; at: string } };

export interface ReworkItem extends ReworkOpenedData {
  finished: ReworkFinishedData | null;
}

export interface ReworkState {
  items: ReworkItem[];
  closed: boolean;
}

export const initialReworkState = (): ReworkState => ({ items: [], closed: false });

export function evolve(state: ReworkState, event: ReworkEvent): ReworkState {
  switch (event.type) {
    case 'ReworkOpened':
      return { ...state, items: [...state.items, { ...event.data, finished: null }] };
    case 'ReworkFinished':
      return {
        ...state,
        items: state.items.map((i) =>
          i.reworkId === event.data.reworkId ? { ...i, finished: event.data } : i,
        ),
      };
    case 'ReworkClosed':
      return { ...state, closed: true };
    default:
      return assertNever(event);
  }
}

const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

/** Whether a rework may be finished now (the job card offers 'finish' exactly then). */
export function checkFinishRework(item: ReworkItem | undefined, closed: boolean): asserts item is ReworkItem {
  if (!item) throw refuse('REWORK.NOT_FOUND', 'production.reworkNotFound');
  if (closed) throw refuse('REWORK.CLOSED', 'production.closed');
  if (item.finished) throw refuse('REWORK.FINISHED', 'production.reworkFinished');
}

function decide(command: ReworkCommand, state: ReworkState): ReworkEvent[] {
  switch (command.type) {
    case 'OpenRework':
      if (state.closed || state.items.some((i) => i.reworkId === command.data.reworkId)) return [];
      return [{ type: 'ReworkOpened', data: command.data }];
    case 'FinishRework': {
      const d = command.data;
      const item = state.items.find((i) => i.reworkId === d.reworkId);
      checkFinishRework(item, state.closed);
      if (!(d.goodQuantity > 0) || !Number.isInteger(d.goodQuantity) || d.goodQuantity > item.quantity)
        throw refuse('REWORK.GOOD_QUANTITY', 'production.reworkGood', { max: item.quantity }, 'goodQuantity');
      if (!(d.waste >= 0) || d.goodQuantity + d.waste > item.quantity)
        throw refuse(
          'REWORK.WASTE',
          'production.reworkWaste',
          { max: item.quantity - d.goodQuantity },
          'waste',
        );
      return [{ type: 'ReworkFinished', data: d }];
    }
    case 'CloseRework':
      if (state.closed || !state.items.length) return [];
      return [{ type: 'ReworkClosed', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const reworkDecider: Decider<ReworkState, ReworkCommand, ReworkEvent> = {
  initialState: initialReworkState,
  evolve,
  decide,
};
