import './bills.css';
import { useEffect, useState } from 'react';
import { Button, Card, HTMLSelect, HTMLTable, InputGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MonthCloseRow } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { refusalOf } from '../../../components/ui/form-dialog';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMonthCloses, useRunMonthClose, useSaveCloseHour } from '../api/bills';

const CLOSE_INTENT = { running: 'primary', done: 'success', failed: 'danger' } as const;

/** The closes, newest first, each with its progress bar (live: the list refreshes as customers are done). */
export function MonthCloseTable({ rows }: { rows: readonly MonthCloseRow[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (rows.length === 0) return <p>{t('bills.closes.empty')}</p>;
  return (
    <div className="pf-bill-scroll" role="region" aria-label={t('bills.closes.label')} tabIndex={0}>
      <HTMLTable compact striped className="pf-bill-table">
        <thead>
          <tr>
            <th scope="col">{t('bills.closes.month')}</th>
            <th scope="col">{t('bills.closes.status')}</th>
            <th scope="col">{t('bills.closes.progress')}</th>
            <th scope="col">{t('bills.closes.bills')}</th>
            <th scope="col">{t('bills.closes.by')}</th>
            <th scope="col">{t('bills.closes.startedAt')}</th>
            <th scope="col">{t('bills.closes.finishedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const share = row.total > 0 ? row.done / row.total : row.status === 'done' ? 1 : 0;
            return (
              <tr key={row.month}>
                <td>{row.month}</td>
                <td>
                  <Tag minimal intent={CLOSE_INTENT[row.status]} title={row.error ?? undefined}>
                    {t(`bills.closes.statuses.${row.status}`)}
                  </Tag>
                  {row.error && <div className="pf-bill-error">{row.error}</div>}
                </td>
                <td className="pf-bill-progress">
                  <ProgressBar
                    value={share}
                    animate={row.status === 'running'}
                    stripes={row.status === 'running'}
                    intent={CLOSE_INTENT[row.status]}
                    aria-label={t('bills.closes.progressText', { done: row.done, total: row.total })}
                  />
                  <span>{t('bills.closes.progressText', { done: row.done, total: row.total })}</span>
                </td>
                <td>{row.bills}</td>
                <td>{row.by === 'system' ? t('bills.closes.system') : (row.byName ?? row.by)}</td>
                <td>{formatDateTime(row.startedAt, locale)}</td>
                <td>{row.finishedAt ? formatDateTime(row.finishedAt, locale) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** /Sysset/MonthClose (Admin): the closes with their live progress, a past month's close, the hour setting. */
export function MonthCloseScreen() {
  const { t } = useTranslation();
  const query = useMonthCloses();
  const run = useRunMonthClose();
  const saveHour = useSaveCloseHour();
  const data = query.data;
  const [month, setMonth] = useState('');
  const [hour, setHour] = useState('');
  const [hourError, setHourError] = useState<string>();
  useEffect(() => {
    if (data) setHour(String(data.hour));
  }, [data]);
  const chosen = data?.closable.includes(month) ? month : (data?.closable[0] ?? '');
  const runIt = async () => {
    try {
      await run.mutateAsync(chosen);
      void toastSuccess(t('bills.closes.started', { month: chosen }));
    } catch (error) {
      void toastError(refusalOf(error).form ?? '');
    }
  };
  const save = async () => {
    if (!/^\d{1,2}$/.test(hour.trim()) || Number(hour) > 23)
      return setHourError(t('bills.closes.hourInvalid'));
    setHourError(undefined);
    try {
      const answer = await saveHour.mutateAsync(hour.trim());
      void toastSuccess(answer.msg || t('common.operationSuccessful'));
    } catch (error) {
      setHourError(refusalOf(error).form);
    }
  };
  return (
    <Page title={t('bills.titles.monthClose')}>
      <div className="pf-bills">
        {query.isError && <p role="alert">{t('common.loadFailed', { message: query.error.message })}</p>}
        <Card className="pf-bill-card">
          <h3>{t('bills.closes.run')}</h3>
          <p className="pf-bill-muted">{t('bills.closes.runHint')}</p>
          {data && data.closable.length === 0 ? (
            <p>{t('bills.closes.nothingToRun')}</p>
          ) : (
            <div className="pf-bill-filters">
              <HTMLSelect
                aria-label={t('bills.closes.runMonth')}
                value={chosen}
                onChange={(event) => setMonth(event.currentTarget.value)}
                options={(data?.closable ?? []).map((m) => ({ value: m, label: m }))}
              />
              <Button
                intent="primary"
                text={t('bills.closes.runButton')}
                disabled={!chosen}
                loading={run.isPending}
                onClick={() => void runIt()}
              />
            </div>
          )}
        </Card>
        <Card className="pf-bill-card">
          <h3>{t('bills.closes.label')}</h3>
          {data ? <MonthCloseTable rows={data.rows} /> : null}
        </Card>
        <Card className="pf-bill-card">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Field
              label={t('bills.closes.hour')}
              labelFor="pf-close-hour"
              hint={t('bills.closes.hourHint')}
              error={hourError}
            >
              <InputGroup
                id="pf-close-hour"
                inputMode="numeric"
                value={hour}
                onValueChange={setHour}
                className="pf-bill-hour"
              />
            </Field>
            <Button type="submit" text={t('bills.closes.hourSave')} loading={saveHour.isPending} />
          </form>
        </Card>
      </div>
    </Page>
  );
}
