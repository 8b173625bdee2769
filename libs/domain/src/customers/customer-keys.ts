import {
  type CustomerArea,
  type HighSeasSettings,
  type HighSeasSettingsChange,
  DEFAULT_HIGH_SEAS_SETTINGS,
  normalizedEnterprise,
  normalizedPhone,
} from '@packflow/contracts';
import { fieldChanges, withChanges } from '../catalog/settings';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { holderDecider } from '../shared/holder';

// ---------------------------------------------------------------- duplicate checks

/** Phone numbers and enterprise names are unique across all customers, whoever owns them. */
export const customerPhoneStream = (phone: string): string => `customer-phone-${normalizedPhone(phone)}`;
export const customerEnterpriseStream = (name: string): string =>
  `customer-enterprise-${normalizedEnterprise(name)}`;

// The refusal names no owner: the domain rules withhold who has the customer.
export const customerPhoneDecider = holderDecider({
  reserved: 'CustomerPhoneReserved',
  released: 'CustomerPhoneReleased',
  taken: { code: 'CUSTOMER.DUPLICATE_PHONE', messageKey: 'customers.duplicatePhone', field: 'phone' },
});
export const customerEnterpriseDecider = holderDecider({
  reserved: 'CustomerEnterpriseReserved',
  released: 'CustomerEnterpriseReleased',
  taken: {
    code: 'CUSTOMER.DUPLICATE_ENTERPRISE',
    messageKey: 'customers.duplicateEnterprise',
    field: 'enterprise',
  },
});

// ---------------------------------------------------------------- customer codes

/** Customer codes: the area letter and a sequence per area (Q000001), issued once each. */
export const customerCodesStream = (area: CustomerArea): string => `customer-codes-${area}`;

export type CodeEvent = DomainEvent<'CustomerCodeIssued', { code: string; customerId: string }>;
export type CodeCommand = { type: 'IssueCustomerCode'; data: { area: CustomerArea; customerId: string } };

export const customerCodeDecider: Decider<
  { issued: number; byCustomer: Record<string, string> },
  CodeCommand,
  CodeEvent
> = {
  initialState: () => ({ issued: 0, byCustomer: {} }),
  evolve: (state, event) => ({
    issued: state.issued + 1,
    byCustomer: { ...state.byCustomer, [event.data.customerId]: event.data.code },
  }),
  decide: (command, state) => {
    const { area, customerId } = command.data;
    if (state.byCustomer[customerId]) return [];
    const code = `${area}${String(state.issued + 1).padStart(6, '0')}`;
    return [{ type: 'CustomerCodeIssued', data: { code, customerId } }];
  },
};

// ---------------------------------------------------------------- high-seas settings

export const HIGH_SEAS_SETTINGS_STREAM = 'highseas-settings';
type SettingsField = keyof HighSeasSettings;

export type HighSeasSettingsEvent =
  | DomainEvent<'HighSeasSettingsInitialized', { values: HighSeasSettings }>
  | DomainEvent<'HighSeasSettingsChanged', { changes: { field: SettingsField; from: number; to: number }[] }>;

export type HighSeasSettingsCommand =
  | { type: 'InitializeHighSeasSettings'; data: Record<string, never> }
  | { type: 'ChangeHighSeasSettings'; data: { changes: HighSeasSettingsChange } };

export const HIGH_SEAS_SETTINGS_EVENT_TYPES: HighSeasSettingsEvent['type'][] = [
  'HighSeasSettingsInitialized',
  'HighSeasSettingsChanged',
];

export const highSeasSettingsDecider: Decider<
  { initialized: boolean; values: HighSeasSettings },
  HighSeasSettingsCommand,
  HighSeasSettingsEvent
> = {
  initialState: () => ({ initialized: false, values: DEFAULT_HIGH_SEAS_SETTINGS }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'HighSeasSettingsInitialized':
        return { initialized: true, values: event.data.values };
      case 'HighSeasSettingsChanged':
        // A change made before the defaults were written counts as the start: they never overwrite it.
        return { initialized: true, values: withChanges(state.values, event.data.changes) };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'InitializeHighSeasSettings':
        return state.initialized
          ? []
          : [{ type: 'HighSeasSettingsInitialized', data: { values: DEFAULT_HIGH_SEAS_SETTINGS } }];
      case 'ChangeHighSeasSettings': {
        // The settings-with-history rule (catalog/settings.ts): only the fields that differ are
        // recorded, each with its value before.
        const changes = fieldChanges(state.values, command.data.changes, {
          fields: Object.keys(command.data.changes),
          same: Object.is,
        }) as { field: SettingsField; from: number; to: number }[];
        return changes.length ? [{ type: 'HighSeasSettingsChanged', data: { changes } }] : [];
      }
      default:
        return assertNever(command);
    }
  },
};

// ---------------------------------------------------------------- trader grades

export const traderGradeStream = (id: string): string => `tradergrade-${id}`;

export interface GradeState {
  exists: boolean;
  deleted: boolean;
  name: string;
  factor: string;
}

/** A grade a customer may be given: one that exists and is not deleted. */
export function assertGradeOffered(grade: GradeState): void {
  if (!grade.exists || grade.deleted)
    throw new DomainError('GRADE.UNKNOWN', 'customers.gradeUnknown', {}, 'gradeId');
}

export type TraderGradeEvent =
  | DomainEvent<'TraderGradeCreated', { id: string; name: string; factor: string }>
  | DomainEvent<
      'TraderGradeChanged',
      { id: string; name: string; factor: string; from: { name: string; factor: string } }
    >
  | DomainEvent<'TraderGradeDeleted', { id: string }>;

export type TraderGradeCommand =
  | { type: 'CreateTraderGrade'; data: { id: string; name: string; factor: string } }
  | { type: 'ChangeTraderGrade'; data: { id: string; name: string; factor: string } }
  | { type: 'DeleteTraderGrade'; data: { id: string } };

export const TRADER_GRADE_EVENT_TYPES: TraderGradeEvent['type'][] = [
  'TraderGradeCreated',
  'TraderGradeChanged',
  'TraderGradeDeleted',
];

export const traderGradeDecider: Decider<GradeState, TraderGradeCommand, TraderGradeEvent> = {
  initialState: () => ({ exists: false, deleted: false, name: '', factor: '' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TraderGradeCreated':
        return { exists: true, deleted: false, name: event.data.name, factor: event.data.factor };
      case 'TraderGradeChanged':
        return { ...state, name: event.data.name, factor: event.data.factor };
      case 'TraderGradeDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateTraderGrade') {
      if (state.exists) throw new DomainError('GRADE.EXISTS', 'common.conflict');
      return [{ type: 'TraderGradeCreated', data: command.data }];
    }
    if (!state.exists || state.deleted) throw new DomainError('GRADE.NOT_FOUND', 'common.notFound');
    switch (command.type) {
      case 'ChangeTraderGrade': {
        const { name, factor } = command.data;
        if (name === state.name && factor === state.factor) return [];
        return [
          {
            type: 'TraderGradeChanged',
            data: { ...command.data, from: { name: state.name, factor: state.factor } },
          },
        ];
      }
      case 'DeleteTraderGrade':
        return [{ type: 'TraderGradeDeleted', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
