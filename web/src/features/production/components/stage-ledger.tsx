import { FlagIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { StageCard } from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';

/** A figure as the reader's locale writes it, two decimals at most. */
export const number = (value: number): string =>
  value.toLocaleString(currentLocale() === 'cn' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });

/** The stage's material ledger: in, good, waste and unaccounted, waste over target red and unaccounted flagged. */
export function StageLedger({ card }: { card: StageCard }) {
  const { t } = useTranslation();
  const l = card.ledger;
  const m = (value: number) => t('production.stages.ledger.metres', { value: number(value) });
  const good =
    card.outputUnit === 'piece'
      ? t('production.stages.ledger.pieces', { value: number(l.goodOut) })
      : m(l.goodOut);
  const waste = l.setupWaste + l.runningWaste;
  return (
    <dl className="pf-ledger" aria-label={t('production.stages.ledger.label')}>
      <div>
        <dt>{t('production.stages.ledger.in')}</dt>
        <dd>
          {m(l.metresIn)}
          {l.kgIn > 0 && <small> · {t('production.stages.ledger.kg', { value: number(l.kgIn) })}</small>}
        </dd>
      </div>
      <div>
        <dt>{t('production.stages.ledger.good')}</dt>
        <dd>{good}</dd>
      </div>
      <div className={l.wasteOver ? 'pf-ledger-over' : undefined}>
        <dt>{t('production.stages.ledger.waste')}</dt>
        <dd title={l.wasteOver ? t('production.stages.ledger.wasteOver') : undefined}>
          {m(waste)}{' '}
          <small>({t('production.stages.ledger.percent', { value: number(l.wastePercent) })})</small>
          {l.wasteOver && (
            <WarningSignIcon
              className="pf-ledger-flag"
              aria-label={t('production.stages.ledger.wasteOver')}
            />
          )}
        </dd>
      </div>
      <div className={l.unaccountedFlag ? 'pf-ledger-flagged' : undefined}>
        <dt>{t('production.stages.ledger.unaccounted')}</dt>
        <dd title={l.unaccountedFlag ? t('production.stages.ledger.unaccountedFlag') : undefined}>
          {m(l.unaccounted)}{' '}
          <small>({t('production.stages.ledger.percent', { value: number(l.unaccountedPercent) })})</small>
          {l.unaccountedFlag && (
            <FlagIcon className="pf-ledger-flag" aria-label={t('production.stages.ledger.unaccountedFlag')} />
          )}
        </dd>
      </div>
    </dl>
  );
}
