import { Callout, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useCloseProgress } from '../api/reports';

const INTENT = { running: 'primary', done: 'success', failed: 'danger' } as const;

/** The month closes' progress, read-only for Finance (live: refreshed as customers are done). */
export function ClosesTab() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useCloseProgress();
  const rows = query.data?.rows;
  return (
    <div className="pf-report-tab">
      {query.isError && (
        <Callout intent="danger" role="alert">
          {t('common.loadFailed', { message: query.error.message })}
        </Callout>
      )}
      {rows && rows.length === 0 && <p>{t('reports.closes.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="pf-report-scroll" role="region" aria-label={t('reports.closes.label')} tabIndex={0}>
          <HTMLTable compact striped className="pf-report-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.closes.month')}</th>
                <th scope="col">{t('reports.closes.status')}</th>
                <th scope="col">{t('reports.closes.progress')}</th>
                <th scope="col" className="pf-report-num">
                  {t('reports.closes.bills')}
                </th>
                <th scope="col">{t('reports.closes.startedAt')}</th>
                <th scope="col">{t('reports.closes.finishedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const text = t('reports.closes.progressText', { done: row.done, total: row.total });
                return (
                  <tr key={row.month}>
                    <td>{row.month}</td>
                    <td>
                      <Tag minimal intent={INTENT[row.status]} title={row.error ?? undefined}>
                        {t(`reports.closes.statuses.${row.status}`)}
                      </Tag>
                    </td>
                    <td className="pf-report-progress">
                      <ProgressBar
                        value={row.total > 0 ? row.done / row.total : row.status === 'done' ? 1 : 0}
                        animate={row.status === 'running'}
                        stripes={row.status === 'running'}
                        intent={INTENT[row.status]}
                        aria-label={text}
                      />
                      <span>{text}</span>
                    </td>
                    <td className="pf-report-num">{row.bills}</td>
                    <td>{formatDateTime(row.startedAt, locale)}</td>
                    <td>{row.finishedAt ? formatDateTime(row.finishedAt, locale) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}
