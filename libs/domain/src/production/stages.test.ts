import type { OrderSnapshot } from '@packflow/contracts';
import { pouchSnapshot } from '../../../../test/support/production-fixtures';
import { layerCount, machineKindsFor, pitchOf, stagesOf, substrateOf, webWidthOf } from './stages';

const layer = (name: string) => ({ name, english_name: name });

/** A single-layer bag of PE, 150 mm wide. */
const single: OrderSnapshot = pouchSnapshot({
  sizes: { width: 150, length: 220 },
  materialprintinginfo: layer('PE'),
  materialinnerinfo: null,
});

const threeLayerRoll: OrderSnapshot = {
  ...single,
  quotation_type: 'gravure',
  make: 'coiled',
  bagType: null,
  maketype: 'meter',
  sizes: { width: 800 },
  materialprintinginfo: layer('PET'),
  materialcompinfo: layer('AL'),
  materialinnerinfo: layer('PE'),
};

const keys = (snapshot: OrderSnapshot) => stagesOf(snapshot).map((s) => s.key);

describe('stagesOf', () => {
  it('a single-layer bag is printed and made into bags', () => {
    expect(stagesOf(single)).toEqual([
      { key: 'printing', kind: 'printing', seq: 1, outputUnit: 'meter' },
      { key: 'bagMaking', kind: 'bagMaking', seq: 2, outputUnit: 'piece' },
    ]);
  });

  it('a three-layer roll is printed, laminated twice and slit', () => {
    expect(stagesOf(threeLayerRoll)).toEqual([
      { key: 'printing', kind: 'printing', seq: 1, outputUnit: 'meter' },
      { key: 'lamination-1', kind: 'lamination', seq: 2, outputUnit: 'meter' },
      { key: 'lamination-2', kind: 'lamination', seq: 3, outputUnit: 'meter' },
      { key: 'slitting', kind: 'slitting', seq: 4, outputUnit: 'meter' },
    ]);
  });

  it('takes one lamination pass per layer beyond the printed one', () => {
    const five = { ...threeLayerRoll, materialcomp2info: layer('NY'), materialcomp3info: layer('VMPET') };
    expect(layerCount(five)).toBe(5);
    expect(keys(five)).toEqual([
      'printing',
      'lamination-1',
      'lamination-2',
      'lamination-3',
      'lamination-4',
      'slitting',
    ]);
    expect(keys({ ...single, materialinnerinfo: layer('PE') })).toEqual([
      'printing',
      'lamination-1',
      'bagMaking',
    ]);
    expect(layerCount({ ...single, materialprintinginfo: null })).toBe(1);
  });
});

describe('machineKindsFor', () => {
  it.each([
    ['printing', 'digital', ['digitalPress']],
    ['printing', 'gravure', ['gravurePress']],
    ['lamination', 'gravure', ['laminator']],
    ['slitting', 'digital', ['slitter']],
    ['bagMaking', 'gravure', ['bagMaker']],
  ] as const)('%s of a %s order runs on %j', (kind, type, kinds) => {
    expect(machineKindsFor(kind, type)).toEqual(kinds);
  });
});

describe('what the sequence and the ledger read of the specification', () => {
  it('a bag has its width as pitch; roll film none', () => {
    expect(pitchOf(single)).toBe(150);
    expect(pitchOf(threeLayerRoll)).toBeNull();
    expect(pitchOf({ ...single, sizes: {} })).toBeNull();
  });

  it('the substrate is the printed layer, the web width the quoted width', () => {
    expect(substrateOf(threeLayerRoll)).toBe('PET');
    expect(substrateOf({ ...single, materialprintinginfo: null })).toBeNull();
    expect(webWidthOf(threeLayerRoll)).toBe(800);
    expect(webWidthOf({ ...single, sizes: { width: 0 } })).toBeNull();
  });
});
