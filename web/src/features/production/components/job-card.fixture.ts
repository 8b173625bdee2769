import type { BoardView, MachineView, MaterialLedger, StageCard } from '@packflow/contracts';

/** Test data: a job card as the API answers it, and a board of them. */
export const ledger = (over: Partial<MaterialLedger> = {}): MaterialLedger => ({
  metresIn: 0,
  kgIn: 0,
  goodOut: 0,
  goodMetres: 0,
  setupWaste: 0,
  runningWaste: 0,
  unaccounted: 0,
  wastePercent: 0,
  unaccountedPercent: 0,
  wasteOver: false,
  unaccountedFlag: false,
  ...over,
});

export const stageCard = (over: Partial<StageCard> = {}): StageCard => ({
  orderId: 'o-1',
  stage: 'lamination-1',
  kind: 'lamination',
  seq: 2,
  stageCount: 4,
  number: 'HT20261127-AB12-1',
  customerName: 'Acme Foods',
  printingType: 'gravure',
  make: 'bag',
  bagType: 'threeSide',
  quantity: 20000,
  unit: 'piece',
  outputUnit: 'meter',
  state: 'running',
  machineId: 'm-lam',
  machineName: 'Laminator 1',
  machineState: 'production',
  machineKinds: ['laminator'],
  plannedStart: '2026-11-27T08:00:00.000Z',
  queuePosition: 1,
  operators: ['Li Wei'],
  startedAt: '2026-11-27T08:10:00.000Z',
  finishedAt: null,
  pausedReason: null,
  previousGoodMetres: 1200,
  ledger: ledger({ metresIn: 200, goodOut: 180, goodMetres: 180, runningWaste: 10, unaccounted: 10 }),
  progress: 0.15,
  cureUntil: null,
  cureOverridden: false,
  partsSent: 0,
  actions: [],
  position: '10',
  revision: 3,
  ...over,
});

export const machine = (over: Partial<MachineView> = {}): MachineView => ({
  id: 'm-lam',
  name: 'Laminator 1',
  kind: 'laminator',
  colours: null,
  maxWebWidthMm: null,
  wasteTargetPercent: 5,
  cureHours: 48,
  state: 'production',
  stateReason: 'running',
  stateNote: '',
  stateSince: '2026-11-27T07:00:00.000Z',
  queued: 1,
  revision: 1,
  ...over,
});

export const board = (position: string, cards: StageCard[] = [stageCard({ position })]): BoardView => ({
  cards,
  machines: [machine()],
  position,
});

/** Every permission of the job card's buttons: what shows is then only what the card offers. */
export const STAGE_PERMISSIONS = [
  'start',
  'pause',
  'resume',
  'entries',
  'finish',
  'cure-override',
  'send-part',
].map((p) => `POST@production/:orderId/stages/:stage/${p}`);
