import { ROLES } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import {
  REVIEWER_ROLES,
  lineageOf,
  mayQuote,
  mayReview,
  ownQuotation,
  ownerOf,
  pricedGrade,
  quotedCustomerId,
  quotationAudience,
  quotationScope,
  reviewsAsRole,
} from './policies';
import { type QuotationState, quotationDecider } from './quotation';

const salesman = { id: 's1', role: 'OperatorIndex', areacode: 'Q' } as const;
const trader = { id: 't1', role: 'Traders', areacode: null } as const;
const boss = { id: 'b1', role: 'OperatorManage', areacode: 'Q' } as const;
const bossOfAll = { id: 'b2', role: 'OperatorManage', areacode: null } as const;
const admin = { id: 'a1', role: 'Admin', areacode: null } as const;
const finance = { id: 'f1', role: 'Finance', areacode: null } as const;

const codeOf = (act: () => unknown): string | undefined => {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
};

const quotation = (patch: Partial<QuotationState>): QuotationState => ({
  ...quotationDecider.initialState(),
  exists: true,
  id: 'q1',
  number: 'BJ1',
  owner: { id: 's1', role: 'OperatorIndex' },
  customerId: 'c1',
  rootId: 'q0',
  revisionNo: 2,
  ...patch,
});

describe('quotation policies', () => {
  it('lets salesmen and traders quote, as the owner of what they generate, and nobody else', () => {
    expect(ownerOf(salesman)).toEqual({ id: 's1', role: 'OperatorIndex' });
    expect(ownerOf(trader)).toEqual({ id: 't1', role: 'Traders' });
    for (const actor of [boss, admin, finance]) {
      expect(mayQuote(actor)).toBe(false);
      expect(codeOf(() => ownerOf(actor))).toBe('QUOTATION.OWNERS_ONLY');
    }
  });

  it('describes which quotations each role sees', () => {
    expect(quotationScope(salesman)).toEqual({ kind: 'self', selfId: 's1' });
    expect(quotationScope(trader)).toEqual({ kind: 'self', selfId: 't1' });
    expect(quotationScope(finance)).toEqual({ kind: 'self', selfId: 'f1' });
    expect(quotationScope(boss)).toMatchObject({
      kind: 'salesmen',
      areacode: 'Q',
      selfId: 'b1',
      managedRoles: ['OperatorIndex'],
    });
    expect(quotationScope(admin)).toEqual({ kind: 'everyone' });
  });

  it('lets a supervisor review the salesmen of their area, an administrator everyone, an owner never', () => {
    const ofQ = { id: 's1', roles: ['OperatorIndex'] as const, areacode: 'Q' as const };
    const ofL = { id: 's2', roles: ['OperatorIndex'] as const, areacode: 'L' as const };
    const traderOwner = { id: 't1', roles: ['Traders'] as const, areacode: null };
    const sellingAdmin = { id: 'x', roles: ['OperatorIndex', 'Admin'] as const, areacode: 'Q' as const };
    expect(mayReview(boss, ofQ)).toBe(true);
    expect(mayReview(boss, ofL)).toBe(false);
    expect(mayReview(bossOfAll, ofL)).toBe(true);
    expect(mayReview(boss, traderOwner)).toBe(false);
    expect(mayReview(boss, sellingAdmin)).toBe(false);
    expect(mayReview(admin, traderOwner)).toBe(true);
    expect(mayReview(salesman, ofQ)).toBe(false);
    expect(mayReview(admin, null)).toBe(false);
  });

  it('tells reviewers and the owners of live changes; the reviewers are the roles with a wider scope', () => {
    expect(quotationAudience(['s1', 's2'])).toEqual({
      roles: ['OperatorManage', 'Admin'],
      users: ['s1', 's2'],
    });
    expect(new Set(REVIEWER_ROLES)).toEqual(new Set(ROLES.filter(reviewsAsRole)));
  });

  it('copies and revises only the actor’s own quotations; another’s looks like none (404)', () => {
    expect(ownQuotation('s1', quotation({}), 'sourceId').id).toBe('q1');
    expect(codeOf(() => ownQuotation('s2', quotation({}), 'sourceId'))).toBe('QUOTATION.NOT_FOUND');
    expect(codeOf(() => ownQuotation('s1', quotationDecider.initialState(), 'revisionOf'))).toBe(
      'QUOTATION.NOT_FOUND',
    );
  });

  it('generates a quotation for a customer only', () => {
    expect(quotedCustomerId('c1')).toBe('c1');
    expect(codeOf(() => quotedCustomerId(undefined))).toBe('VALIDATION.FAILED');
    expect(codeOf(() => quotedCustomerId(''))).toBe('VALIDATION.FAILED');
  });

  it('continues the original’s lineage for a revision of a current quotation of the same customer', () => {
    expect(lineageOf('new', null, 'c1')).toEqual({ rootId: 'new', revisionNo: 1 });
    expect(lineageOf('new', quotation({}), 'c1')).toEqual({ rootId: 'q0', revisionNo: 3 });
    expect(codeOf(() => lineageOf('new', quotation({}), 'c2'))).toBe('QUOTATION.REVISION_CUSTOMER');
    const superseded = quotation({ supersededBy: { id: 'q9', number: 'BJ9' } });
    expect(codeOf(() => lineageOf('new', superseded, 'c1'))).toBe('QUOTATION.SUPERSEDED');
  });

  it('prices with the grade of the quoting trader’s own customer only', () => {
    const client = (ownerId: string, role: 'Traders' | 'OperatorIndex') => ({
      exists: true,
      owner: { id: ownerId, role },
      gradeId: 'g1',
    });
    expect(pricedGrade('t1', client('t1', 'Traders'))).toBe('g1');
    expect(pricedGrade('t1', client('t2', 'Traders'))).toBeNull();
    expect(pricedGrade('s1', client('s1', 'OperatorIndex'))).toBeNull();
    expect(pricedGrade('t1', undefined)).toBeNull();
  });
});
