import './receipts.css';
import { useTranslation } from 'react-i18next';
import { type ContractMoneyFigures, formatMoney } from '@packflow/contracts';

/**
 * The receipt loop's figures of a contract: what it is owed, the prepayment its terms ask, what
 * Finance confirmed, what waits for Finance (not counted) and the prepayment still missing.
 */
export function MoneyFigures({
  figures,
  currency,
  compact = false,
}: {
  figures: ContractMoneyFigures;
  currency: string;
  /** One line (a list's cell) instead of a table. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const rows = (['owed', 'prepayment', 'confirmed', 'waiting', 'missing'] as const).map((key) => ({
    key,
    label: t(`receipts.figures.${key}`),
    value: formatMoney(figures[key], currency),
  }));
  if (compact)
    return (
      <span className="pf-money-figures-line">
        {rows.map((r) => (
          <span key={r.key} className={r.key === 'missing' ? 'pf-money-missing' : undefined}>
            {r.label} {r.value}
          </span>
        ))}
      </span>
    );
  return (
    <dl className="pf-money-figures" aria-label={t('receipts.figures.title')}>
      {rows.map((r) => (
        <div key={r.key} className={r.key === 'missing' ? 'pf-money-missing' : undefined}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
