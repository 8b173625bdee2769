import { Card, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CommissionSchedule } from '@packflow/contracts';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { yuan } from './wages-words';

/** A schedule's bands (from, up to, rate), its dollar rate and who set it. */
export function ScheduleTable({ schedule, label }: { schedule: CommissionSchedule; label: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <HTMLTable compact striped className="pf-wage-table pf-wage-tiers" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('wages.settings.bandFrom')}</th>
            <th scope="col">{t('wages.settings.bandTo')}</th>
            <th scope="col">{t('wages.settings.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.tiers.map((tier, i) => {
            const next = schedule.tiers[i + 1];
            return (
              <tr key={tier.from}>
                <td className="pf-wage-num">{yuan(tier.from)}</td>
                <td className="pf-wage-num">{next ? yuan(next.from) : t('wages.settings.andAbove')}</td>
                <td className="pf-wage-num">{tier.rate} %</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <p className="pf-wage-muted">
        {t('wages.settings.usdRate', { rate: schedule.usdRate })}
        {' · '}
        {schedule.at
          ? t('wages.settings.setBy', {
              name: schedule.byName ?? schedule.by ?? '',
              at: formatDateTime(schedule.at, locale),
            })
          : t('wages.settings.defaults')}
      </p>
    </>
  );
}

/** A titled card of schedules (those to come, those past), or the text saying there are none. */
export function ScheduleList({
  title,
  schedules,
  none,
}: {
  title: string;
  schedules: readonly CommissionSchedule[];
  none: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className="pf-wage-card">
      <h3>{title}</h3>
      {schedules.length === 0 && <p className="pf-wage-muted">{none}</p>}
      {schedules.map((s) => {
        const heading = t('wages.settings.startsOn', { from: s.effectiveFrom });
        return (
          <section key={s.effectiveFrom} className="pf-wage-schedule">
            <h4>{heading}</h4>
            <ScheduleTable schedule={s} label={heading} />
          </section>
        );
      })}
    </Card>
  );
}
