import type { Role } from '@packflow/contracts';
import { type Actor, type StaffScope, type StaffTarget, reaches, staffScope } from '../identity/policies';
import { notificationRule } from '../notifications/notice';
import { DomainError } from '../shared/decider';
import { type ContractMoneyEvent, type ContractMoneyState, contractMoneyDecider } from './contract-money';

/**
 * Who may do what with a contract's money (domain.md, "Finance"): the contract's owner (a salesman
 * or trader), their supervisor and administrators record receipts and see them; Finance sees every
 * receipt and alone confirms or rejects one; a supervisor approves signing on 'other' terms. The
 * handlers, the queries' WHERE clause and the live audience all ask here.
 */
export const MONEY_KEEPER_ROLES: readonly Role[] = ['Finance', 'Admin'];
const RECORDING_ROLES: readonly Role[] = ['OperatorIndex', 'Traders', 'OperatorManage', 'Admin'];
const APPROVING_ROLES: readonly Role[] = ['OperatorManage', 'Admin'];

export type ReceiptScope = { kind: 'everyone' } | StaffScope;

/** Which receipts an actor reads: Finance and administrators every one, anyone else those of contracts they reach. */
export const receiptScope = (actor: Actor): ReceiptScope =>
  MONEY_KEEPER_ROLES.includes(actor.role) ? { kind: 'everyone' } : staffScope(actor);

/** Whether the actor sees the money of a contract owned by `owner`. */
export const maySeeMoney = (actor: Actor, owner: StaffTarget): boolean => {
  const scope = receiptScope(actor);
  return scope.kind === 'everyone' || reaches(scope, owner);
};

/** The owner, their supervisor or an administrator records money received on the owner's contract. */
export const mayRecord = (actor: Actor, owner: StaffTarget): boolean =>
  RECORDING_ROLES.includes(actor.role) && reaches(staffScope(actor), owner);

/** Finance (and administrators) confirm or reject receipts. */
export const mayDecide = (actor: Pick<Actor, 'role'>): boolean => MONEY_KEEPER_ROLES.includes(actor.role);

/** A supervisor reaching the owner (or an administrator) approves signing on 'other' terms. */
export const mayApproveOtherTerms = (actor: Actor, owner: StaffTarget): boolean =>
  APPROVING_ROLES.includes(actor.role) && reaches(staffScope(actor), owner);

/** Not found, or out of reach: the two answer alike (404). */
export const contractMoneyNotFound = () => new DomainError('FINANCE.CONTRACT_NOT_FOUND', 'common.notFound');
export const receiptNotFound = () => new DomainError('FINANCE.RECEIPT_NOT_FOUND', 'common.notFound');
export const paymentNotFound = () => new DomainError('FINANCE.PAYMENT_NOT_FOUND', 'common.notFound');

/** Who hears live of a change to receipts of these owners' contracts. */
export const receiptAudience = (ownerIds: readonly string[]): { roles: Role[]; users: string[] } => ({
  roles: ['Finance', 'Admin', 'OperatorManage'],
  users: [...ownerIds],
});

// ---------------------------------------------------------------- notifications

/**
 * Who is told what about money: Finance's decision on a receipt goes back to whoever recorded it
 * (the salesman or trader), with the amount, the contract and, for a rejection, the reason.
 */
export const notifications = [
  notificationRule<ContractMoneyState, ContractMoneyEvent>({
    name: 'receipt-decided',
    eventTypes: ['ReceiptConfirmed', 'ReceiptRejected'],
    source: contractMoneyDecider,
    notify(event, { state }) {
      const { receiptId, reason } = event.data as { receiptId: string; reason?: string };
      const receipt = state.receipts[receiptId];
      if (!receipt || receipt.by === event.actorId) return [];
      const kind = event.type === 'ReceiptConfirmed' ? 'receipt.confirmed' : 'receipt.rejected';
      const params = {
        amount: receipt.amount,
        currency: receipt.currency,
        contract: receipt.contractNumber,
        ...(reason ? { reason } : {}),
      };
      return [{ recipients: [receipt.by], kind, params, link: null }];
    },
  }),
];

/** What Finance may do with a receipt now: receipt-actions.ts. */
export * from './receipt-actions';
