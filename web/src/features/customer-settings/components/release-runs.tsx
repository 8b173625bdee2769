import { useState } from 'react';
import { Button, Card, H4, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { PlayIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ReleaseRunView } from '@packflow/contracts';
import { DEFAULT_PAGE_SIZE, Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useReleaseRuns } from '../api/get-release-runs';
import { useRunRelease } from '../api/run-release';

const STATE_INTENT: Record<ReleaseRunView['state'], Intent> = {
  running: Intent.PRIMARY,
  done: Intent.SUCCESS,
  failed: Intent.DANGER,
};

/** The daily release's runs (live: 'release_runs'), and the administrator's "Run now". */
export function ReleaseRuns({ mayRun }: { mayRun: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [{ page, size }, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const runs = useReleaseRuns(page, size);
  const run = useRunRelease();

  function runNow(): void {
    run.mutate(undefined, {
      onSuccess: ({ msg }) => void toastSuccess(msg || t('common.operationSuccessful')),
      onError: (error) => void toastError(error.message),
    });
  }

  return (
    <Card>
      <div className="pf-actions" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <H4>{t('customers.runs.title')}</H4>
        {mayRun && (
          <Button
            icon={<PlayIcon />}
            text={t('customers.runs.runNow')}
            loading={run.isPending}
            onClick={runNow}
          />
        )}
      </div>
      <p>{t('customers.runs.hint')}</p>
      <QueryState query={runs}>
        {({ runs: rows, count }) => (
          <>
            <HTMLTable compact striped className="pf-table" aria-label={t('customers.runs.label')}>
              <thead>
                <tr>
                  <th>{t('customers.runs.day')}</th>
                  <th>{t('customers.runs.state')}</th>
                  <th>{t('customers.runs.released')}</th>
                  <th>{t('customers.runs.warned')}</th>
                  <th>{t('customers.runs.at')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.day} ${row.at}`}>
                    <td>{row.day}</td>
                    <td>
                      <Tag minimal intent={STATE_INTENT[row.state] ?? Intent.NONE}>
                        {row.state in STATE_INTENT ? t(`customers.runs.states.${row.state}`) : row.state}
                      </Tag>
                    </td>
                    <td>{row.released}</td>
                    <td>{row.warned}</td>
                    <td>{row.at ? formatDateTime(row.at, locale) : ''}</td>
                  </tr>
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={5}>{t('customers.runs.empty')}</td>
                  </tr>
                )}
              </tbody>
            </HTMLTable>
            <Pager
              page={page}
              size={size}
              count={count}
              onChange={(p, s) => setPaging({ page: p, size: s })}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
