import type { MachineKind, OrderSnapshot, OutputUnit, StageKind, StagePlan } from '@packflow/contracts';

/**
 * The stages an order passes, derived from its specification (factory.md, "Machines and
 * scheduling"): printing; one lamination pass per laminate when it has more than one layer;
 * slitting for roll film; bag making for bags. Finished is the end, not a stage.
 */

const LAYERS = [
  'materialprintinginfo',
  'materialcompinfo',
  'materialcomp2info',
  'materialcomp3info',
  'materialinnerinfo',
] as const;

/** How many material layers the specification has (at least the printed one). */
export function layerCount(snapshot: Pick<OrderSnapshot, (typeof LAYERS)[number]>): number {
  return Math.max(
    1,
    LAYERS.filter((layer) => snapshot[layer] !== null && snapshot[layer] !== undefined).length,
  );
}

const plan = (key: string, kind: StageKind, seq: number): StagePlan => ({
  key,
  kind,
  seq,
  outputUnit: (kind === 'bagMaking' ? 'piece' : 'meter') satisfies OutputUnit,
});

export function stagesOf(snapshot: OrderSnapshot): StagePlan[] {
  const stages: StagePlan[] = [plan('printing', 'printing', 1)];
  const passes = layerCount(snapshot) - 1;
  for (let n = 1; n <= passes; n++) stages.push(plan(`lamination-${n}`, 'lamination', stages.length + 1));
  if (snapshot.make === 'coiled') stages.push(plan('slitting', 'slitting', stages.length + 1));
  else stages.push(plan('bagMaking', 'bagMaking', stages.length + 1));
  return stages;
}

/** The machine kinds a stage may run on: printing on the press of the order's printing type. */
export function machineKindsFor(kind: StageKind, printingType: 'digital' | 'gravure'): MachineKind[] {
  switch (kind) {
    case 'printing':
      return [printingType === 'digital' ? 'digitalPress' : 'gravurePress'];
    case 'lamination':
      return ['laminator'];
    case 'slitting':
      return ['slitter'];
    case 'bagMaking':
      return ['bagMaker'];
  }
}

/** The bag's pitch along the web (its width), mm: pieces at bag making are metres x 1000 / pitch. */
export function pitchOf(snapshot: OrderSnapshot): number | null {
  if (snapshot.make !== 'bag') return null;
  const width = snapshot.sizes.width;
  return typeof width === 'number' && width > 0 ? width : null;
}

/** The substrate the press prints on (the printed layer's name), for the changeover-aware sequence. */
export const substrateOf = (snapshot: OrderSnapshot): string | null =>
  snapshot.materialprintinginfo?.name ?? null;

/** The web width the press runs, mm, as quoted (bag width or the film's web width); confirmed at review. */
export function webWidthOf(snapshot: OrderSnapshot): number | null {
  const width = snapshot.sizes.width;
  return typeof width === 'number' && width > 0 ? width : null;
}
