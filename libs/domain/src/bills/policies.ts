import type { BillAction } from '@packflow/contracts';

/**
 * Who sees and does what with a bill (month-end.md, "The bill", "Who"): its owner -- the
 * customer's salesman (OperatorIndex) or the trader himself (Traders) when the bill was issued --
 * sees it, sends it, and records the customer's answer (confirms or disputes); the owning salesman
 * and Finance adjust it (a trader never adjusts his own bill); Finance and Admin see every bill.
 * Anyone else sees none (a bill out of reach is "not found", never "forbidden").
 */

export interface BillReader {
  id: string;
  role: string;
}

export interface BillOwnership {
  ownerId: string;
}

/** The roles that own bills (as a customer's owner). */
export const OWNER_ROLES: readonly string[] = ['OperatorIndex', 'Traders'];
/** The roles that see every bill. */
export const SEES_ALL: readonly string[] = ['Finance', 'Admin'];

const owns = (actor: BillReader, bill: BillOwnership): boolean =>
  OWNER_ROLES.includes(actor.role) && actor.id === bill.ownerId;

/** Whether the reader sees the bill at all. */
export const maySee = (actor: BillReader, bill: BillOwnership): boolean =>
  SEES_ALL.includes(actor.role) || owns(actor, bill);

/** Whether the reader sees every bill (the lists need no owner filter). */
export const seesAllBills = (actor: Pick<BillReader, 'role'>): boolean => SEES_ALL.includes(actor.role);

/** Whether the reader may take the action on the bill, whatever its status (billActions adds the status). */
export function mayAct(action: BillAction, actor: BillReader, bill: BillOwnership): boolean {
  switch (action) {
    case 'send':
    case 'confirm':
    case 'dispute':
      return owns(actor, bill);
    case 'adjust':
      return actor.role === 'Finance' || (actor.role === 'OperatorIndex' && actor.id === bill.ownerId);
    default:
      return false;
  }
}

/** The owner filter of the bill lists: null for a reader who sees every bill, else his id; undefined sees none. */
export const billListOwner = (actor: BillReader): string | null | undefined =>
  SEES_ALL.includes(actor.role) ? null : OWNER_ROLES.includes(actor.role) ? actor.id : undefined;
