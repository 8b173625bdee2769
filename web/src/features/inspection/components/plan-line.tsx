import { useTranslation } from 'react-i18next';
import type { SamplingPlan } from '@packflow/contracts';

/** The sampling plan in one line (and, in the inspection form, what it means). */
export function PlanLine({ plan, explain = false }: { plan: SamplingPlan; explain?: boolean }) {
  const { t } = useTranslation();
  const figures = {
    letter: plan.codeLetter ?? '',
    sample: plan.sampleSize,
    accept: plan.accept,
    reject: plan.reject,
    aql: plan.aql,
  };
  return (
    <div className="pf-qc-plan">
      <strong>{t('inspection.inspect.plan')}: </strong>
      <span>
        {t(plan.codeLetter ? 'inspection.inspect.planLine' : 'inspection.inspect.planWhole', figures)}
      </span>
      {explain && <p className="bp6-text-muted">{t('inspection.inspect.planHint', figures)}</p>}
    </div>
  );
}
