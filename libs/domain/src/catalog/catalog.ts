import type { BagTypeItemValues, CatalogKind, CatalogValues } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { DEFAULT_CATALOGS, type SeedItem } from './defaults';

/**
 * A catalogue (spec sections 2 and 3): the materials, accessories, bag types or gusset styles of
 * one kind, one stream per kind, so two admins changing the same list take turns and a name
 * stays unique within it. Items are never deleted, only retired (`active: false`): old
 * quotations keep naming them. The values arrive checked by the kind's form schema
 * (CATALOG_FORM_SCHEMAS); the rules here are the ones that need the whole list.
 */

export type ItemValues = CatalogValues[CatalogKind];
export type FieldChange = { field: string; from: unknown; to: unknown };

export interface CatalogItemState {
  id: string;
  values: ItemValues;
  /** 1 when created, +1 per change. */
  version: number;
  /** Its place in the list: seeds in their order, then new items as added. */
  order: number;
}

export interface CatalogState {
  initialized: boolean;
  items: Record<string, CatalogItemState>;
  /** Events in the stream. */
  version: number;
}

export const catalogStream = (kind: CatalogKind): string => `catalog-${kind}`;

// ---------------------------------------------------------------- events and commands

export type CatalogEvent =
  | DomainEvent<'CatalogInitialized', { kind: CatalogKind; items: SeedItem[] }>
  | DomainEvent<'CatalogItemCreated', { kind: CatalogKind; id: string; values: ItemValues }>
  | DomainEvent<'CatalogItemChanged', { kind: CatalogKind; id: string; changes: FieldChange[] }>;

export type CatalogCommand =
  | { type: 'InitializeCatalog'; data: { kind: CatalogKind } }
  | { type: 'CreateCatalogItem'; data: { kind: CatalogKind; id: string; values: ItemValues } }
  | {
      type: 'ChangeCatalogItem';
      data: {
        kind: CatalogKind;
        id: string;
        changes: Partial<ItemValues>;
        /** The item's version the person opened (If-Match): refused when it changed since. */
        expectedVersion?: number | undefined;
      };
    };

export const CATALOG_EVENT_TYPES: CatalogEvent['type'][] = [
  'CatalogInitialized',
  'CatalogItemCreated',
  'CatalogItemChanged',
];

// ---------------------------------------------------------------- evolve

export function evolve(state: CatalogState, event: CatalogEvent): CatalogState {
  const version = state.version + 1;
  switch (event.type) {
    case 'CatalogInitialized': {
      const items = { ...state.items };
      let order = Object.keys(items).length;
      for (const seed of event.data.items)
        items[seed.id] = { id: seed.id, values: { ...seed.values }, version: 1, order: order++ };
      return { initialized: true, items, version };
    }
    case 'CatalogItemCreated': {
      const { id, values } = event.data;
      const order = Object.keys(state.items).length;
      return {
        ...state,
        items: { ...state.items, [id]: { id, values: { ...values }, version: 1, order } },
        version,
      };
    }
    case 'CatalogItemChanged': {
      const item = state.items[event.data.id];
      if (!item) return { ...state, version };
      return {
        ...state,
        items: { ...state.items, [item.id]: applyChanges(item, event.data.changes) },
        version,
      };
    }
    default:
      return assertNever(event);
  }
}

export function applyChanges(item: CatalogItemState, changes: readonly FieldChange[]): CatalogItemState {
  const values = { ...item.values } as Record<string, unknown>;
  for (const { field, to } of changes) values[field] = to;
  return { ...item, values: values as ItemValues, version: item.version + 1 };
}

// ---------------------------------------------------------------- decide

/** Names compare without case and extra spaces: "PET 12µm" and "pet  12µm" are one name. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Equal values: decimal texts by number ("0.550" is "0.55"), anything else by content. */
export const sameValue = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && DECIMAL.test(a) && DECIMAL.test(b)
    ? new Decimal(a).eq(b)
    : JSON.stringify(a) === JSON.stringify(b);

/** The bound pairs of a bag type, each checked min <= max. */
export const BAG_TYPE_BOUNDS = [
  ['widthMin', 'widthMax'],
  ['heightMin', 'heightMax'],
  ['bottomGussetMin', 'bottomGussetMax'],
  ['sideGussetMin', 'sideGussetMax'],
] as const satisfies readonly (readonly [keyof BagTypeItemValues, keyof BagTypeItemValues])[];

