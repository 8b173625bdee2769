import '../quotations.css';
import { useState, type ReactNode } from 'react';
import { Button, Card, Classes, H4, HTMLTable, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import {
  ComparisonIcon,
  CrossIcon,
  DuplicateIcon,
  EditIcon,
  PercentageIcon,
  SearchIcon,
  TickIcon,
} from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ROLE_LABELS, type QuotationAction, type QuotationDetailView } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { useQuotation } from '../api/get-quotation';
import type { ReviewDecision } from '../api/review-quotation';
import { formatMoney, formatRatio } from '../format';
import { INPUT_ORDER, inputLabel, inputText } from '../input-display';
import { localeAndCurrency } from '../locale-names';
import {
  QUOTATION_LIST_PATH,
  quotationComparePath,
  quotationDetailPath,
  quotationRevisePath,
} from '../paths';
import { BreakdownTable } from './breakdown-table';
import { DecisionDialog } from './decision-dialog';
import { DownloadDocumentButton } from './download-document-button';
import { PriceFigures } from './price-figures';
import { productLabel, StatusTag } from './quotation-columns';
import { RatioDialog } from './ratio-dialog';
import { SettingsSnapshot } from './settings-snapshot';

export interface QuotationDetailScreenProps {
  id: string | null;
  /** Copy this quotation into the wizard (the route keeps its id in the session). */
  onCopy: (id: string) => void;
}

/**
 * /Quotation/Detail?id=: the figures and breakdown, the inputs and the settings the price was
 * worked out with, the review history with reasons, and the lineage of revisions.
 */
