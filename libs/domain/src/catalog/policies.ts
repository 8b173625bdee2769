import {
  CATALOGUE_PRICE_FIELDS,
  type CatalogItem,
  type CatalogItemView,
  type CurrencyEntry,
  DEFAULT_ROLE_PERMISSIONS,
  type Permission,
  ROLES,
  type Role,
  type SettingsName,
  type SettingsView,
  TRADER_SETTINGS,
  quotesAsRole,
} from '@packflow/contracts';
import { priceReviewerOf } from '../quotations/reviewer';
import { DomainError } from '../shared/decider';

/**
 * Who hears that the quotation settings changed: the roles that read them on a new installation
 * (the catalogues: whoever quotes, and the administrators; the settings documents: also finance,
 * which sets the golden-bean fee). Nothing here is an object rule: every reader sees every item.
 */

const readersOf = (permission: Permission): readonly Role[] =>
  ROLES.filter((role) => DEFAULT_ROLE_PERMISSIONS[role].includes(permission));

/** The roles that read the catalogues (materials, accessories, bag types, gusset styles). */
export const CATALOG_READERS: readonly Role[] = readersOf('GET@catalog/:kind');

/** The roles that read the settings documents (rates, quotation range, golden beans, currency). */
export const SETTINGS_READERS: readonly Role[] = readersOf('GET@settings/:name');

/** The live audience of a catalogue change. */
export const catalogAudience = (): { roles: readonly Role[] } => ({ roles: CATALOG_READERS });

/** The live audience of a settings document change. */
export const settingsAudience = (): { roles: readonly Role[] } => ({ roles: SETTINGS_READERS });

// ---------------------------------------------------------------- what a trade customer is sent

/** Whether the reader is sent what things cost the company: everyone but a trade customer (an outside company). */
const seesCost = (reader: { role: Role }): boolean => reader.role !== 'Traders';

const PRICE_FIELDS = new Set<string>(CATALOGUE_PRICE_FIELDS);

/** A catalogue item as the reader is sent it: a trade customer's without what it costs. */
export function itemFor<K extends CatalogItem>(reader: { role: Role }, item: K): CatalogItemView {
  if (seesCost(reader)) return item;
  return Object.fromEntries(
    Object.entries(item).filter(([key]) => !PRICE_FIELDS.has(key)),
  ) as CatalogItemView;
}

/** The currency list as a trade customer is sent it: which currency each locale quotes in, no factors or margins. */
export type TraderCurrencyView = Omit<SettingsView<'currency'>, 'values'> & {
  values: { entries: Pick<CurrencyEntry, 'label' | 'currency'>[] };
};

/**
 * Which settings document the reader may read (a trade customer: TRADER_SETTINGS; the rates
 * price the company's costs and are out of their reach, as if they did not exist).
 */
export function checkSettingsReader(reader: { role: Role }, name: SettingsName): void {
  if (!seesCost(reader) && !(TRADER_SETTINGS as readonly SettingsName[]).includes(name))
    throw new DomainError('SETTINGS.NOT_FOUND', 'common.notFound');
}

/**
 * A settings document as the reader is sent it: a trade customer's currency list without factors
 * or margins; the quotation document with who reviews the reader's prices outside its range, when
 * the reader quotes (the wizard and the ratio dialog say so).
 */
export function settingsFor(
  reader: { role: Role; roles?: readonly Role[] },
  view: SettingsView,
): SettingsView | TraderCurrencyView {
  checkSettingsReader(reader, view.name);
  if (view.name === 'quotation')
    return quotesAsRole(reader.role)
      ? { ...view, reviewedBy: priceReviewerOf(reader.roles ?? [reader.role]) }
      : view;
  if (seesCost(reader) || view.name !== 'currency') return view;
  const { entries } = (view as SettingsView<'currency'>).values;
  return {
    ...view,
    name: 'currency',
    values: { entries: entries.map(({ label, currency }) => ({ label, currency })) },
  };
}
