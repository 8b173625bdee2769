import type { OrderSnapshot } from '@packflow/contracts';
import { type contract, fulfilment, machine, type order, productionJob } from '@packflow/domain';
import { fixturePouch } from './pricing-fixtures';

/**
 * A bag order as the factory meets it, and the production job's commands as the factory gives
 * them, run through the job's decider (so a test's events are ones the domain would record).
 */

export const AT = '2026-11-27T08:00:00.000Z';
export const hoursAfter = (hours: number, from = AT): string =>
  new Date(Date.parse(from) + hours * 3_600_000).toISOString();

const layer = (name: string) => ({ name, english_name: name });

/**
 * A digital stand-up pouch 120 mm wide (its pitch), PET printed with an inner layer of PE (one
 * lamination pass: printing, lamination-1, bag making), one artwork; `over` changes what a test needs.
 */
export const pouchSnapshot = (over: Partial<OrderSnapshot> = {}): OrderSnapshot => ({
  quotation_type: 'digital',
  make: 'bag',
  bagType: 'standUp',
  maketype: 'piece',
  sampling: false,
  artworkCount: 1,
  ratio: '100',
  sizes: { width: 120, length: 200 },
  materialprintinginfo: layer('PET'),
  materialcompinfo: null,
  materialcomp2info: null,
  materialcomp3info: null,
  materialinnerinfo: layer('PE'),
  auxzipper_name: null,
  auxhandle_name: null,
  auxexhaust_name: null,
  auxsealingbar_name: null,
  ...over,
});

/** A gravure stand-up pouch 120 mm wide of PET12 and PE50 (two layers: one lamination pass), or roll film. */
export function snapshotOf(make: 'bag' | 'coiled' = 'bag', layers = 2): OrderSnapshot {
  return pouchSnapshot({
    quotation_type: 'gravure',
    make,
    bagType: make === 'bag' ? 'standUp' : null,
    maketype: make === 'bag' ? 'piece' : 'meter',
    materialprintinginfo: layer('PET12'),
    materialcompinfo: layers >= 2 ? layer('PE50') : null,
    materialcomp2info: layers >= 3 ? layer('AL7') : null,
    materialinnerinfo: null,
  });
}

export function orderCreated(
  orderId: string,
  {
    ownerId = 'sales-1',
    quantity = 1000,
    make = 'bag',
    layers = 2,
  }: { ownerId?: string; quantity?: number; make?: 'bag' | 'coiled'; layers?: number } = {},
): order.OrderCreatedData {
  return {
    orderId,
    number: `HT20261127-${orderId.slice(0, 6)}-1`,
    contractId: `k-${orderId}`,
    contractNumber: 'HT20261127-AB12',
    quotationId: `q-${orderId}`,
    quotationNumber: 'BJ20261120-XY',
    customerId: 'customer-1',
    customerName: 'Qingdao Tea',
    ownerId,
    ownerRole: 'OperatorIndex',
    printingType: 'gravure',
    taxed: true,
    paymentTerms: 'advance30',
    currency: 'CNY',
    quantity,
    unit: make === 'bag' ? 'piece' : 'meter',
    unitPrice: '0.5',
    total: '500.00',
    type: 'normal',
    parentOrderId: null,
    snapshot: snapshotOf(make, layers),
    at: AT,
  };
}

/** The job's opening, as the fulfilment process gives it. */
export const opened = (
  orderId: string,
  options: Parameters<typeof orderCreated>[1] = {},
  artwork = 'art/a.pdf',
) => fulfilment.productionOf(orderCreated(orderId, options), artwork, AT, AT);

export const PRESS: productionJob.MachineRef = {
  machineId: 'press-1',
  name: 'Gravure 1',
  kind: 'gravurePress',
  wasteTargetPercent: 5,
  cureHours: null,
};
export const LAMINATOR: productionJob.MachineRef = {
  machineId: 'lam-1',
  name: 'Laminator 1',
  kind: 'laminator',
  wasteTargetPercent: 4,
  cureHours: 24,
};
export const BAG_MAKER: productionJob.MachineRef = {
  machineId: 'bag-1',
  name: 'Bag maker 1',
  kind: 'bagMaker',
  wasteTargetPercent: 3,
  cureHours: null,
};
export const SLITTER: productionJob.MachineRef = {
  machineId: 'slit-1',
  name: 'Slitter 1',
  kind: 'slitter',
  wasteTargetPercent: 2,
  cureHours: null,
};

/** ProductManage's review confirming the job (two colours, 250 mm web), as the process tests send it. */
export const confirmReview = (at: string): productionJob.ProductionCommand => ({
  type: 'ReviewProduction',
  data: {
    decision: 'confirm',
    artwork: 'confirmed',
    reason: '',
    colours: ['cyan', 'black'],
    webWidthMm: 250,
    by: 'pm-1',
    at,
  },
});

/** A stage's one ledger entry (`<stage>-1`, no waste), as the process tests send it. */
export const stageEntry = (
  stage: string,
  metresIn: number,
  goodOut: number,
  at: string,
): productionJob.ProductionCommand => ({
  type: 'RecordStageEntry',
  data: {
    stage,
    entryId: `${stage}-1`,
    metresIn,
    kgIn: 0,
    goodOut,
    setupWaste: 0,
    runningWaste: 0,
    note: '',
    by: 'op-1',
    at,
  },
});

/** A production job driven through its decider: each command's events kept in order. */
export class JobDriver {
  state = productionJob.initialProductionState();
  readonly events: productionJob.ProductionEvent[] = [];
  private entries = 0;

  /** Runs a command; answers the events it recorded. */
  run(command: productionJob.ProductionCommand): productionJob.ProductionEvent[] {
    const events = productionJob.decide(command, this.state);
    for (const e of events) this.state = productionJob.evolve(this.state, e);
    this.events.push(...events);
    return events;
  }

