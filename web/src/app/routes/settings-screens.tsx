import type { ComponentType } from 'react';
import { SETTINGS_NAMES, type SettingsName } from '@packflow/contracts';
import { SettingsScreen } from '../../features/catalog/components/settings-screen';

/** /SyssetPricing, /Quotation/Setting, /FinanceSalary/Golden, /SyssetCurrency: one screen per settings document. */
function screenOf(name: SettingsName): ComponentType {
  const Screen = () => <SettingsScreen name={name} />;
  Screen.displayName = `SettingsScreen(${name})`;
  return Screen;
}

export const SETTINGS_SCREENS = Object.fromEntries(
  SETTINGS_NAMES.map((name) => [name, screenOf(name)]),
) as Record<SettingsName, ComponentType>;
