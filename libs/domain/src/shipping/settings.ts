import type { ShippingSettingsView } from '@packflow/contracts';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { DEFAULT_REMOTE_PROVINCES, DEFAULT_TOLERANCE_PCT } from './readiness';

/** Admin's shipping settings: the over-shipment tolerance and the provinces counted remote for postage. */

export const SHIPPING_SETTINGS_STREAM = 'logistics-settings';

export type ShippingSettingsEvent = DomainEvent<
  'ShippingSettingsChanged',
  { tolerancePct: number; remoteProvinces: string[]; by: string; at: string }
>;
export type ShippingSettingsCommand = {
  type: 'ChangeShippingSettings';
  data: { tolerancePct: number; remoteProvinces: string[]; by: string; at: string };
};

export const defaultShippingSettings = (): ShippingSettingsView => ({
  tolerancePct: DEFAULT_TOLERANCE_PCT,
  remoteProvinces: DEFAULT_REMOTE_PROVINCES,
  version: 0,
});

export const shippingSettingsDecider: Decider<
  ShippingSettingsView,
  ShippingSettingsCommand,
  ShippingSettingsEvent
> = {
  initialState: defaultShippingSettings,
  evolve(state, event) {
    switch (event.type) {
      case 'ShippingSettingsChanged':
        return {
          tolerancePct: event.data.tolerancePct,
          remoteProvinces: [...new Set(event.data.remoteProvinces)].sort(),
          version: state.version + 1,
        };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command) => [{ type: 'ShippingSettingsChanged', data: command.data }],
};
