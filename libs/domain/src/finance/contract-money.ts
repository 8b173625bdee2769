import { type Decider, assertNever } from '../shared/decider';
import type {
  ContractMoneyCommand,
  ContractMoneyEvent,
  ContractMoneyState,
  ReceiptStatus,
} from './contract-money-events';
import {
  decideConfirmReceipt,
  decideRecordReceipt,
  decideRejectReceipt,
  decideReverseReceipt,
} from './receipts';
import { decidePayPayment, decideRequestRefund } from './refunds';
import {
  decideApproveOtherTerms,
  decideReleaseSigningClearance,
  decideSigningClearance,
} from './signing-clearance';

/**
 * The contract's money ledger as one decider: its state folded from the events, and each command
 * sent to the function that decides it (receipts.ts, signing-clearance.ts, refunds.ts).
 */
export * from './contract-money-events';
export { clearedTotal, confirmedMoney, refundTotal } from './ledger';
export { PrepaymentMissingError, decideSigningClearance } from './signing-clearance';

function decide(command: ContractMoneyCommand, state: ContractMoneyState): ContractMoneyEvent[] {
  switch (command.type) {
    case 'RecordReceipt':
      return decideRecordReceipt(state, command.data);
    case 'ConfirmReceipt':
      return decideConfirmReceipt(state, command.data);
    case 'RejectReceipt':
      return decideRejectReceipt(state, command.data);
    case 'ReverseReceipt':
      return decideReverseReceipt(state, command.data);
    case 'ApproveOtherTerms':
      return decideApproveOtherTerms(state, command.data);
    case 'ClearSigning':
      return decideSigningClearance(state, command.data);
    case 'ReleaseSigningClearance':
      return decideReleaseSigningClearance(state, command.data);
    case 'RequestRefund':
      return decideRequestRefund(state, command.data);
    case 'PayPayment':
      return decidePayPayment(state, command.data);
    default:
      return assertNever(command);
  }
}

const decided = (
  state: ContractMoneyState,
  receiptId: string,
  status: ReceiptStatus,
  by: string,
  at: string,
  reason: string | null,
): ContractMoneyState => {
  const receipt = state.receipts[receiptId];
  if (!receipt) return state;
  return {
    ...state,
    receipts: {
      ...state.receipts,
      [receiptId]: { ...receipt, status, decidedBy: by, decidedAt: at, reason },
    },
  };
};

function evolve(state: ContractMoneyState, event: ContractMoneyEvent): ContractMoneyState {
  switch (event.type) {
    case 'ReceiptRecorded': {
      const d = event.data;
      return {
        ...state,
        currency: state.currency ?? d.currency,
        receipts: {
          ...state.receipts,
          [d.receiptId]: { ...d, status: 'pending', decidedBy: null, decidedAt: null, reason: null },
        },
        keys: { ...state.keys, [d.idempotencyKey]: d.receiptId },
      };
    }
    case 'ReceiptConfirmed':
      return decided(state, event.data.receiptId, 'confirmed', event.data.by, event.data.at, null);
    case 'ReceiptRejected':
      return decided(
        state,
        event.data.receiptId,
        'rejected',
        event.data.by,
        event.data.at,
        event.data.reason,
      );
    case 'ReceiptReversed':
      return decided(
        state,
        event.data.receiptId,
        'reversed',
        event.data.by,
        event.data.at,
        event.data.reason,
      );
    case 'OtherTermsApproved':
      return { ...state, otherTermsApproved: true };
    case 'SigningCleared': {
      const { signingId, orderIds, orderTotals } = event.data;
      const cleared = { ...state.cleared };
      for (const id of orderIds) cleared[id] = { signingId, total: orderTotals[id] ?? '0' };
      return {
        ...state,
        currency: state.currency ?? event.data.currency,
        cleared,
        signings: { ...state.signings, [signingId]: orderIds },
      };
    }
    case 'SigningClearanceReleased': {
      const cleared = { ...state.cleared };
      delete cleared[event.data.orderId];
      return { ...state, cleared };
    }
    case 'RefundRequested': {
      const { paymentId, orderId, amount } = event.data;
      return {
        ...state,
        refunds: { ...state.refunds, [paymentId]: { paymentId, orderId, amount, status: 'toPay' } },
      };
    }
    case 'PaymentPaid': {
      const refund = state.refunds[event.data.paymentId];
      return refund
        ? { ...state, refunds: { ...state.refunds, [refund.paymentId]: { ...refund, status: 'paid' } } }
        : state;
    }
    default:
      return assertNever(event);
  }
}

export const contractMoneyDecider: Decider<ContractMoneyState, ContractMoneyCommand, ContractMoneyEvent> = {
  initialState: () => ({
    currency: null,
    receipts: {},
    keys: {},
    otherTermsApproved: false,
    cleared: {},
    signings: {},
    refunds: {},
  }),
  evolve,
  decide,
};
