import { fold } from '../shared/decider';
import type { SourceEvent } from '../notifications/notice';
import { notifications } from './notifications';
import { type WageSheetEvent, wageSheetDecider } from './wage-sheet';

/** The wages' notice: the salesman hears his month was paid, with the total; nobody else. */

const made: WageSheetEvent = {
  type: 'WageSheetMade',
  data: {
    staffId: 'sales-q',
    staffName: 'Li',
    areacode: 'Q',
    month: '2026-10',
    base: '3500',
    position: '500',
    collections: '800',
    earned: '8',
    lineIds: ['l1'],
    carriedIn: '0',
    cutoff: '10',
    closeId: 'month-close-202610',
    at: '2026-11-01T00:00:00.000Z',
    commission: '8.00',
    carriedOut: '0.00',
    total: '4008.00',
  },
};
const adjusted: WageSheetEvent = {
  type: 'WageSheetAdjusted',
  data: { adjustmentId: 'a1', amount: '100.00', reason: 'bonus', by: 'finance', at: '' },
};
const paid = (by: string): SourceEvent => ({
  id: 'e1',
  type: 'WageSheetPaid',
  streamId: 'wages-sales-q-202610',
  data: { proofs: 'x', by, at: '' },
  actorId: by,
});

describe('wages notifications', () => {
  const [rule] = notifications;
  const state = fold(wageSheetDecider, [made, adjusted]);

  it('tells the salesman his wages were paid, with the total after adjustments, leading to the sheet', () => {
    expect(rule!.notify(paid('finance'), { state, staff: [] })).toEqual([
      {
        recipients: ['sales-q'],
        kind: 'wages.paid',
        params: { month: '2026-10', amount: '4108.00', currency: 'CNY' },
        link: { kind: 'wage', id: 'sales-q-202610' },
      },
    ]);
  });

  it('tells nobody of a sheet not made, nor the one who paid himself', () => {
    expect(rule!.notify(paid('finance'), { state: wageSheetDecider.initialState(), staff: [] })).toEqual([]);
    expect(rule!.notify(paid('sales-q'), { state, staff: [] })).toEqual([]);
  });
});
