import {
  DEFAULT_SETTINGS,
  type QuotationRange,
  type SettingsName,
  type SettingsValues,
} from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { type FieldChange, sameValue } from './catalog';

/**
 * A settings document (design/pricing.md): the calculator rates, the adjustment range, the
 * golden-bean fee and threshold, the per-locale currency list. One stream per name; every change
 * records each field's old and new value. The values arrive checked by SETTINGS_SCHEMAS[name].
 */

export type AnySettingsValues = SettingsValues[SettingsName];

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
    case 'SettingsChanged': {
      const values = { ...state.values };
      for (const { field, to } of event.data.changes) values[field] = to;
      return { ...state, values, version: state.version + 1 };
    }
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
      const asked = command.data.changes as Record<string, unknown>;
      const fields = [
        ...Object.keys(state.values),
        ...Object.keys(asked).filter((field) => !(field in state.values)),
      ];
      const changes = fields
        .filter((field) => asked[field] !== undefined && !sameValue(asked[field], state.values[field]))
        .map((field) => ({ field, from: state.values[field] ?? null, to: asked[field] }));
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
