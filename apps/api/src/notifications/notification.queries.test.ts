import { pathFor } from './notification.queries';

/** Where a notification leads each role: the record's screen, else the queue that role decides it on, else nowhere. */
describe('notification paths', () => {
  const order = { kind: 'order' as const, id: 'o-1' };
  const quotation = { kind: 'quotation' as const, id: 'q-1' };

  it("opens the record's screen for a role that has it", () => {
    expect(pathFor('OperatorIndex')('order.cancelApproved', order)).toBe('/Order/Detail?id=o-1');
    expect(pathFor('OperatorIndex')('quotation.approved', quotation)).toBe('/Quotation/Detail?id=q-1');
  });

  it('leads a supervisor, who has no order screens, to the queue where he decides a cancel request', () => {
    expect(pathFor('OperatorManage')('order.cancelRequested', order)).toBe('/OperatorManage/Order');
  });

  it('leads nowhere when the role has neither the screen nor the queue (shown as text, never a dead link)', () => {
    expect(pathFor('OperatorManage')('order.cancelApproved', order)).toBeNull();
    expect(pathFor('Finance')('quotation.reviewRequested', quotation)).toBeNull();
    expect(pathFor('OperatorIndex')('order.cancelApproved', null)).toBeNull();
  });
});
