import type { QuotationEvent, QuotationState } from '../quotations/quotation';
import { quotationDecider } from '../quotations/quotation';
import { customerDecider } from '../customers/customer';
import { fold } from '../shared/decider';
import type { Notice, SourceEvent, StaffEntry } from './notice';
import { NOTIFICATION_RULES, NOTIFYING_EVENT_TYPES, rulesFor } from './rules';

/** Each rule: who is told, and who is not. */

const person = (
  id: string,
  roles: StaffEntry['roles'],
  areacode: StaffEntry['areacode'] = null,
): StaffEntry => ({
  id,
  name: id,
  roles,
  areacode,
  active: true,
});
const STAFF: StaffEntry[] = [
  person('admin', ['Admin']),
  person('boss-q', ['OperatorManage'], 'Q'),
  person('boss-l', ['OperatorManage'], 'L'),
  person('boss-all', ['OperatorManage']),
  person('sales-q', ['OperatorIndex'], 'Q'),
  person('sales-q2', ['OperatorIndex'], 'Q'),
  person('trader', ['Traders']),
  person('finance', ['Finance']),
  { ...person('admin-gone', ['Admin']), active: false },
];

const quotationState = (
  ownerId: string,
  role: 'OperatorIndex' | 'Traders' = 'OperatorIndex',
): QuotationState => ({
  ...quotationDecider.initialState(),
  exists: true,
  id: 'q1',
  number: 'BJ20261124-ABC',
  owner: { id: ownerId, role },
});

const source = (type: string, data: unknown, actorId: string | null): SourceEvent => ({
  id: 'e1',
  type,
  streamId: 'quotation-q1',
  data,
  actorId,
});

function notices(event: SourceEvent, state: unknown): Notice[] {
  return rulesFor(event.type).flatMap((rule) => rule.notify(event, { state, staff: STAFF }));
}
const recipients = (list: Notice[]) => list.flatMap((n) => [...n.recipients]).sort();

describe('quotation notifications', () => {
  it("a salesman's price sent to review: the administrators and his supervisors, nobody else", () => {
    const list = notices(
      source('QuotationGenerated', { status: 'pending' }, 'sales-q'),
      quotationState('sales-q'),
    );
    expect(recipients(list)).toEqual(['admin', 'boss-all', 'boss-q']);
    expect(list[0]).toMatchObject({
      kind: 'quotation.reviewRequested',
      params: { number: 'BJ20261124-ABC', owner: 'sales-q' },
      link: { kind: 'quotation', id: 'q1' },
    });
  });

  it('a ratio change to review (a resubmission too) tells the reviewers; one within range tells nobody', () => {
    const state = quotationState('sales-q');
    expect(
      recipients(notices(source('QuotationRatioChanged', { status: 'pending' }, 'sales-q'), state)),
    ).toEqual(['admin', 'boss-all', 'boss-q']);
    expect(notices(source('QuotationRatioChanged', { status: 'approved' }, 'sales-q'), state)).toEqual([]);
    expect(notices(source('QuotationGenerated', { status: 'approved' }, 'sales-q'), state)).toEqual([]);
  });

  it("a trader's price goes to the administrators only (supervisors review salesmen's)", () => {
    const list = notices(
      source('QuotationGenerated', { status: 'pending' }, 'trader'),
      quotationState('trader', 'Traders'),
    );
    expect(recipients(list)).toEqual(['admin']);
  });

  it('the decision goes back to the quoting salesman, not to the reviewer', () => {
    const approved = notices(
      source('QuotationApproved', { reason: '' }, 'boss-q'),
      quotationState('sales-q'),
    );
    expect(approved).toEqual([
      {
        recipients: ['sales-q'],
        kind: 'quotation.approved',
        params: { number: 'BJ20261124-ABC', reason: '' },
        link: { kind: 'quotation', id: 'q1' },
      },
    ]);
    const rejected = notices(
      source('QuotationRejected', { reason: 'too low' }, 'admin'),
      quotationState('trader', 'Traders'),
    );
    expect(rejected).toMatchObject([
      { recipients: ['trader'], kind: 'quotation.rejected', params: { reason: 'too low' } },
    ]);
  });

  it('folds the quotation the rules read from its own events', () => {
    const generated = {
      type: 'QuotationGenerated',
      data: { id: 'q1', number: 'BJ1', owner: { id: 'sales-q', role: 'OperatorIndex' }, status: 'pending' },
    } as unknown as QuotationEvent;
    expect(fold(quotationDecider, [generated]).owner?.id).toBe('sales-q');
  });
});

describe('customer notifications', () => {
  const customer = {
    ...customerDecider.initialState(),
    exists: true,
    id: 'c1',
    code: 'Q0001',
    fields: { ...customerDecider.initialState().fields, name: 'Acme' },
  };

  it('a release warning goes to the owner only', () => {
    const list = notices(
      {
        ...source('CustomerReleaseWarned', { owner: 'sales-q', releaseOn: '2026-12-01', at: '' }, null),
        streamId: 'customer-c1',
      },
      customer,
    );
    expect(list).toEqual([
      {
        recipients: ['sales-q'],
        kind: 'customer.releaseWarned',
        params: { code: 'Q0001', name: 'Acme', releaseOn: '2026-12-01' },
        link: { kind: 'customer', id: 'c1' },
      },
    ]);
  });

  it('a release goes to the former owner, unless he released it himself', () => {
    const bySupervisor = source(
      'CustomerReleased',
      { from: 'sales-q', reason: 'supervisor', at: '' },
      'boss-q',
    );
    expect(recipients(notices(bySupervisor, customer))).toEqual(['sales-q']);
    const byJob = source('CustomerReleased', { from: 'sales-q', reason: 'no-order', at: '' }, null);
    expect(recipients(notices(byJob, customer))).toEqual(['sales-q']);
    const byOwner = source('CustomerReleased', { from: 'sales-q', reason: 'owner', at: '' }, 'sales-q');
    expect(notices(byOwner, customer)).toEqual([]);
  });
});

describe('the collected rules', () => {
  it('have unique names and read only events some area declares', () => {
    const names = NOTIFICATION_RULES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...NOTIFYING_EVENT_TYPES].sort()).toEqual(
      [
        'BillDisputed',
        'BillIssued',
        'CustomerReleaseWarned',
        'CustomerReleased',
        'ConcessionDecided',
        'LotDisposed',
        'LotInspected',
        'OrderCancelApproved',
        'OrderCancelRejected',
        'OrderCancelRequested',
        'ProductionFinished',
        'ProductionReviewed',
        'QuotationApproved',
        'QuotationGenerated',
        'QuotationRatioChanged',
        'QuotationRejected',
        'ReceiptConfirmed',
        'ReceiptRejected',
        'ShipApprovalDecided',
        'ShipApprovalRequested',
        'ShipmentRecorded',
        'ShippingCompleted',
        'WageSheetPaid',
      ].sort(),
    );
  });
});
