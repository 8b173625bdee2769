import './wages.css';
import { Button, Callout, Card, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { ThIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { WageSheetView } from '@packflow/contracts';
import { ProofThumbnails } from '../../../components/files';
import { Page } from '../../../components/ui/page';
import { toastError } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { downloadWageSheet, useWageSheet } from '../api/wages';
import { SheetActions } from './sheet-actions';
import { SheetFigures } from './sheet-figures';
import { SheetLines } from './sheet-lines';
import { STATUS_INTENT, WAGES_PATHS, yuan } from './wages-words';

const EVENTS = ['WageSheetMade', 'WageSheetAdjusted', 'WageSheetChecked', 'WageSheetPaid'] as const;

/** An event of the sheet's history in words (its type as it is when the console has none). */
const eventText = (type: string, t: TFunction): string =>
  (EVENTS as readonly string[]).includes(type) ? t(`wages.events.${type as 'WageSheetMade'}`) : type;

/** /FinanceSalary/Detail?id=<staffId>-<yyyymm>: a salesman's month line by line. */
export function SheetDetailScreen() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const query = useWageSheet(id);
  const sheet = query.data;
  const may = useMay();
  // A salesman comes from his own list; Finance from the sheets to check.
  const back = may('POST@wages/:id/check') ? WAGES_PATHS.index : WAGES_PATHS.mine;
  return (
    <Page
      title={
        sheet
          ? t('wages.detail.title', { name: sheet.staffName, month: sheet.month })
          : t('wages.titles.detail')
      }
    >
      <div className="pf-wages">
        <Link to={back}>{t('wages.detail.back')}</Link>
        {!id && <Callout intent={Intent.WARNING}>{t('wages.detail.noId')}</Callout>}
        {query.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('common.loadFailed', { message: query.error.message })}
          </Callout>
        )}
        {id && !sheet && !query.isError && <Spinner size={24} aria-label={t('wages.detail.loading')} />}
        {sheet && <SheetBody sheet={sheet} />}
      </div>
    </Page>
  );
}

/** The sheet itself, once loaded (also the component tests' subject). */
export function SheetBody({ sheet }: { sheet: WageSheetView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const download = () =>
    downloadWageSheet(sheet.id).catch((error: Error) =>
      toastError(t('wages.detail.downloadFailed', { message: error.message })),
    );
  return (
    <>
      <Card className="pf-wage-head">
        <div className="pf-wage-head-line">
          <Tag large intent={STATUS_INTENT[sheet.status]}>
            {t(`wages.status.${sheet.status}`)}
          </Tag>
          <span>
            {t('wages.columns.salesman')}: {sheet.staffName}
            {sheet.areacode ? ` (${sheet.areacode})` : ''}
          </span>
          <span>
            {t('wages.columns.month')}: {sheet.month}
          </span>
          {sheet.checkedAt && (
            <span>
              {t('wages.detail.checkedAt')}: {formatDateTime(sheet.checkedAt, locale)}
            </span>
          )}
          {sheet.paidAt && (
            <span>
              {t('wages.detail.paidAt')}: {formatDateTime(sheet.paidAt, locale)}
            </span>
          )}
        </div>
        <SheetFigures sheet={sheet} label={t('wages.titles.detail')} />
        {(Number(sheet.carriedIn) < 0 || Number(sheet.carriedOut) < 0) && (
          <p className="pf-wage-muted">{t('wages.detail.carryHint')}</p>
        )}
        <div className="pf-wage-toolbar">
          <SheetActions sheet={sheet} label={t('wages.titles.detail')} />
          <Button icon={<ThIcon />} text={t('wages.detail.xlsx')} onClick={() => void download()} />
        </div>
      </Card>

      <Card className="pf-wage-card">
        <h3>{t('wages.detail.lines')}</h3>
        <p className="pf-wage-muted">{t('wages.detail.linesHint')}</p>
        <SheetLines lines={sheet.lines} />
      </Card>

      <Card className="pf-wage-card">
        <h3>{t('wages.detail.adjustments')}</h3>
        {sheet.adjustmentList.length === 0 ? (
          <p className="pf-wage-muted">{t('wages.detail.noAdjustments')}</p>
        ) : (
          <ul className="pf-wage-adjustments" aria-label={t('wages.detail.adjustments')}>
            {sheet.adjustmentList.map((a) => (
              <li key={a.adjustmentId}>
                <strong className="pf-wage-num">{yuan(a.amount)}</strong> {a.reason}{' '}
                <span className="pf-wage-muted">
                  {a.byName || a.by} · {formatDateTime(a.at, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {sheet.proofs.length > 0 && (
          <>
            <h3>{t('wages.detail.proofs')}</h3>
            <ProofThumbnails
              className="pf-wage-proofs"
              size="large"
              proofs={sheet.proofs}
              label={t('wages.detail.proof')}
            />
          </>
        )}
      </Card>

      <Card className="pf-wage-card">
        <h3>{t('wages.detail.history')}</h3>
        <div className="pf-wage-scroll" role="region" aria-label={t('wages.detail.history')} tabIndex={0}>
          <HTMLTable compact className="pf-wage-table">
            <thead>
              <tr>
                <th scope="col">{t('wages.lineColumns.at')}</th>
                <th scope="col">{t('wages.lineColumns.event')}</th>
                <th scope="col">{t('wages.lineColumns.by')}</th>
                <th scope="col">{t('wages.lineColumns.note')}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.history.map((h) => (
                <tr key={`${h.position}-${h.type}`}>
                  <td>{formatDateTime(h.at, locale)}</td>
                  <td>{eventText(h.type, t)}</td>
                  <td>{h.by === 'system' ? t('wages.system') : h.byName || h.by}</td>
                  <td>{h.note || '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
    </>
  );
}
