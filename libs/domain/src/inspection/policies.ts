import type {
  LotAction,
  LotStatus,
  LotView,
  OrderInspectionView,
  Role,
  TraderLotView,
  TraderOrderInspectionView,
} from '@packflow/contracts';
import type { Actor } from '../identity/policies';
import { type LotStanding, lotActionsFor } from './inspection-checks';

/**
 * Who does what with quality inspection (factory.md, "Quality inspection"): QualityTesting
 * inspects the lots production hands over; ProductManage decides a failed lot (rework, a
 * supplementary order, a concession); OperatorManage approves or rejects a concession; Admin may
 * do everything. Sellers follow their orders' lots; a trader (an outside company) sees only
 * whether a lot waits, is being dealt with, or passed with its good quantity, never the
 * inspection's internals.
 */

/** Records inspections. */
export const inspectsLots = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'QualityTesting' || actor.role === 'Admin';

/** Decides what becomes of a failed lot. */
export const disposesLots = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'ProductManage' || actor.role === 'Admin';

/** Approves or rejects a concession. */
export const decidesConcessions = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'OperatorManage' || actor.role === 'Admin';

/** Whether the reader sees an inspection's internals (checks, defects, photos, dispositions): everyone but a trader. */
export const seesInspectionInternals = (actor: Pick<Actor, 'role'>): boolean => actor.role !== 'Traders';

/** The lot actions a role may take at all (the checks then decide which pass now). */
export function allowedLotActions(actor: Pick<Actor, 'role'>): LotAction[] {
  const allowed: LotAction[] = [];
  if (inspectsLots(actor)) allowed.push('inspect');
  if (disposesLots(actor)) allowed.push('rework', 'supplementary', 'concession');
  if (decidesConcessions(actor)) allowed.push('approveConcession', 'rejectConcession');
  return allowed;
}

/**
 * What a reader may do with a lot now: the actions the role allows whose checks pass (a
 * concession is never answered by the one who asked for it).
 */
export function lotActions(
  standing: LotStanding,
  closed: boolean,
  actor: Pick<Actor, 'id' | 'role'>,
): LotAction[] {
  return lotActionsFor(standing, closed, actor.id, allowedLotActions(actor));
}

/** Who hears live of an inspection change: quality, the factory's manager, the sales supervisors, Admin and the order's owner. */
export const inspectionAudience = (ownerId: string): { roles: Role[]; users: string[] } => ({
  roles: ['Admin', 'QualityTesting', 'ProductManage', 'OperatorManage'],
  users: [ownerId],
});

/**
 * An inspection_lots row as the checks read it: its status, and who decided its disposition
 * (the row's disposition json, or its `disposed_by` column).
 */
export const lotStandingOfRow = (row: {
  status: string;
  disposition?: { by: string } | null;
  disposed_by?: string | null;
}): LotStanding => {
  const by = row.disposition?.by ?? row.disposed_by ?? null;
  return { status: row.status as LotStatus, disposition: by === null ? null : { by } };
};

// ---------------------------------------------------------------- a trader's view

/** Released to shipping: passed, or conceded (the trader reads the delivery note's concession). */
const RELEASED: readonly LotStatus[] = ['passed', 'conceded'];

/** What a trader's view reads of a lot: a LotView, or a lot's folded state. */
export interface TraderLotSource {
  id: string;
  n: number;
  quantity: number;
  unit: 'meter' | 'piece';
  status: LotStatus;
  inspection: { goodQuantity: number; at: string } | null;
  disposition: { quantity: number; decision?: { at: string } | null } | null;
  /** A folded lot keeps the concession's answer apart from the disposition. */
  decision?: { at: string } | null;
}

/**
 * A lot as a trader sees it: waiting for inspection, in progress (failed, reworked, a
 * concession under way: no detail), passed with the quantity released to shipping, or remade:
 * reworked once a later lot of the order exists (`laterLot`), or replaced by a supplementary
 * order -- never why.
 */
export function traderLotOf(lot: TraderLotSource, laterLot = false): TraderLotView {
  const base = { id: lot.id, n: lot.n, quantity: lot.quantity, unit: lot.unit };
  if (lot.status === 'waiting') return { ...base, status: 'waiting', goodQuantity: null, inspectedAt: null };
  if ((lot.status === 'rework' && laterLot) || lot.status === 'supplementary')
    return { ...base, status: 'remade', goodQuantity: null, inspectedAt: null };
  if (!RELEASED.includes(lot.status))
    return { ...base, status: 'inProgress', goodQuantity: null, inspectedAt: null };
  if (lot.status === 'passed')
    return {
      ...base,
      status: 'passed',
      goodQuantity: lot.inspection?.goodQuantity ?? 0,
      inspectedAt: lot.inspection?.at ?? null,
    };
  const decidedAt = lot.disposition?.decision?.at ?? lot.decision?.at ?? lot.inspection?.at ?? null;
  return { ...base, status: 'passed', goodQuantity: lot.disposition?.quantity ?? 0, inspectedAt: decidedAt };
}

/** An order's inspection as a trader sees it. */
export const traderInspectionOf = (view: OrderInspectionView): TraderOrderInspectionView => ({
  orderId: view.orderId,
  lots: view.lots.map((lot: LotView) =>
    traderLotOf(
      lot,
      view.lots.some((other) => other.n > lot.n),
    ),
  ),
  shippable: view.shippable,
});
