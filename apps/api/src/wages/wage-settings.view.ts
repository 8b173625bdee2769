import type { CommissionSchedule, WageSettingsView } from '@packflow/contracts';
import { bill, commission, wageSettings } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { namesOf } from '../orders/orders.queries';

/**
 * /FinanceSalary/Setting from the `wage-settings` stream itself (no read model: a handful of
 * events): the schedule in force today (Asia/Shanghai), those to come, those that were (latest
 * first), the earliest day a new one may start and the stream's revision for `If-Match`.
 */
export async function wageSettingsView(
  infra: Pick<Infrastructure, 'commands' | 'db'>,
  now: Date,
): Promise<WageSettingsView> {
  const { state, history } = await infra.commands.loadWithHistory(
    wageSettings.wageSettingsDecider,
    wageSettings.WAGE_SETTINGS_STREAM,
  );
  const today = bill.shanghaiDay(now);
  const schedules = wageSettings.schedulesOf(state);
  const names = await namesOf(
    infra.db,
    schedules.map((s) => s.by),
  );
  const named = (s: wageSettings.ScheduledCommission): CommissionSchedule => ({
    effectiveFrom: s.effectiveFrom,
    tiers: s.tiers.map((t) => ({ from: t.from, rate: t.rate })),
    usdRate: s.usdRate,
    by: s.by,
    byName: names.get(s.by) ?? s.by,
    at: s.at,
  });
  const all = schedules.map(named);
  const current = commission.scheduleOn(all, today);
  return {
    current,
    upcoming: all.filter((s) => s.effectiveFrom > today),
    past: all.filter((s) => s.effectiveFrom <= today && s !== current).reverse(),
    earliestFrom: commission.nextDay(today),
    revision: history.length - 1,
  };
}
