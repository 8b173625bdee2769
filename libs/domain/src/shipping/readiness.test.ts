import type { ShipBlock, ShippingService } from '@packflow/contracts';
import fc from 'fast-check';
import {
  DEFAULT_REMOTE_PROVINCES,
  type ShippingStanding,
  figuresOf,
  postageAllowed,
  remoteAddress,
  shipReadiness,
} from './readiness';

/** The one ship-readiness check: every block alone and together, the figures, the postage rule. */

const standing = (over: Partial<ShippingStanding> = {}): ShippingStanding => ({
  ordered: 10000,
  inspected: 12000,
  shipped: 0,
  approvedOver: 0,
  creditReleased: false,
  closed: false,
  ...over,
});
const confirmed = { balanceConfirmed: true, tolerancePct: 10 };
const unconfirmed = { balanceConfirmed: false, tolerancePct: 10 };

describe('the readiness check', () => {
  it.each<[string, Partial<ShippingStanding>, boolean, number, ShipBlock[]]>([
    ['ready: inspected, within the limit, balance confirmed', {}, true, 6000, []],
    ['ready: the whole inspected quantity', { inspected: 6000 }, true, 6000, []],
    ['ready: up to the tolerance', {}, true, 11000, []],
    ['ready on credit', { creditReleased: true }, false, 6000, []],
    ['nothing inspected', { inspected: 0 }, true, 1, ['notInspected']],
    ['above the inspected good quantity', { inspected: 6000 }, true, 6001, ['aboveInspected']],
    [
      'a second shipment passing the inspected quantity',
      { inspected: 6000, shipped: 4000 },
      true,
      2001,
      ['aboveInspected'],
    ],
    ['a second shipment to the inspected quantity', { inspected: 6000, shipped: 4000 }, true, 2000, []],
    ['over the order past the tolerance', {}, true, 11001, ['overOrdered']],
    ['a second shipment passing the limit', { shipped: 6000 }, true, 5001, ['overOrdered']],
    ['an approved over-shipment raises the limit', { shipped: 6000, approvedOver: 500 }, true, 5500, []],
    ['and no further', { shipped: 6000, approvedOver: 500 }, true, 5501, ['overOrdered']],
    ['the balance not confirmed, no credit', {}, false, 6000, ['balanceUnconfirmed']],
    ['closed', { closed: true }, true, 1, ['closed']],
    [
      'everything at once, each named',
      { closed: true, inspected: 0 },
      false,
      11001,
      ['closed', 'notInspected', 'overOrdered', 'balanceUnconfirmed'],
    ],
    [
      'above inspected and over the order together',
      { inspected: 11500, shipped: 6000 },
      false,
      5600,
      ['aboveInspected', 'overOrdered', 'balanceUnconfirmed'],
    ],
  ])('%s', (_, over, balanceConfirmed, quantity, blocks) => {
    const readiness = shipReadiness(standing(over), balanceConfirmed ? confirmed : unconfirmed, quantity);
    expect(readiness.blocks).toEqual(blocks);
    expect(readiness.ready).toBe(blocks.length === 0);
    expect([readiness.balanceConfirmed, readiness.creditReleased]).toEqual([
      balanceConfirmed,
      over.creditReleased ?? false,
    ]);
  });

  it('without a quantity asks whether one more unit may go', () => {
    expect(shipReadiness(standing({ inspected: 6000, shipped: 6000 }), confirmed).blocks).toEqual([
      'aboveInspected',
    ]);
    expect(shipReadiness(standing({ inspected: 6000, shipped: 5999 }), confirmed).ready).toBe(true);
  });

  it.each<[string, Partial<ShippingStanding>, number, object]>([
    [
      'the limit is the tolerance above the order',
      {},
      10,
      { limit: 11000, remaining: 11000, outstanding: 10000 },
    ],
    ['no tolerance', {}, 0, { limit: 10000, remaining: 10000 }],
    ['the limit rounds down to whole units', { ordered: 333 }, 10, { limit: 366 }],
    [
      'what remains is bounded by the inspected quantity',
      { inspected: 6000, shipped: 2500 },
      10,
      { remaining: 3500, outstanding: 7500 },
    ],
    ['plus approved over-shipments', { approvedOver: 300 }, 10, { limit: 11300 }],
    ['never below 0', { inspected: 6000, shipped: 10500 }, 10, { remaining: 0, outstanding: 0 }],
  ])('figures: %s', (_, over, tolerancePct, expected) => {
    expect(figuresOf(standing(over), tolerancePct)).toMatchObject({ ...expected, tolerancePct });
  });

  it('is never ready for a shipment taking the total above the inspected quantity or the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          ordered: fc.integer({ min: 1, max: 50000 }),
          inspected: fc.integer({ min: 0, max: 60000 }),
          shipped: fc.integer({ min: 0, max: 60000 }),
          approvedOver: fc.integer({ min: 0, max: 5000 }),
          creditReleased: fc.boolean(),
          closed: fc.boolean(),
        }),
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 60000 }),
        (s, balanceConfirmed, tolerancePct, quantity) => {
          const readiness = shipReadiness(s, { balanceConfirmed, tolerancePct }, quantity);
          const limit = Math.floor(s.ordered * (1 + tolerancePct / 100) + 1e-9) + s.approvedOver;
          const total = s.shipped + quantity;
          if (total > s.inspected || total > limit || s.closed) expect(readiness.ready).toBe(false);
          if (!balanceConfirmed && !s.creditReleased) expect(readiness.ready).toBe(false);
          if (readiness.ready) expect(quantity).toBeLessThanOrEqual(readiness.figures.remaining);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the postage rule (spec section 5)', () => {
  it.each<[string, 'charged' | 'exempt', ShippingService, boolean, string, boolean]>([
    ['charged always', 'charged', 'priorityExpress', true, '80', true],
    [
      'exempt: ordinary express, not remote, ratio above 95',
      'exempt',
      'ordinaryExpress',
      false,
      '95.01',
      true,
    ],
    ['exempt: logistics likewise', 'exempt', 'logistics', false, '100', true],
    ['exempt at exactly 95 %: refused', 'exempt', 'ordinaryExpress', false, '95', false],
    ['exempt below 95 %: refused', 'exempt', 'ordinaryExpress', false, '90', false],
    ['exempt to a remote area: refused', 'exempt', 'ordinaryExpress', true, '100', false],
    ['exempt by priority express: refused', 'exempt', 'priorityExpress', false, '100', false],
    ['exempt when picked up: refused', 'exempt', 'pickup', false, '100', false],
    ['exempt with no ratio known: refused', 'exempt', 'logistics', false, '', false],
    ['exempt with a ratio that is no number: refused', 'exempt', 'logistics', false, 'abc', false],
  ])('%s', (_, mode, service, remote, ratio, allowed) => {
    expect(postageAllowed({ mode, service, remote, ratio })).toBe(allowed);
  });
});

describe('a remote address', () => {
  it.each<[string | null, readonly string[], boolean]>([
    ['370202', DEFAULT_REMOTE_PROVINCES, false], // Qingdao
    ['310101', DEFAULT_REMOTE_PROVINCES, false], // Shanghai
    ['650102', DEFAULT_REMOTE_PROVINCES, true], // Urumqi
    ['540102', DEFAULT_REMOTE_PROVINCES, true], // Lhasa
    ['150102', DEFAULT_REMOTE_PROVINCES, true], // Hohhot
    ['460105', DEFAULT_REMOTE_PROVINCES, true], // Haikou
    [null, DEFAULT_REMOTE_PROVINCES, true], // abroad
    ['', DEFAULT_REMOTE_PROVINCES, true],
    ['37020', DEFAULT_REMOTE_PROVINCES, true], // not a region code: not trusted
    ['370202', ['37'], true], // Admin counts Shandong remote
    ['650102', [], false], // Admin counts nothing remote
  ])('%s in %j: remote %s', (code, provinces, remote) => {
    expect(remoteAddress(code, provinces)).toBe(remote);
  });
});
