import { Button, Callout, Card, Classes, H4, Intent, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BeanBalance, PriceIssue, PriceOutcomeView, PriceResultView } from '@packflow/contracts';
import { type RatioRange, reviewerWords } from '../api/get-pricing-options';
import { formatDecimal } from '../format';
import type { QuotationFormValues } from '../quotation-form';
import { BreakdownTable } from './breakdown-table';
import { IssueList } from './issue-list';
import { PriceFigures } from './price-figures';
import { CheckField } from './wizard-fields';

/** Why the last Generate was refused: the server's message, its hint and the calculator's issues. */
export interface Refusal {
  message: string;
  hint?: string | undefined;
  issues: PriceIssue[];
  /** Messages by the field they are about (the customer, a form check). */
  fields: Record<string, string>;
}

export interface WizardPricePanelProps {
  id?: string;
  values: QuotationFormValues;
  /** Size and quantity are there, so a price is asked for. */
  ready: boolean;
  /** The answer on screen is for the form as it is now. */
  settled: boolean;
  loading: boolean;
  outcome: PriceOutcomeView | undefined;
  /** The last answer with a price, kept on screen while the form has errors. */
  lastGood: PriceResultView | null;
  /** The preview call failed for another reason than the form (offline, server error). */
  previewError: Error | null;
  /** Issues not shown at a field. */
  issues: readonly PriceIssue[];
  hasFieldErrors: boolean;
  range: RatioRange | undefined;
  beans: UseQueryResult<BeanBalance>;
  refusal: Refusal | null;
  generating: boolean;
  onGenerate: () => void;
}

/** Beside the form: beans, the price and its breakdown, what to fix or note, and Generate. */
export function WizardPricePanel(props: WizardPricePanelProps) {
  const { t } = useTranslation();
  const { values, ready, settled, loading, outcome, lastGood, issues, range, beans, refusal } = props;
  const current = outcome?.ok ? outcome.result : null;
  const shown = current ?? lastGood;
  const stale = shown !== null && (!settled || current === null);

  const needsConfirm = issues.some((issue) => issue.confirm === 'confirmOutOfStock');
  const ratio = Number(values.ratio);
  const outsideRange =
    range !== undefined &&
    values.ratio.trim() !== '' &&
    Number.isFinite(ratio) &&
    (ratio < Number(range.minRatio) || ratio > Number(range.maxRatio));
  const blocked = beans.data?.blocked === true;

  const whyNot = blocked
    ? t('quotations.wizard.beansBlocked')
    : values.customerId === ''
      ? t('quotations.wizard.chooseCustomer')
      : !ready || props.hasFieldErrors || (outcome !== undefined && !outcome.ok)
        ? t('quotations.wizard.fixFirst')
        : !settled || current === null
          ? t('quotations.wizard.waitForPrice')
          : needsConfirm && !values.confirmOutOfStock
            ? t('quotations.wizard.confirmStock')
            : null;

  const status = !ready
    ? t('quotations.wizard.waiting')
    : props.previewError
      ? t('quotations.wizard.previewFailed', { message: props.previewError.message })
      : loading || !settled
        ? t('quotations.wizard.updating')
        : current === null
          ? lastGood
            ? t('quotations.wizard.stale')
            : t('quotations.wizard.noPrice')
          : null;

  return (
    <aside id={props.id} className="pf-wizard-price" aria-label={t('quotations.figures.title')}>
      <Card compact>
        <div className="pf-panel-head">
          <H4>{t('quotations.figures.title')}</H4>
          {loading && <Spinner size={16} />}
        </div>
        <div className={`${Classes.TEXT_MUTED} pf-beans`} data-testid="bean-balance">
          {beans.data
            ? `${t('quotations.wizard.beans', { balance: formatDecimal(beans.data.balance) })} · ${t(
                'quotations.wizard.beansFee',
                { fee: formatDecimal(beans.data.fee) },
              )}`
            : beans.isError
              ? t('quotations.wizard.beansUnknown', { message: beans.error.message })
              : null}
        </div>
        {blocked && (
          <Callout
            intent={Intent.DANGER}
            compact
            className="pf-issues"
            title={t('quotations.wizard.beansBlocked')}
          >
            {t('quotations.wizard.beansHint')}
          </Callout>
        )}
        {shown && (
          <div className={stale ? 'pf-price pf-price-stale' : 'pf-price'} aria-busy={loading}>
            <PriceFigures
              result={shown}
              make={values.make}
              unit={values.maketype}
              printing={values.quotation_type}
            />
          </div>
        )}
        {status && (
          <p className={Classes.TEXT_MUTED} role="status" data-testid="price-status">
            {status}
          </p>
        )}
        <IssueList issues={issues} />
        {outsideRange && range && (
          <Callout intent={Intent.WARNING} compact className="pf-issues">
            {t('quotations.ratioNeedsReview', {
              ratio: values.ratio,
              min: range.minRatio,
              max: range.maxRatio,
              ...reviewerWords(t, range.reviewedBy),
            })}
          </Callout>
        )}
        {(needsConfirm || values.confirmOutOfStock) && (
          <CheckField field="confirmOutOfStock" label={t('quotations.fields.confirmOutOfStock')} />
        )}
        {refusal && (
          <Callout
            intent={Intent.DANGER}
            compact
            className="pf-issues"
            title={t('quotations.wizard.refused')}
            role="alert"
            data-testid="refusal"
          >
            <div>{refusal.message}</div>
            {refusal.hint && <div>{refusal.hint}</div>}
          </Callout>
        )}
        <Button
          intent={Intent.PRIMARY}
          size="large"
          fill
          text={t('quotations.wizard.generate')}
          disabled={whyNot !== null}
          loading={props.generating}
          onClick={props.onGenerate}
        />
        {whyNot && !blocked && (
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} pf-why-not`}>{whyNot}</p>
        )}
      </Card>
      {/* A trade customer is sent no breakdown (its lines are costs, rates and margins). */}
      {shown?.lines && (
        <Card compact className="pf-breakdown-card">
          <H4>{t('quotations.breakdown.title')}</H4>
          <div className={stale ? 'pf-price-stale' : undefined}>
            <BreakdownTable lines={shown.lines} />
          </div>
        </Card>
      )}
    </aside>
  );
}
