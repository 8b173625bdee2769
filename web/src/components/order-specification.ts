import type { TFunction } from 'i18next';
import type { OrderLayer, OrderSnapshot } from '@packflow/contracts';

/** The snapshot's material layers, printing layer first, inner layer last. */
const LAYERS = [
  'materialprintinginfo',
  'materialcompinfo',
  'materialcomp2info',
  'materialcomp3info',
  'materialinnerinfo',
] as const;
/** The snapshot's accessories, as the order detail lists them. */
const ACCESSORIES = ['auxzipper_name', 'auxhandle_name', 'auxexhaust_name', 'auxsealingbar_name'] as const;
/** The sizes with a name in orders.detail.sizeNames; another size shows by its key. */
const SIZE_NAMES = new Set<string>([
  'width',
  'height',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'coreDiameter',
  'rollDiameter',
  'rollLength',
]);

type Snapshot = Partial<
  Pick<OrderSnapshot, 'sizes' | (typeof LAYERS)[number] | (typeof ACCESSORIES)[number]>
>;

function names(items: readonly (OrderLayer | null | undefined)[], english: boolean): string {
  return items
    .filter((i): i is OrderLayer => !!i)
    .map((i) => (english ? i.english_name || i.name : i.name))
    .join(' / ');
}

/**
 * An order's specification as the order detail and the production review show it: its sizes
 * ("Width 200, Height 300"), its layers and its accessories ("PET / PE"), each '' when it has
 * none. Never a price: the snapshot's money is not read here.
 */
export function specificationText(
  snapshot: Snapshot,
  t: TFunction,
  english: boolean,
): { sizes: string; layers: string; accessories: string } {
  return {
    sizes: Object.entries(snapshot.sizes ?? {})
      .map(([k, v]) => `${SIZE_NAMES.has(k) ? t(`orders.detail.sizeNames.${k as 'width'}`) : k} ${String(v)}`)
      .join(', '),
    layers: names(
      LAYERS.map((k) => snapshot[k]),
      english,
    ),
    accessories: names(
      ACCESSORIES.map((k) => snapshot[k]),
      english,
    ),
  };
}
