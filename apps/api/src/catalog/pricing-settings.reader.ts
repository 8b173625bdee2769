import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESSORY_FIELDS,
  type AccessoryItem,
  type BagTypeItem,
  type CatalogKind,
  DEFAULT_SETTINGS,
  type KnifeStyleItem,
  type Locale,
  MATERIAL_FIELDS,
  MATERIAL_FIELD_KIND,
  type MaterialItem,
  type PricingSettings,
  type QuotationInput,
  type SettingsName,
  type SettingsValues,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../tokens';
import { catalogItems, settingsViews } from './catalog.queries';

/**
 * What the quotation server prices with, read from the catalogue and settings read models: a
 * document's values, or the snapshot one calculation uses (only the items the input names, so
 * a quotation stores exactly what it was priced with). Retired items are left out: the
 * calculator reports a named item it does not find as unavailable.
 */
@Injectable()
export class PricingSettingsReader {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /** A document's values (its defaults until the read model has it). */
  async settings<N extends SettingsName>(name: N): Promise<SettingsValues[N]> {
    const views = await settingsViews(this.infra.db, [name]);
    return (views[name]?.values ?? DEFAULT_SETTINGS[name]) as SettingsValues[N];
  }

  async snapshot(input: QuotationInput, locale: Locale): Promise<PricingSettings> {
    const wanted: { kind: CatalogKind; id: string }[] = [];
    for (const field of MATERIAL_FIELDS) {
      const id = input[field];
      if (id) wanted.push({ kind: MATERIAL_FIELD_KIND[field], id });
    }
    for (const field of ACCESSORY_FIELDS) {
      const id = input[field];
      if (id) wanted.push({ kind: field, id });
    }
    if (input.knifestyle) wanted.push({ kind: 'knifestyle', id: input.knifestyle });
    if (input.bagType) wanted.push({ kind: 'bagtype', id: input.bagType });

    const [docs, items] = await Promise.all([
      settingsViews(this.infra.db, ['rates', 'quotation', 'currency']),
      catalogItems(this.infra.db, [...new Set(wanted.map((w) => w.kind))], {
        ids: [...new Set(wanted.map((w) => w.id))],
      }),
    ]);
    const find = (kind: CatalogKind, id: string | undefined) =>
      id ? items.find((item) => item.kind === kind && item.id === id) : undefined;

    const materials: PricingSettings['materials'] = {};
    for (const field of MATERIAL_FIELDS) {
      const item = find(MATERIAL_FIELD_KIND[field], input[field]);
      if (item) materials[field] = item as MaterialItem;
    }
    const accessories: PricingSettings['accessories'] = {};
    for (const field of ACCESSORY_FIELDS) {
      const item = find(field, input[field]);
      if (item) accessories[field] = item as AccessoryItem;
    }
    const currencies = docs.currency?.values.entries ?? DEFAULT_SETTINGS.currency.entries;
    const currency =
      currencies.find((entry) => entry.label === locale) ??
      DEFAULT_SETTINGS.currency.entries.find((entry) => entry.label === locale)!;
    return {
      rates: docs.rates?.values ?? DEFAULT_SETTINGS.rates,
      range: docs.quotation?.values ?? DEFAULT_SETTINGS.quotation,
      currency,
      bagType: (find('bagtype', input.bagType) as BagTypeItem | undefined) ?? null,
      materials,
      accessories,
      knifeStyle: (find('knifestyle', input.knifestyle) as KnifeStyleItem | undefined) ?? null,
      grade: null,
    };
  }
}
