import { inspection, inspectionSampling, inspectionSettings } from '@packflow/domain';

/**
 * What the inspection and shipping crash test means each order to go through (lot by lot, then
 * its shipments), and the forms its clients send for it: the order's first lot (2100 pieces, what
 * bag making made good) passes, or fails and is reworked or released under concession; the good
 * quantity ships in parts that add up to exactly what was ordered (2000).
 */

export const ORDERED = 2000;
/** Bag making's good output: the first lot's quantity. */
export const LOT_QUANTITY = 2100;
/** What a rework wastes of the failed lot; the rest is good and comes back as the next lot. */
export const REWORK_WASTE = 50;

export interface OrderPlan {
  name: string;
  /** The lots (by n) that fail their inspection. */
  failing: number[];
  /** What ProductManage decides of a failed lot. */
  disposition: 'rework' | 'concession' | null;
  /** The good quantity of a passing lot (at most the lot; the whole lot when null). */
  good: number | null;
  /** The shipments' quantities, in the order they are sent: together the ordered quantity. */
  shipments: number[];
  /** Released on credit by OperatorManage (its contract's balance is never paid). */
  credit: boolean;
  /** How many of the last shipments wait until nothing else is left, then go one a round, alone. */
  held: number;
}

/** The orders of the paying contract first, then those released on credit. */
export const PLANS: OrderPlan[] = [
  {
    name: 'passed',
    failing: [],
    disposition: null,
    good: null,
    shipments: [800, 700, 500],
    credit: false,
    held: 0,
  },
  {
    name: 'reworked',
    failing: [1],
    disposition: 'rework',
    good: null,
    shipments: [1000, 1000],
    credit: false,
    held: 0,
  },
  {
    name: 'conceded',
    failing: [1],
    disposition: 'concession',
    good: null,
    shipments: [1200, 800],
    credit: false,
    held: 0,
  },
  {
    name: 'many parts',
    failing: [],
    disposition: null,
    good: null,
    shipments: [300, 300, 400, 200, 500, 300],
    credit: false,
    held: 3,
  },
  {
    name: 'reworked twice',
    failing: [1, 2],
    disposition: 'rework',
    good: null,
    shipments: [900, 600, 500],
    credit: false,
    held: 0,
  },
  {
    name: 'credit',
    failing: [],
    disposition: null,
    good: ORDERED,
    shipments: [600, 600, 800],
    credit: true,
    held: 0,
  },
  {
    name: 'conceded on credit',
    failing: [1],
    disposition: 'concession',
    good: null,
    shipments: [500, 500, 500, 500],
    credit: true,
    held: 0,
  },
];

type Form = Record<string, string | string[]>;

/** Every check of the order's template answered (measured ones at their norm), passed unless the lot is to fail. */
function checksOf(state: inspection.InspectionState, fail: boolean): inspection.CheckAnswer[] {
  const template = inspectionSettings.templateFor(
    inspectionSettings.defaultInspectionSettings(),
    state.order!.templateKind,
  );
  return template.checks.map((c) => {
    if (c.kind === 'passFail') return { key: c.key, passed: !fail };
    const norm = c.norm || state.order!.sizes[c.key];
    return norm ? { key: c.key, value: norm } : { key: c.key, value: 50, norm: 50 };
  });
}

/** The inspection form of a lot at the plan's sample size (Admin's AQL as a new installation has it). */
export function inspectForm(
  state: inspection.InspectionState,
  lot: inspection.LotState,
  plan: OrderPlan,
): Form {
  const fail = plan.failing.includes(lot.n);
  const aql = inspectionSettings.defaultInspectionSettings().aql;
  return {
    sampleSize: String(inspectionSampling.samplingPlan(lot.quantity, aql).sampleSize),
    checks: JSON.stringify(checksOf(state, fail)),
    defects: JSON.stringify(fail ? [{ kind: 'colour', count: 9 }] : []),
    goodQuantity: fail ? '0' : String(Math.min(lot.quantity, plan.good ?? lot.quantity)),
    photos: '',
    note: `crash test lot ${lot.n}`,
  };
}

export function disposeForm(lot: inspection.LotState, plan: OrderPlan): Form {
  return plan.disposition === 'rework'
    ? { kind: 'rework', stage: 'bagMaking', quantity: String(lot.quantity), reason: 'Seals too weak' }
    : { kind: 'concession', quantity: String(lot.quantity), reason: 'Colour within the customer’s sample' };
}

/** Stage entries that make 2100 good pieces at bag making (120 mm pitch) from what came before. */
export const ENTRY: Record<string, Record<string, string>> = {
  printing: { metresIn: '310', kgIn: '40.5', goodOut: '300', setupWaste: '4', runningWaste: '6' },
  lamination: { metresIn: '290', kgIn: '50.25', goodOut: '280', setupWaste: '4', runningWaste: '6' },
  bagMaking: { metresIn: '270', goodOut: String(LOT_QUANTITY), setupWaste: '8', runningWaste: '10' },
};
