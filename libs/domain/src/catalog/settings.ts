import {
  DEFAULT_SETTINGS,
  type QuotationRange,
  type SettingsName,
  type SettingsValues,
} from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { type FieldChange, assertSomethingToChange, sameValue } from './catalog';

/**
 * A settings document (design/pricing.md): the calculator rates, the adjustment range, the
 * golden-bean fee and threshold, the per-locale currency list. One stream per name; every change
 * records each field's old and new value. The values arrive checked by SETTINGS_SCHEMAS[name].
 */

export type AnySettingsValues = SettingsValues[SettingsName];

// ---------------------------------------------------------------- settings with history

/**
 * What every "settings with history" shares (the settings documents here, /Sysset, the high-seas
 * thresholds): values held field by field, and each change recorded as the fields it changed with
 * their old and new values. The helpers below are that one implementation.
 */

/**
 * The changes a request asks for against the current values: the fields it names (`fields`, by
 * default those held and those asked) whose value differs (`same`), each with its value before.
 */
export function fieldChanges(
  current: Readonly<Record<string, unknown>>,
  asked: Readonly<Record<string, unknown>>,
  {
    fields = [...Object.keys(current), ...Object.keys(asked).filter((field) => !(field in current))],
    same = sameValue,
  }: { fields?: readonly string[]; same?: (a: unknown, b: unknown) => boolean } = {},
): FieldChange[] {
  return fields
    .filter((field) => asked[field] !== undefined && !same(asked[field], current[field]))
    .map((field) => ({ field, from: current[field] ?? null, to: asked[field] }));
}

/** The values after the changes. */
export function withChanges<V extends object>(values: V, changes: readonly FieldChange[]): V {
  const next = { ...values } as Record<string, unknown>;
  for (const { field, to } of changes) next[field] = to;
  return next as V;
}

/** First values as changes from nothing (each `from` null), as a history records them. */
export const changesFromNothing = (values: object): FieldChange[] =>
  Object.entries(values).map(([field, to]) => ({ field, from: null, to }));

export interface SettingsState {
  initialized: boolean;
  values: Record<string, unknown>;
  /** Events in the stream. */
  version: number;
}

export const settingsStream = (name: SettingsName): string => `settings-${name}`;

export type SettingsEvent =
  | DomainEvent<'SettingsInitialized', { name: SettingsName; values: AnySettingsValues }>
  | DomainEvent<'SettingsChanged', { name: SettingsName; changes: FieldChange[] }>;

export type SettingsCommand =
  | { type: 'InitializeSettings'; data: { name: SettingsName } }
  | { type: 'ChangeSettings'; data: { name: SettingsName; changes: Partial<AnySettingsValues> } };

export const SETTINGS_EVENT_TYPES: SettingsEvent['type'][] = ['SettingsInitialized', 'SettingsChanged'];

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'SettingsInitialized':
      return { initialized: true, values: { ...event.data.values }, version: state.version + 1 };
    case 'SettingsChanged':
      return { ...state, values: withChanges(state.values, event.data.changes), version: state.version + 1 };
    default:
      return assertNever(event);
  }
}

/** Rules across fields, on the values a change would leave. */
function check(name: SettingsName, values: Record<string, unknown>): void {
  if (name === 'quotation') {
    const { minRatio, maxRatio } = values as QuotationRange;
    if (new Decimal(minRatio).gt(maxRatio))
      throw new DomainError(
        'SETTINGS.RANGE_REVERSED',
        'catalog.ratioRangeReversed',
        { min: minRatio, max: maxRatio },
        'minRatio',
      );
  }
}

export function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  const { name } = command.data;
  const defaults = DEFAULT_SETTINGS[name] as Record<string, unknown>;
  switch (command.type) {
    case 'InitializeSettings': {
      if (!state.initialized)
        return [{ type: 'SettingsInitialized', data: { name, values: DEFAULT_SETTINGS[name] } }];
      // A field a newer version added starts at its default, recorded like any change.
      const added = Object.keys(defaults)
        .filter((field) => !(field in state.values))
        .map((field) => ({ field, from: null, to: defaults[field] }));
      return added.length ? [{ type: 'SettingsChanged', data: { name, changes: added } }] : [];
    }
    case 'ChangeSettings': {
      if (!state.initialized) throw new DomainError('SETTINGS.NOT_INITIALIZED', 'common.unavailable');
      assertSomethingToChange(command.data.changes);
      const changes = fieldChanges(state.values, command.data.changes as Record<string, unknown>);
      if (!changes.length) return [];
      check(name, evolve(state, { type: 'SettingsChanged', data: { name, changes } }).values);
      return [{ type: 'SettingsChanged', data: { name, changes } }];
    }
    default:
      return assertNever(command);
  }
}

export const settingsDecider: Decider<SettingsState, SettingsCommand, SettingsEvent> = {
  initialState: () => ({ initialized: false, values: {}, version: 0 }),
  evolve,
  decide,
};