function checkNames(state: CatalogState, id: string, values: ItemValues): void {
  for (const field of ['name', 'englishName'] as const) {
    const other = Object.values(state.items).find(
      (item) => item.id !== id && sameName(item.values[field], values[field]),
    );
    if (other) {
      const retired = !other.values.active;
      throw new DomainError(
        'CATALOG.NAME_TAKEN',
        retired ? 'catalog.nameTakenRetired' : 'catalog.nameTaken',
        { name: values[field] },
        field,
      );
    }
  }
}

function checkBounds(values: BagTypeItemValues): void {
  for (const [min, max] of BAG_TYPE_BOUNDS) {
    if (values[min] > values[max])
      throw new DomainError(
        'CATALOG.BOUNDS_REVERSED',
        'catalog.boundsReversed',
        { min: values[min], max: values[max] },
        min,
      );
  }
}

/** A change must name at least one field: an empty one is a form to correct. */
export function assertSomethingToChange(changes: object): void {
  if (Object.values(changes).every((value) => value === undefined))
    throw new DomainError('VALIDATION.FAILED', 'validation.nothingToChange');
}

/** Bag types are a fixed set (each has its own geometry): only their values change. */
export function assertCreatable(kind: CatalogKind): void {
  if (kind === 'bagtype') throw new DomainError('CATALOG.BAG_TYPES_FIXED', 'catalog.bagTypesFixed');
}

export function decide(command: CatalogCommand, state: CatalogState): CatalogEvent[] {
  const { kind } = command.data;
  switch (command.type) {
    case 'InitializeCatalog': {
      if (!state.initialized) {
        return [{ type: 'CatalogInitialized', data: { kind, items: DEFAULT_CATALOGS[kind] } }];
      }
      // The set of bag types is the code's (each has its geometry): one a newer version knows
      // arrives on the next start.
      if (kind !== 'bagtype') return [];
      return DEFAULT_CATALOGS.bagtype
        .filter((seed) => !state.items[seed.id])
        .map((seed) => ({ type: 'CatalogItemCreated', data: { kind, id: seed.id, values: seed.values } }));
    }
    case 'CreateCatalogItem': {
      if (!state.initialized) throw new DomainError('CATALOG.NOT_INITIALIZED', 'common.unavailable');
      assertCreatable(kind);
      if (state.items[command.data.id]) throw new DomainError('CATALOG.ITEM_EXISTS', 'common.conflict');
      checkNames(state, command.data.id, command.data.values);
      return [{ type: 'CatalogItemCreated', data: command.data }];
    }
    case 'ChangeCatalogItem': {
      assertSomethingToChange(command.data.changes);
      const item = state.items[command.data.id];
      if (!item) throw new DomainError('CATALOG.NOT_FOUND', 'catalog.itemNotFound', { id: command.data.id });
      const { expectedVersion } = command.data;
      if (expectedVersion !== undefined && expectedVersion !== item.version)
        throw new DomainError('RECORD.CHANGED', 'common.changedSinceOpened', { version: item.version });
      const current = item.values as Record<string, unknown>;
      const asked = command.data.changes as Record<string, unknown>;
      const fields = [...Object.keys(current), ...Object.keys(asked).filter((field) => !(field in current))];
      const changes = fields
        .filter((field) => asked[field] !== undefined && !sameValue(asked[field], current[field]))
        .map((field) => ({ field, from: current[field] ?? null, to: asked[field] }));
      if (!changes.length) return [];
      const next = applyChanges(item, changes).values;
      if (changes.some((c) => c.field === 'name' || c.field === 'englishName'))
        checkNames(state, item.id, next);
      if (kind === 'bagtype') checkBounds(next as BagTypeItemValues);
      return [{ type: 'CatalogItemChanged', data: { kind, id: item.id, changes } }];
    }
    default:
      return assertNever(command);
  }
}

export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = {
  initialState: () => ({ initialized: false, items: {}, version: 0 }),
  evolve,
  decide,
};

/** The items in list order. */
export const itemsOf = (state: CatalogState): CatalogItemState[] =>
  Object.values(state.items).sort((a, b) => a.order - b.order);