export function QuotationDetailScreen({ id, onCopy }: QuotationDetailScreenProps) {
  const { t } = useTranslation();
  const title = t('quotations.titles.detail');
  const query = useQuotation(id);
  if (id === null) {
    return (
      <Page title={title}>
        <NonIdealState
          icon={<SearchIcon size={48} />}
          title={t('quotations.detail.missing')}
          description={t('quotations.detail.missingHint')}
          action={<Link to={QUOTATION_LIST_PATH}>{t('quotations.buttons.back')}</Link>}
        />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <QueryState query={query}>{(detail) => <Detail detail={detail} onCopy={onCopy} />}</QueryState>
    </Page>
  );
}

function Detail({ detail, onCopy }: { detail: QuotationDetailView; onCopy: (id: string) => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const may = useMay();
  const [ratioOpen, setRatioOpen] = useState(false);
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  // The server says what this reader may do with it now (the domain's quotationActions).
  const offers = (action: QuotationAction) => detail.actions.includes(action);
  const ratioButton = offers('resubmit') ? 'resubmit' : offers('changeRatio') ? 'ratio' : null;
  const index = detail.revisions.findIndex((r) => r.id === detail.id);
  const previous = index > 0 ? detail.revisions[index - 1] : undefined;
  const lastRejection = detail.review.filter((step) => step.action === 'rejected').at(-1);
  const money = (text: string) => formatMoney(text, detail.result.currency);
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
    </>
  );
  const inputs = INPUT_ORDER.filter((field) => {
    const value = (detail.input as Record<string, unknown>)[field];
    return value !== undefined && value !== null && value !== '';
  });

  return (
    <div className="pf-quotation-wide">
      <div className="pf-toolbar-row">
        <H4 className="pf-inline-title">{detail.number}</H4>
        <StatusTag status={detail.status} />
        <Tag minimal>{t('quotations.revision', { no: detail.revisionNo })}</Tag>
        {detail.superseded && <Tag minimal>{t('quotations.superseded')}</Tag>}
        <span className="pf-grow" />
        <DownloadDocumentButton quotation={detail} />
        {may('POST@quotation') && offers('copy') && (
          <Button
            icon={<DuplicateIcon />}
            text={t('quotations.buttons.copy')}
            onClick={() => onCopy(detail.id)}
          />
        )}
        {may('POST@quotation') && offers('revise') && (
          <Button
            icon={<EditIcon />}
            text={t('quotations.buttons.revise')}
            onClick={() => navigate(quotationRevisePath(detail.id))}
          />
        )}
        {may('PUT@quotation/:id/ratio') && ratioButton && (
          <Button
            icon={<PercentageIcon />}
            text={t(`quotations.buttons.${ratioButton}`)}
            onClick={() => setRatioOpen(true)}
          />
        )}
        {offers('approve') && may('POST@quotation/:id/approve') && (
          <Button
            intent={Intent.SUCCESS}
            icon={<TickIcon />}
            text={t('quotations.buttons.approve')}
            onClick={() => setDeciding('approve')}
          />
        )}
        {offers('reject') && may('POST@quotation/:id/reject') && (
          <Button
            intent={Intent.DANGER}
            icon={<CrossIcon />}
            text={t('quotations.buttons.reject')}
            onClick={() => setDeciding('reject')}
          />
        )}
        {previous && (
          <Button
            icon={<ComparisonIcon />}
            text={t('quotations.buttons.compareWithPrevious')}
            onClick={() => navigate(quotationComparePath(previous.id, detail.id))}
          />
        )}
      </div>

      <div className="pf-quotation-grid">
        <Card compact>
          <H4>{t('quotations.detail.figures')}</H4>
          <PriceFigures
            result={detail.result}
            make={detail.make}
            unit={detail.maketype}
            printing={detail.quotation_type}
          />
        </Card>
        <Card compact>
          <dl className="pf-facts">
            {fact(t('quotations.detail.customer'), detail.customerName)}
            {fact(ROLE_LABELS[detail.ownerRole][locale], detail.ownerName)}
            {fact(t('quotations.columns.type'), t(`quotations.printingTypes.${detail.quotation_type}`))}
            {fact(t('quotations.columns.product'), productLabel(detail, t))}
            {fact(t('quotations.columns.ratio'), formatRatio(detail.ratio))}
            {fact(t('quotations.detail.created'), formatDateTime(detail.createdAt, locale))}
            {fact(t('quotations.detail.locale'), localeAndCurrency(detail.locale, detail.currency, locale))}
            {detail.sourceId && fact(t('quotations.detail.copiedFrom'), <SourceLink id={detail.sourceId} />)}
          </dl>
          <H4 className="pf-card-subtitle">{t('quotations.detail.review')}</H4>
          {detail.review.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t('quotations.detail.reviewEmpty')}</p>
          ) : (
            <ol className="pf-review-steps">
              {detail.review.map((step, i) => (
                <li key={i}>
                  <strong>{t(`quotations.review.${step.action}`, { ratio: step.ratio })}</strong>{' '}
                  {step.userName && t('quotations.review.by', { name: step.userName })} ·{' '}
                  {formatDateTime(step.at, locale)}
                  {step.reason && <div>{step.reason}</div>}
                </li>
              ))}
            </ol>
          )}
          {detail.revisions.length > 1 && (
            <>
              <H4 className="pf-card-subtitle">{t('quotations.detail.lineage')}</H4>
              <ol className="pf-lineage">
                {detail.revisions.map((rev) => (
                  <li key={rev.id}>
                    {rev.id === detail.id ? (
                      <strong>
                        {rev.number} ({t('quotations.detail.current')})
                      </strong>
                    ) : (
                      <Link to={quotationDetailPath(rev.id)}>{rev.number}</Link>
                    )}{' '}
                    · {t('quotations.revision', { no: rev.revisionNo })} · {money(rev.price_end)} ·{' '}
                    {formatDateTime(rev.createdAt, locale)}
                  </li>
                ))}
              </ol>
            </>
          )}
        </Card>

        {/* A trade customer is sent no breakdown and no settings beyond the names. */}
        {detail.result.lines && (
          <Card compact className="pf-span">
            <H4>{t('quotations.detail.breakdown')}</H4>
            <div className="pf-scroll-x">
              <BreakdownTable lines={detail.result.lines} />
            </div>
          </Card>
        )}

        <Card compact>
          <H4>{t('quotations.detail.inputs')}</H4>
          <HTMLTable compact className="pf-compare-table">
            <tbody>
              {inputs.map((field) => (
                <tr key={field}>
                  <th scope="row">{inputLabel(field, t, detail.make)}</th>
                  <td>
                    {inputText(
                      field,
                      (detail.input as Record<string, unknown>)[field],
                      { settings: detail.settings, customerName: detail.customerName },
                      t,
                      locale,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
        {'rates' in detail.settings && (
          <Card compact>
            <H4>{t('quotations.detail.settings')}</H4>
            <SettingsSnapshot settings={detail.settings} version={detail.result.calculatorVersion} />
          </Card>
        )}
      </div>
      {deciding && (
        <DecisionDialog
          row={detail}
          decision={deciding}
          range={detail.settings.range}
          onClose={() => setDeciding(null)}
        />
      )}
      {ratioOpen && (
        <RatioDialog
          quotation={detail}
          rejectedBecause={offers('resubmit') ? (lastRejection?.reason ?? '') : undefined}
          snapshotRange={detail.settings.range}
          onClose={() => setRatioOpen(false)}
        />
      )}
    </div>
  );
}

/** The quotation a copy came from, by its number (read when shown; the id until then). */
function SourceLink({ id }: { id: string }) {
  const source = useQuotation(id);
  return <Link to={quotationDetailPath(id)}>{source.data?.number ?? id}</Link>;
}
