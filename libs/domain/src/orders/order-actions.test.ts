import { ORDER_ACTIONS, ORDER_CLOSINGS, ORDER_STATUSES, type OrderAction } from '@packflow/contracts';
import fc from 'fast-check';
import { passes } from '../shared/actions';
import {
  type OrderCommand,
  type OrderCreatedData,
  type OrderState,
  initialOrderState,
  orderDecider,
  standingOf,
} from './order';
import { type OrderViewer, orderActions } from './order-actions';

/**
 * Actions offered are actions allowed (issue 21): for every state an order can be in (the later
 * steps too) and every viewer, an action orderActions lists is accepted by the decider, and one it
 * leaves out is refused or not the viewer's to take.
 */

const AT = '2026-11-24T08:00:00.000Z';
const OWNER = 'sales-1';

const created = { orderId: 'order-1', number: 'HT-1', ownerId: OWNER, type: 'normal' } as OrderCreatedData;

const state: fc.Arbitrary<OrderState> = fc
  .record({
    status: fc.constantFrom(...ORDER_STATUSES),
    closing: fc.constantFrom(null, ...ORDER_CLOSINGS),
    cancelBy: fc.constantFrom(null, OWNER, 'boss-1'),
    type: fc.constantFrom('normal' as const, 'supplementary' as const),
  })
  .map(({ status, closing, cancelBy, type }) => ({
    ...initialOrderState(),
    exists: true,
    id: 'order-1',
    created: { ...created, type },
    status,
    closing,
    cancelRequest: cancelBy === null ? null : { reason: 'why', by: cancelBy, at: AT },
  }));

const viewer: fc.Arbitrary<OrderViewer> = fc.record({
  id: fc.constantFrom(OWNER, 'boss-1', 'admin-1'),
  actsOn: fc.boolean(),
  reviewsCancel: fc.boolean(),
});

/** The command each action sends, from `by` (as the handlers build them). */
function commandOf(action: OrderAction, by: string): OrderCommand {
  const act = { by, at: AT };
  switch (action) {
    case 'sign':
      return { type: 'SignOrder', data: { signingId: 'signing-new', ...act } };
    case 'cancel':
      return { type: 'RequestOrderCancel', data: { reason: 'Design changed', ...act } };
    case 'approveCancel':
      return { type: 'ReviewOrderCancel', data: { decision: 'approve', reason: '', ...act } };
    case 'rejectCancel':
      return { type: 'ReviewOrderCancel', data: { decision: 'reject', reason: 'Already printed', ...act } };
    case 'invalidate':
      return { type: 'InvalidateOrder', data: { reason: 'Duplicate', ...act } };
    case 'end':
      return { type: 'EndOrder', data: { reason: 'Short run', ...act } };
    case 'supplementary':
      return {
        type: 'RequestSupplementaryOrder',
        data: { orderId: 'sup-new', quantity: 100, reason: 'More', ...act },
      };
    case 'artwork':
      return { type: 'UploadArtwork', data: { files: 'upload/2026/11/a.png', ...act } };
  }
}

/** The policies' side: a cancel decision is a reviewer's, everything else the owner's side's. */
const mayTake = (action: OrderAction, who: OrderViewer) =>
  action === 'approveCancel' || action === 'rejectCancel' ? who.reviewsCancel : who.actsOn;

describe('orderActions', () => {
  it('lists exactly the actions the decider accepts from this viewer, in every state', () => {
    fc.assert(
      fc.property(state, viewer, (order, who) => {
        const listed = orderActions(standingOf(order), who);
        for (const action of ORDER_ACTIONS) {
          const accepted =
            mayTake(action, who) && passes(() => orderDecider.decide(commandOf(action, who.id), order));
          expect([action, listed.includes(action)]).toEqual([action, accepted]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers a waiting order signing, a cancel request and invalidation; a signed one no signing', () => {
    const owner = { id: OWNER, actsOn: true, reviewsCancel: false };
    const waiting = { ...initialOrderState(), exists: true, created };
    expect(orderActions(standingOf(waiting), owner)).toEqual(['sign', 'cancel', 'invalidate']);
    expect(orderActions(standingOf({ ...waiting, status: 'signed' }), owner)).toEqual([
      'cancel',
      'end',
      'supplementary',
      'artwork',
    ]);
  });

  it("offers a cancel's decision to a reviewer who did not ask, never to the one who asked", () => {
    const asked = {
      ...initialOrderState(),
      exists: true,
      created,
      cancelRequest: { reason: 'why', by: 'boss-1', at: AT },
    };
    const reviewer = (id: string) => ({ id, actsOn: true, reviewsCancel: true });
    expect(orderActions(standingOf(asked), reviewer('admin-1'))).toEqual(['approveCancel', 'rejectCancel']);
    expect(orderActions(standingOf(asked), reviewer('boss-1'))).toEqual([]);
  });
});
