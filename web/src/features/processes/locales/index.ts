import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { processesCn } from './cn';
import { processesEn, type ProcessesTexts } from './en';

/** The screen's texts live under this key of the console's texts: 'processes.title'. */
const ROOT = 'processes';

// Added when the screen's chunk loads; the rest of the console never needs them.
i18n.addResourceBundle('en', 'translation', { [ROOT]: processesEn }, true, true);
i18n.addResourceBundle('cn', 'translation', { [ROOT]: processesCn }, true, true);

/** 'a.b' for every text; plural forms (x_one, x_other) by their base name, given a count. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ProcessesKey = Leaves<ProcessesTexts>;
export type ProcessesT = (key: ProcessesKey, values?: Record<string, string | number>) => string;

/** t() for this screen's texts, with the keys checked at compile time. */
export function useProcessesTexts(): ProcessesT {
  const { t } = useTranslation();
  return useCallback<ProcessesT>(
    (key, values) => t(`${ROOT}.${key}` as never, values as never) as unknown as string,
    [t],
  );
}

/** A read model's or reactor's readable name in the current language, else its technical name. */
export function runnerLabel(t: ProcessesT, name: string): string {
  return i18n.exists(`${ROOT}.names.${name}`) ? t(`names.${name}` as ProcessesKey) : name;
}
