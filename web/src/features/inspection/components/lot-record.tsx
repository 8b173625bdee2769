import './inspection.css';
import type { ReactNode } from 'react';
import { HTMLTable, H5, Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale, LotView } from '@packflow/contracts';
import { ImageUploadField } from '../../../components/files';
import { FormDialog } from '../../../components/ui/form-dialog';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { ResultTag, StatusTag, lotName, quantityOf } from './lot-list';

/** Why a failed lot failed, in one line: the failed checks and the defective count over Ac. */
export function failedBecause(lot: LotView, t: TFunction, locale: Locale): string {
  const record = lot.inspection;
  if (!record) return '';
  const why = record.checks
    .filter((c) => !c.passed)
    .map((c) => t('inspection.inspect.verdict.checkFailed', { check: c.name[locale] }));
  if (record.defective > record.accept)
    why.push(
      t('inspection.inspect.verdict.defectsAboveAccept', {
        defective: record.defective,
        accept: record.accept,
        reject: record.reject,
      }),
    );
  return why.join(locale === 'cn' ? '；' : '; ');
}

/**
 * A lot's inspection as recorded, read only: the result, the plan, each check with its value and
 * norm, the defects, the good quantity, inspector and time, photos and note; then what was
 * decided for a failed lot. `footer` holds a screen's own part (a decision's form).
 */
export function LotRecord({ lot }: { lot: LotView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const record = lot.inspection;
  const disposition = lot.disposition;
  if (!record) return <p>{t('inspection.record.notInspected')}</p>;
  return (
    <div className="pf-qc-record">
      <dl className="pf-qc-facts">
        <dt>{t('inspection.record.result')}</dt>
        <dd>
          <ResultTag result={record.result} />{' '}
          {lot.status !== record.result && <StatusTag status={lot.status} />}
        </dd>
        <dt>{t('inspection.columns.sample')}</dt>
        <dd>
          {t('inspection.record.plan', {
            aql: record.aql,
            sample: record.sampleSize,
            lot: quantityOf(record.lotQuantity, lot.unit, t, locale),
            accept: record.accept,
            reject: record.reject,
          })}
        </dd>
        <dt>{t('inspection.columns.defects')}</dt>
        <dd>
          {record.defects.length === 0
            ? t('inspection.record.noDefects')
            : record.defects
                .map((d) => `${t(`inspection.defectKinds.${d.kind}`)} ${d.count}`)
                .join(' · ')}{' '}
          ({t('inspection.record.defective', { count: record.defective })})
        </dd>
        {record.result === 'passed' && (
          <>
            <dt>{t('inspection.columns.good')}</dt>
            <dd>
              {t('inspection.record.good', {
                quantity: quantityOf(record.goodQuantity, lot.unit, t, locale),
              })}
            </dd>
          </>
        )}
        <dt>{t('inspection.columns.inspector')}</dt>
        <dd>
          {t('inspection.record.by', {
            name: record.inspectorName ?? record.inspectorId,
            at: formatDateTime(record.at, locale),
          })}
        </dd>
      </dl>
      <H5 className="pf-qc-section">{t('inspection.record.checks')}</H5>
      <HTMLTable compact striped className="pf-qc-template">
        <tbody>
          {record.checks.map((check) => (
            <tr key={check.key}>
              <td>{check.name[locale]}</td>
              <td>
                {check.kind === 'measured'
                  ? t('inspection.record.value', {
                      value: check.value,
                      unit: check.unit ?? '',
                      norm: check.norm,
                      tolerance: check.tolerance,
                    })
                  : ''}
              </td>
              <td>
                <Tag minimal intent={check.passed ? Intent.SUCCESS : Intent.DANGER}>
                  {t(`inspection.results.${check.passed ? 'passed' : 'failed'}`)}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H5 className="pf-qc-section">{t('inspection.record.photos')}</H5>
      <ImageUploadField readOnly label={t('inspection.record.photos')} value={record.photos} />
      {record.note && (
        <>
          <H5 className="pf-qc-section">{t('inspection.record.note')}</H5>
          <p>{record.note}</p>
        </>
      )}
      {disposition && (
        <>
          <H5 className="pf-qc-section">{t('inspection.record.disposition')}</H5>
          <p>
            {t('inspection.record.dispositionLine', {
              kind: t(`inspection.dispositions.${disposition.kind}`),
              quantity: quantityOf(disposition.quantity, lot.unit, t, locale),
              reason: disposition.reason,
            })}
            {disposition.stage &&
              ` · ${t('inspection.record.stage', { stage: t(`inspection.stageKinds.${disposition.stage}`) })}`}
          </p>
          <p className="bp6-text-muted">
            {disposition.byName ?? disposition.by} · {formatDateTime(disposition.at, locale)}
          </p>
          {disposition.supplementaryOrderId && <p>{t('inspection.record.supplementaryOrder')}</p>}
          {disposition.decision && (
            <p>
              {t('inspection.record.decisionLine', {
                answer: t(`inspection.record.${disposition.decision.approved ? 'approved' : 'rejected'}`),
                name: disposition.decision.byName ?? disposition.decision.by,
                reason: disposition.decision.reason,
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The record in a dialog that only shows. */
export function LotRecordDialog({
  lot,
  onClose,
  children,
}: {
  lot: LotView;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('inspection.record.title', { lot: lotName(lot, t) })}
      className="pf-qc-dialog pf-qc-touch"
      busy={false}
      closeText={t('inspection.close')}
      onSubmit={() => undefined}
      onClose={onClose}
    >
      <LotRecord lot={lot} />
      {children}
    </FormDialog>
  );
}

/** The record folded under its title, below a decision's form. */
export function LotRecordDetails({ lot }: { lot: LotView }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>{t('inspection.record.title', { lot: lotName(lot, t) })}</summary>
      <LotRecord lot={lot} />
    </details>
  );
}