  open(data: productionJob.ProductionOpenedData) {
    return this.run({ type: 'OpenProduction', data });
  }
  review(decision: 'confirm' | 'reject', at = AT, reason = '') {
    return this.run({
      type: 'ReviewProduction',
      data: {
        decision,
        artwork: decision === 'confirm' ? 'confirmed' : 'rejected',
        reason: reason || (decision === 'reject' ? 'Artwork bleeds too short' : ''),
        colours: ['cyan', 'magenta', 'yellow', 'black'],
        webWidthMm: 250,
        by: 'pm-1',
        at,
      },
    });
  }
  schedule(stage: string, ref: productionJob.MachineRef, at = AT) {
    return this.run({
      type: 'ScheduleStage',
      data: { stage, machine: ref, plannedStart: hoursAfter(1, at), by: 'pm-1', at },
    });
  }
  start(stage: string, at = AT) {
    return this.run({ type: 'StartStage', data: { stage, operators: ['Li', 'Wang'], by: 'op-1', at } });
  }
  record(
    stage: string,
    entry: { metresIn: number; goodOut: number; setupWaste?: number; runningWaste?: number; kgIn?: number },
    at = AT,
  ) {
    this.entries += 1;
    return this.run({
      type: 'RecordStageEntry',
      data: {
        stage,
        entryId: `entry-${this.entries}`,
        metresIn: entry.metresIn,
        kgIn: entry.kgIn ?? 0,
        goodOut: entry.goodOut,
        setupWaste: entry.setupWaste ?? 0,
        runningWaste: entry.runningWaste ?? 0,
        note: '',
        by: 'op-1',
        at,
      },
    });
  }
  pause(stage: string, at = AT) {
    return this.run({ type: 'PauseStage', data: { stage, reason: 'Roll change', by: 'op-1', at } });
  }
  resume(stage: string, at = AT) {
    return this.run({ type: 'ResumeStage', data: { stage, by: 'op-1', at } });
  }
  finish(stage: string, at = AT) {
    return this.run({ type: 'FinishStage', data: { stage, by: 'op-1', at } });
  }
  overrideCure(stage: string, at = AT) {
    return this.run({ type: 'OverrideCure', data: { stage, reason: 'Customer waiting', by: 'pm-1', at } });
  }
  close(at = AT) {
    return this.run({ type: 'CloseProduction', data: { reason: 'canceled', at } });
  }
}

/** A machine's events as Admin and the floor record them. */
export function machineDefined(ref: productionJob.MachineRef, extra: Partial<machine.MachineSettings> = {}) {
  return machine.decide(
    {
      type: 'DefineMachine',
      data: {
        machineId: ref.machineId,
        name: ref.name,
        kind: ref.kind,
        colours: ref.kind === 'gravurePress' || ref.kind === 'digitalPress' ? 8 : null,
        maxWebWidthMm: ref.kind === 'gravurePress' || ref.kind === 'digitalPress' ? 1050 : null,
        wasteTargetPercent: ref.wasteTargetPercent,
        cureHours: ref.cureHours,
        ...extra,
        by: 'admin',
        at: AT,
      },
    },
    machine.initialMachineState(),
  );
}

// ---------------------------------------------------------------- contracts for the API tests

/**
 * A line of 2000 stand-up pouches at 0.5 (1000), PET printed and laminated to PE: its order's
 * stages are printing, lamination-1 and bag making.
 */
export const laminatedPouchLine = (
  quotationId: string,
  quotationNumber: string,
): contract.ContractCreatedData['lines'][number] => ({
  quotationId,
  quotationNumber,
  quantity: 2000,
  unit: 'piece',
  unitPrice: '0.5',
  total: '1000',
  bagType: 'standUp',
  make: 'bag',
  snapshot: {
    input: fixturePouch({ quantity: '2000' }),
    materials: {
      materialprinting: { id: 'pet12', name: 'PET12', englishName: 'PET 12' },
      materialinner: { id: 'pe80', name: 'PE80', englishName: 'PE 80' },
    },
    accessories: {},
    bagType: { id: 'standUp', name: '自立袋', englishName: 'Stand-up pouch' },
    knifeStyle: null,
    makenumber: 1,
    decimals: 2,
  },
});

/**
 * The ContractCreated event of a contract of laminated pouch lines (laminatedPouchLine), as the
 * contracts area records it once its quotations are reserved, for Qingdao Tea: appended to
 * `contract-<contractId>`, the orders reactor makes one order a line.
 */
export function laminatedContract({
  contractId,
  number,
  ownerId,
  ownerRole = 'OperatorIndex',
  printingType = 'digital',
  currency = 'CNY',
  language = 'cn',
  lines,
}: {
  contractId: string;
  number: string;
  ownerId: string;
  ownerRole?: contract.ContractCreatedData['ownerRole'];
  printingType?: contract.ContractCreatedData['printingType'];
  currency?: contract.ContractCreatedData['currency'];
  language?: contract.ContractCreatedData['language'];
  lines: contract.ContractCreatedData['lines'];
}) {
  const at = new Date().toISOString();
  const data: contract.ContractCreatedData = {
    contractId,
    number,
    customerId: `customer-${ownerId}`,
    customerName: 'Qingdao Tea',
    ownerId,
    ownerRole,
    printingType,
    taxed: true,
    paymentTerms: 'advance30',
    currency,
    language,
    lines,
    total: String(1000 * lines.length),
    by: ownerId,
    at,
    createdAt: at,
  };
  return {
    type: 'ContractCreated',
    data,
    metadata: { userId: ownerId, role: ownerRole, at, correlationId: contractId },
  };
}
