import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BAG_TYPES,
  MATERIAL_FIELD_KIND,
  type AccessoryItem,
  type BagType,
  type CatalogItem,
  type Locale,
  type MaterialItem,
  type PrintingType,
} from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { useCatalog, useMakeMap } from '../api/get-pricing-options';
import type { AccessoryPick, DimensionField, LayerField } from '../quotation-form';
import type { Option } from './wizard-fields';

/** An item's name in the reader's language. */
export const itemName = (
  item: { name: string; englishName?: string; english_name?: string },
  locale: Locale,
) => (locale === 'en' ? (item.englishName ?? item.english_name ?? item.name) || item.name : item.name);

type Bounds = Partial<Record<DimensionField, { min: number; max: number }>>;

export interface WizardOptions {
  loading: boolean;
  bagTypes: Option[];
  layers: Record<LayerField, Option[]>;
  accessories: Record<AccessoryPick, Option[]>;
  knifeStyles: Option[];
  /** The chosen bag type's dimension bounds, for hints. */
  bounds: Bounds;
  /** Whether a bag type is made in a printing type. */
  bagTypeMadeIn: (bagType: BagType, printing: PrintingType) => boolean;
  /** Whether a material serves a printing type (unknown ids count as serving). */
  materialServes: (field: LayerField, id: string, printing: PrintingType) => boolean;
}

const active = <T extends { active: boolean }>(items: readonly T[] | undefined): T[] =>
  (items ?? []).filter((item) => item.active);

/**
 * The pickers' choices: bag types of GET make in the chosen printing type, materials per layer
 * that serve it (out-of-stock ones marked), active accessories and knife styles.
 */
export function useWizardOptions(printing: PrintingType, bagType: BagType | ''): WizardOptions {
  const { t } = useTranslation();
  const locale = currentLocale();
  const make = useMakeMap();
  const printed = useCatalog('materialprinting');
  const laminate = useCatalog('materialcomp');
  const inner = useCatalog('materialinner');
  const zipper = useCatalog('auxzipper');
  const handle = useCatalog('auxhandle');
  const exhaust = useCatalog('auxexhaust');
  const sealingBar = useCatalog('auxsealingbar');
  const spout = useCatalog('auxsuctionnozzle');
  const hotKnife = useCatalog('auxhotknife');
  const knife = useCatalog('knifestyle');
  const bagCatalog = useCatalog('bagtype');

  return useMemo(() => {
    const makeMap = make.data ?? {};
    const bagTypeMadeIn = (id: BagType, type: PrintingType) => {
      const entry = makeMap[id];
      return entry === undefined ? make.data === undefined : entry[type];
    };
    const bagTypes = BAG_TYPES.filter((id) => makeMap[id] !== undefined && makeMap[id][printing]).map(
      (id) => {
        const entry = makeMap[id]!;
        return { value: id, label: locale === 'en' ? entry.english_name || entry.name : entry.name };
      },
    );

    const materials: Record<'materialprinting' | 'materialcomp' | 'materialinner', MaterialItem[]> = {
      materialprinting: active(printed.data),
      materialcomp: active(laminate.data),
      materialinner: active(inner.data),
    };
    const materialOptions = (field: LayerField): Option[] =>
      materials[MATERIAL_FIELD_KIND[field]]
        .filter((item) => item.printingTypes.includes(printing))
        .map((item) => ({
          value: item.id,
          label: item.inStock
            ? itemName(item, locale)
            : t('quotations.outOfStock', { name: itemName(item, locale) }),
        }));
    const materialServes = (field: LayerField, id: string, type: PrintingType) => {
      const item = materials[MATERIAL_FIELD_KIND[field]].find((m) => m.id === id);
      return item === undefined || item.printingTypes.includes(type);
    };

    const plain = (items: readonly (AccessoryItem | CatalogItem<'knifestyle'>)[] | undefined): Option[] =>
      active(items).map((item) => ({ value: item.id, label: itemName(item, locale) }));

    const chosen = bagType === '' ? undefined : bagCatalog.data?.find((item) => item.id === bagType);
    const bounds: Bounds = chosen
      ? {
          width: { min: chosen.widthMin, max: chosen.widthMax },
          height: { min: chosen.heightMin, max: chosen.heightMax },
          bottomGusset: { min: chosen.bottomGussetMin, max: chosen.bottomGussetMax },
          sideGusset: { min: chosen.sideGussetMin, max: chosen.sideGussetMax },
        }
      : {};

    return {
      loading: make.isLoading || printed.isLoading || inner.isLoading,
      bagTypes,
      layers: {
        materialprinting: materialOptions('materialprinting'),
        materialcomp: materialOptions('materialcomp'),
        materialcomp2: materialOptions('materialcomp2'),
        materialcomp3: materialOptions('materialcomp3'),
        materialinner: materialOptions('materialinner'),
      },
      accessories: {
        auxzipper: plain(zipper.data),
        auxhandle: plain(handle.data),
        auxexhaust: plain(exhaust.data),
        auxsealingbar: plain(sealingBar.data),
        auxsuctionnozzle: plain(spout.data),
        auxhotknife: plain(hotKnife.data),
      },
      knifeStyles: plain(knife.data),
      bounds,
      bagTypeMadeIn,
      materialServes,
    };
  }, [
    t,
    locale,
    printing,
    bagType,
    make.data,
    make.isLoading,
    printed.data,
    printed.isLoading,
    laminate.data,
    inner.data,
    inner.isLoading,
    zipper.data,
    handle.data,
    exhaust.data,
    sealingBar.data,
    spout.data,
    hotKnife.data,
    knife.data,
    bagCatalog.data,
  ]);
}
