import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  ACCESSORY_FIELDS,
  type AccessoryItem,
  type BagTypeItem,
  CATALOG_KINDS,
  CATALOG_READ_MODELS,
  type CatalogItem,
  type CatalogKind,
  DEFAULT_SETTINGS,
  type KnifeStyleItem,
  type Locale,
  MATERIAL_FIELDS,
  MATERIAL_FIELD_KIND,
  type MaterialItem,
  type PricingSettings,
  type QuotationInput,
  SETTINGS_NAMES,
  type SettingsName,
  type SettingsValues,
  type SettingsView,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../tokens';
import { catalogItems, settingsViews } from './catalog.queries';

/** What the reader keeps: every settings document and every catalogue item in use. */
interface Kept {
  docs: { [N in SettingsName]?: SettingsView<N> };
  items: CatalogItem[];
}

/**
 * How long kept settings are used at most. Changes normally drop them at once (the catalogue and
 * settings projectors' change notifications, from this process or another); this bounds how long
 * a notification lost with a dropped connection could leave them old.
 */
const KEEP_MS = 1_000;

/**
 * What the quotation server prices with, read from the catalogue and settings read models: a
 * document's values, or the snapshot one calculation uses (only the items the input names, so
 * a quotation stores exactly what it was priced with). Retired items are left out: the
 * calculator reports a named item it does not find as unavailable.
 *
 * Every price preview needs them, so they are read once and kept until the catalogue or the
 * settings read model changes (or for at most KEEP_MS), not read on every keystroke.
 */
@Injectable()
export class PricingSettingsReader implements OnModuleDestroy {
  private kept: { loaded: Promise<Kept>; at: number } | undefined;
  /** Moves on every change: a read begun before a change is not kept. */
  private generation = 0;
  private readonly stopListening: () => void;

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {
    const watched: readonly string[] = Object.values(CATALOG_READ_MODELS);
    this.stopListening = infra.changes.subscribe((change) => {
      if (watched.includes(change.readModel)) this.forget();
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** Drops what is kept: the next read goes to the read models. */
  forget(): void {
    this.generation++;
    this.kept = undefined;
  }

  private current(): Promise<Kept> {
    const now = Date.now();
    if (this.kept && now - this.kept.at < KEEP_MS) return this.kept.loaded;
    const generation = this.generation;
    const loaded = Promise.all([
      settingsViews(this.infra.db, SETTINGS_NAMES),
      catalogItems(this.infra.db, CATALOG_KINDS),
    ]).then(([docs, items]) => ({ docs, items }));
    this.kept = { loaded, at: now };
    // A failed read is not kept; nor one that a change overtook (it may hold the old values).
    loaded.then(
      () => {
        if (generation !== this.generation && this.kept?.loaded === loaded) this.kept = undefined;
      },
      () => {
        if (this.kept?.loaded === loaded) this.kept = undefined;
      },
    );
    return loaded;
  }

  /** A document's values (its defaults until the read model has it). */
  async settings<N extends SettingsName>(name: N): Promise<SettingsValues[N]> {
    const { docs } = await this.current();
    return (docs[name]?.values ?? DEFAULT_SETTINGS[name]) as SettingsValues[N];
  }

  async snapshot(input: QuotationInput, locale: Locale): Promise<PricingSettings> {
    const { docs, items } = await this.current();
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
