import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATISTICS_CURRENCIES, type StatisticsCurrency } from '@packflow/contracts';
import { type Period, defaultPeriod, isPeriod } from './period';
import type { StatPageConfig } from './stat-pages';

export interface StatChoices {
  period: Period;
  /** Whether the period can be asked for (both ends well formed and in order). */
  valid: boolean;
  groupBy: string;
  currency: StatisticsCurrency;
  /** The figure the charts show. */
  metric: string;
}

/**
 * A page's choices kept in the URL (?from=&to=&groupBy=&currency=&metric=), so a link or a reload
 * opens the page as it was; what is missing or unknown takes the page's default (the last 30
 * days, or the last 12 months; the first grouping; CNY; the page's main figure).
 */
export function useStatFilter(config: StatPageConfig) {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultPeriod(config.monthly), [config.monthly]);
  const choices = useMemo((): StatChoices => {
    const period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
    const groupBy = params.get('groupBy') ?? '';
    const currency = params.get('currency') ?? '';
    const metric = params.get('metric') ?? '';
    return {
      period,
      valid: isPeriod(period, config.monthly),
      groupBy: config.groups.includes(groupBy) ? groupBy : config.groups[0]!,
      currency: (STATISTICS_CURRENCIES as readonly string[]).includes(currency)
        ? (currency as StatisticsCurrency)
        : 'CNY',
      metric: config.metrics.some((m) => m.key === metric) ? metric : config.main,
    };
  }, [params, fallback, config]);
  const set = useCallback(
    (next: Partial<Record<'from' | 'to' | 'groupBy' | 'currency' | 'metric', string>>) =>
      setParams(
        (old) => {
          const copy = new URLSearchParams(old);
          for (const [key, value] of Object.entries(next))
            if (value) copy.set(key, value);
            else copy.delete(key);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { choices, set };
}
