import fc from 'fast-check';
import { AT, contract, record } from '../../../../test/support/contract-money-fixtures';
import { passes } from '../shared/actions';
import {
  type ContractMoneyCommand,
  type ContractMoneyState,
  confirmedMoney,
  contractMoneyDecider,
  refundTotal,
} from './contract-money';
import { money } from './money';
import { type ReceiptStanding, receiptActions } from './receipt-actions';

/**
 * Actions offered are actions allowed (issue 21): for every ledger a contract's money can reach,
 * each receipt offers Finance exactly the decisions the ledger then accepts.
 */

const RECEIPTS = ['r1', 'r2', 'r3'];
const stamp = { by: 'fin', at: AT };

const command: fc.Arbitrary<ContractMoneyCommand> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...RECEIPTS), fc.constantFrom('100', '250', '40'))
    .map(([id, amount]) => record(id, amount)),
  fc.constantFrom(...RECEIPTS).map((receiptId): ContractMoneyCommand => ({
    type: 'ConfirmReceipt',
    data: { receiptId, ...stamp },
  })),
  fc.constantFrom(...RECEIPTS).map((receiptId): ContractMoneyCommand => ({
    type: 'RejectReceipt',
    data: { receiptId, reason: 'no such wire', ...stamp },
  })),
  fc.constantFrom(...RECEIPTS).map((receiptId): ContractMoneyCommand => ({
    type: 'ReverseReceipt',
    data: { receiptId, reason: 'bounced', ...stamp },
  })),
  fc.constantFrom('60', '200').map((amount): ContractMoneyCommand => ({
    type: 'RequestRefund',
    data: {
      paymentId: `p-${amount}`,
      orderId: 'o1',
      amount,
      reason: 'Order canceled',
      contract: contract(),
      orderCanceled: true,
      ...stamp,
    },
  })),
);

/** The ledger after the commands it accepts (a refused one changes nothing). */
function reach(commands: readonly ContractMoneyCommand[]): ContractMoneyState {
  let state = contractMoneyDecider.initialState();
  for (const c of commands) {
    if (!passes(() => contractMoneyDecider.decide(c, state))) continue;
    state = contractMoneyDecider.decide(c, state).reduce(contractMoneyDecider.evolve, state);
  }
  return state;
}

/** A receipt as the lists read it: its row and its contract's figures. */
const standingOf = (state: ContractMoneyState, id: string): ReceiptStanding => ({
  status: state.receipts[id]!.status,
  amount: state.receipts[id]!.amount,
  currency: state.receipts[id]!.currency,
  confirmedNet: money(confirmedMoney(state)),
  refunds: money(refundTotal(state)),
});

describe('receiptActions', () => {
  it("offers Finance exactly the decisions the contract's ledger accepts, for every receipt", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), fc.boolean(), (commands, decides) => {
        const state = reach(commands);
        for (const receiptId of RECEIPTS.filter((id) => state.receipts[id])) {
          const listed = receiptActions(standingOf(state, receiptId), { decides });
          const accepts = (type: 'ConfirmReceipt' | 'RejectReceipt' | 'ReverseReceipt') =>
            decides &&
            passes(() =>
              contractMoneyDecider.decide(
                { type, data: { receiptId, reason: 'checked', ...stamp } } as ContractMoneyCommand,
                state,
              ),
            );
          expect({
            confirm: listed.includes('confirm'),
            reject: listed.includes('reject'),
            reverse: listed.includes('reverse'),
          }).toEqual({
            confirm: accepts('ConfirmReceipt'),
            reject: accepts('RejectReceipt'),
            reverse: accepts('ReverseReceipt'),
          });
        }
      }),
      { numRuns: 400 },
    );
  });
});
