import type { WageFigures } from '@packflow/contracts';
import { useTranslation } from 'react-i18next';
import { yuan } from './wages-words';

const FIGURES: (keyof WageFigures)[] = [
  'base',
  'position',
  'collections',
  'earned',
  'carriedIn',
  'commission',
  'carriedOut',
  'adjustments',
  'total',
];

/** A sheet's figures, yuan to 2 decimals; the total stands out. */
export function SheetFigures({ sheet, label }: { sheet: WageFigures; label: string }) {
  const { t } = useTranslation();
  return (
    <dl className="pf-wage-figures" aria-label={label}>
      {FIGURES.map((key) => (
        <div key={key} className={key === 'total' ? 'pf-wage-total' : undefined} data-figure={key}>
          <dt>{t(`wages.figures.${key}`)}</dt>
          <dd>{yuan(sheet[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
