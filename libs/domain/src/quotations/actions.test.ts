import fc from 'fast-check';
import { fixturePouch, fixtureSettings } from '../../../../test/support/pricing-fixtures';
import { checkRequest } from '../contracts/contract';
import { passes } from '../shared/actions';
import { fold } from '../shared/decider';
import { type QuotationViewer, quotationActions } from './actions';
import { lineageOf, ownQuotation } from './policies';
import {
  type QuotationCommand,
  type QuotationEvent,
  type QuotationState,
  quotationDecider,
} from './quotation';

/**
 * Actions offered are actions allowed (issue 21): for every state a quotation can reach, an action
 * quotationActions lists is accepted by its decider, and one it leaves out is refused.
 */

const ID = '3f2a9c1e-7b44-4d0e-9a61-0c5e2b7d8f10';
const AT = '2026-11-22T09:30:00.000Z';
const OWNER = 'sales-1';
const range = { minRatio: '94', maxRatio: '200' };
const input = fixturePouch();

const generated: QuotationEvent[] = quotationDecider.decide(
  {
    type: 'GenerateQuotation',
    data: {
      id: ID,
      owner: { id: OWNER, role: 'OperatorIndex' },
      customerId: 'cust-1',
      locale: 'cn',
      input,
      settings: fixtureSettings(input, 'cn'),
      sourceId: null,
      revisionOf: null,
      rootId: ID,
      revisionNo: 1,
      beanEntryId: null,
      at: AT,
    },
  },
  quotationDecider.initialState(),
);

/** Every command a quotation takes after generation, from its owner, others and the processes. */
const command: fc.Arbitrary<QuotationCommand> = fc.oneof(
  fc.record({
    type: fc.constant('ChangeQuotationRatio' as const),
    data: fc.record({
      ratio: fc.constantFrom('100', '120', '90', '250'),
      by: fc.constantFrom(OWNER, 'sales-2'),
      range: fc.constant(range),
      at: fc.constant(AT),
    }),
  }),
  fc.constant<QuotationCommand>({ type: 'ApproveQuotation', data: { reason: '', at: AT } }),
  fc.constant<QuotationCommand>({ type: 'RejectQuotation', data: { reason: 'too low', at: AT } }),
  fc.constantFrom<QuotationCommand>(
    { type: 'SupersedeQuotation', data: { by: 'rev-1', byNumber: 'BJ-R1', ownerId: OWNER, at: AT } },
    { type: 'WithdrawSupersede', data: { by: 'rev-1', at: AT } },
    { type: 'PutUnderContract', data: { contractId: 'c-1', contractNumber: 'HT-1', at: AT } },
    { type: 'PutUnderContract', data: { contractId: 'c-2', contractNumber: 'HT-2', at: AT } },
    { type: 'ReleaseFromContract', data: { contractId: 'c-1', at: AT } },
  ),
);

/** The state after the commands the decider accepts (a refused one changes nothing). */
function reach(commands: readonly QuotationCommand[]): QuotationState {
  let state = fold(quotationDecider, generated);
  for (const c of commands) {
    if (!passes(() => quotationDecider.decide(c, state))) continue;
    state = quotationDecider.decide(c, state).reduce(quotationDecider.evolve, state);
  }
  return state;
}

const decide = (c: QuotationCommand, state: QuotationState) => () => quotationDecider.decide(c, state);

/** Whether each action's command is accepted now for this viewer (the handlers' own steps). */
function accepted(state: QuotationState, viewer: QuotationViewer) {
  const ratio = state.input!.ratio === '110' ? '111' : '110';
  const change = () =>
    quotationDecider.decide(
      { type: 'ChangeQuotationRatio', data: { ratio, by: viewer.id, range, at: AT } },
      state,
    );
  const changed = passes(change) ? change()[0] : undefined;
  const resubmits = changed?.type === 'QuotationRatioChanged' && changed.data.fromStatus === 'rejected';
  const review = (type: 'ApproveQuotation' | 'RejectQuotation') =>
    viewer.reviews && passes(decide({ type, data: { reason: 'checked', at: AT } }, state));
  return {
    copy: passes(() => ownQuotation(viewer.id, state, 'sourceId')),
    revise: passes(() => {
      lineageOf('new', ownQuotation(viewer.id, state, 'revisionOf'), state.customerId!);
      decide(
        { type: 'SupersedeQuotation', data: { by: 'new', byNumber: 'N', ownerId: viewer.id, at: AT } },
        state,
      )();
    }),
    changeRatio: changed !== undefined && !resubmits,
    resubmit: changed !== undefined && resubmits,
    approve: review('ApproveQuotation'),
    reject: review('RejectQuotation'),
    // A contract of this one quotation, for its customer as the viewer's own.
    contract: passes(() =>
      checkRequest({
        contractId: 'contract-new',
        quotationIds: [ID],
        actor: { id: viewer.id, role: 'OperatorIndex' },
        type: state.input!.quotation_type,
        quotations: [{ id: ID, state }],
        taxed: undefined,
        customer: { id: state.customerId!, exists: true, name: 'Tea', ownerId: viewer.id },
        at: AT,
      }),
    ),
  };
}

const viewer = fc.record({ id: fc.constantFrom(OWNER, 'sales-2', 'boss'), reviews: fc.boolean() });

describe('quotationActions', () => {
  it('lists exactly the actions its decider accepts, in every state and for every viewer', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 8 }), viewer, (commands, who) => {
        const state = reach(commands);
        const listed = quotationActions(state, who);
        const allowed = accepted(state, who);
        for (const [action, ok] of Object.entries(allowed))
          expect([action, listed.includes(action as never)]).toEqual([action, ok]);
      }),
      { numRuns: 300 },
    );
  });

  it('offers its owner no ratio change and no revision once it is under a contract, only a copy', () => {
    const state = reach([
      { type: 'PutUnderContract', data: { contractId: 'c-1', contractNumber: 'HT-1', at: AT } },
    ]);
    expect(quotationActions(reach([]), { id: OWNER, reviews: false })).toEqual([
      'copy',
      'revise',
      'changeRatio',
      'contract',
    ]);
    expect(quotationActions(state, { id: OWNER, reviews: false })).toEqual(['copy']);
  });

  it('offers a rejected one back to review as a resubmission, and a pending one to its reviewers', () => {
    const pending = reach([
      { type: 'ChangeQuotationRatio', data: { ratio: '250', by: OWNER, range, at: AT } },
    ]);
    expect(quotationActions(pending, { id: 'boss', reviews: true })).toEqual(['approve', 'reject']);
    const rejected = reach([
      { type: 'ChangeQuotationRatio', data: { ratio: '250', by: OWNER, range, at: AT } },
      { type: 'RejectQuotation', data: { reason: 'no', at: AT } },
    ]);
    expect(quotationActions(rejected, { id: OWNER, reviews: false })).toEqual(['copy', 'revise', 'resubmit']);
  });
});
