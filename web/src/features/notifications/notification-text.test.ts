import { NOTIFICATION_KINDS, type NotificationKind, type NotificationParams } from '@packflow/contracts';
import { i18n } from '../../lib/i18n';
import { noticeTexts } from './notification-text';

/** The parameters each kind's rule gives (libs/domain/src/<area>/policies.ts, `notifications`). */
const PARAMS: Record<NotificationKind, NotificationParams> = {
  'quotation.reviewRequested': { number: 'BJ20261124-ABC', owner: 'Emma Hill' },
  'quotation.approved': { number: 'BJ20261124-ABC', reason: '' },
  'quotation.rejected': { number: 'BJ20261124-ABC', reason: 'too low' },
  'customer.releaseWarned': { code: 'Q0001', name: 'Harbour Tea', releaseOn: '2026-12-01' },
  'customer.released': { code: 'Q0001', name: 'Harbour Tea', reason: 'no-order' },
  'receipt.confirmed': { amount: '3000', currency: 'CNY', contract: 'HT20261124-AB12' },
  'receipt.rejected': { amount: '3000', currency: 'CNY', contract: 'HT20261124-AB12', reason: 'not arrived' },
  'order.cancelRequested': { number: 'HT20261124-AB12-1', owner: 'Wang', reason: 'design changed' },
  'order.cancelApproved': { number: 'HT20261124-AB12-1', reason: '' },
  'order.cancelRejected': { number: 'HT20261124-AB12-1', reason: 'already printing' },
  'production.reviewRejected': { number: 'HT20261124-AB12-1', reason: 'bleed too short' },
  'production.finished': { number: 'HT20261124-AB12-1' },
  'inspection.lotFailed': { number: 'HT20261124-AB12-1', lot: '2' },
  'inspection.concessionRequested': {
    number: 'HT20261124-AB12-1',
    lot: '1',
    quantity: '4800',
    reason: 'slight colour shift',
  },
  'inspection.concessionApproved': { number: 'HT20261124-AB12-1', lot: '1', reason: 'customer agreed' },
  'inspection.concessionRejected': { number: 'HT20261124-AB12-1', lot: '1', reason: 'seal too weak' },
  'shipping.shipmentRecorded': {
    number: 'HT20261124-AB12-1',
    quantity: '6000',
    waybill: 'SF1234567890',
    company: 'SF Express',
  },
  'shipping.shipped': {
    number: 'HT20261124-AB12-1',
    quantity: '4000',
    waybill: 'SF1234567891',
    company: 'SF Express',
  },
  'shipping.closedShort': {
    number: 'HT20261124-AB12-1',
    shipped: '9500',
    ordered: '10000',
    reason: 'customer takes the rest next order',
  },
  'shipping.overShipmentRequested': {
    number: 'HT20261124-AB12-1',
    owner: 'Wang',
    quantity: '800',
    reason: 'customer takes the surplus',
  },
  'shipping.creditRequested': {
    number: 'HT20261124-AB12-1',
    owner: 'Wang',
    reason: 'long-standing customer',
  },
  'shipping.overShipmentApproved': { number: 'HT20261124-AB12-1', quantity: '800', reason: 'agreed' },
  'shipping.overShipmentRejected': { number: 'HT20261124-AB12-1', quantity: '800', reason: 'too much' },
  'shipping.creditApproved': { number: 'HT20261124-AB12-1', reason: 'pays monthly' },
  'shipping.creditRejected': { number: 'HT20261124-AB12-1', reason: 'balance overdue' },
  'bills.ready': { month: '2026-10', customer: 'Harbour Tea', amount: '12500.5', currency: 'CNY' },
  'bills.disputed': { month: '2026-10', customer: 'Harbour Tea', lines: '2', reason: 'not received' },
  'wages.paid': { month: '2026-10', amount: '4158.5', currency: 'CNY' },
};

describe('notification texts', () => {
  it.each(['cn', 'en'] as const)('renders every kind in %s with its parameters filled in', (locale) => {
    const t = i18n.getFixedT(locale);
    for (const kind of NOTIFICATION_KINDS) {
      const { title, text, reason } = noticeTexts(t, { kind, params: PARAMS[kind] });
      expect([kind, title]).not.toEqual([kind, '']);
      expect(`${title} ${text} ${reason ?? ''}`).not.toMatch(/\{\{|notifications\./);
      // An amount shows as money (its currency's sign, 2 decimals): checked below.
      for (const [name, value] of Object.entries(PARAMS[kind]))
        if (value && value !== 'no-order' && name !== 'amount' && name !== 'currency')
          expect(`${text} ${reason ?? ''}`).toContain(value);
    }
  });

  it("shows a receipt's amount as money, in yuan and in dollars, in both languages", () => {
    const text = (locale: 'cn' | 'en', params: NotificationParams) =>
      noticeTexts(i18n.getFixedT(locale), { kind: 'receipt.confirmed', params }).text;
    expect(text('en', PARAMS['receipt.confirmed'])).toBe(
      'Finance confirmed ¥3,000.00 for contract HT20261124-AB12',
    );
    expect(text('cn', PARAMS['receipt.confirmed'])).toBe('财务已确认合同 HT20261124-AB12 的收款 ¥3,000.00');
    expect(text('en', { ...PARAMS['receipt.confirmed'], amount: '1200.5', currency: 'USD' })).toBe(
      'Finance confirmed $1,200.50 for contract HT20261124-AB12',
    );
  });

  it('says why a customer went, in words, and leaves out an empty reason', () => {
    const t = i18n.getFixedT('en');
    expect(noticeTexts(t, { kind: 'customer.released', params: PARAMS['customer.released'] }).reason).toBe(
      'Reason: no order within the protection period',
    );
    expect(
      noticeTexts(t, { kind: 'quotation.approved', params: PARAMS['quotation.approved'] }).reason,
    ).toBeNull();
  });
});
