import { useState } from 'react';
import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useHighSeasHistory, type HighSeasHistoryEntry } from '../api/get-highseas-history';
import { isSettingField } from '../settings-draft';

/** Who changed which high-seas setting, from what to what, newest first (as the server sends it). */
export function HighSeasHistory() {
  const { t } = useTranslation();
  const [{ page, size }, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const history = useHighSeasHistory(page, size);
  return (
    <Card>
      <H4>{t('customers.settings.history.title')}</H4>
      <QueryState query={history}>
        {({ entries, count }) => (
          <>
            <HTMLTable
              compact
              striped
              className="pf-table"
              aria-label={t('customers.settings.history.label')}
            >
              <thead>
                <tr>
                  <th>{t('customers.settings.history.when')}</th>
                  <th>{t('customers.settings.history.who')}</th>
                  <th>{t('customers.settings.history.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <HistoryRow key={entry.position} entry={entry} />
                ))}
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('customers.settings.history.empty')}</td>
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

function HistoryRow({ entry }: { entry: HighSeasHistoryEntry }) {
  const { t } = useTranslation();
  const show = (value: unknown): string =>
    value === null || value === undefined || value === '' ? t('common.empty') : String(value);
  return (
    <tr>
      <td>{formatDateTime(entry.at, currentLocale())}</td>
      <td>{entry.userName ?? t('customers.settings.history.system')}</td>
      <td>
        {(entry.changes ?? []).map((change) => (
          <div key={change.field}>
            {t('customers.timeline.change', {
              field: isSettingField(change.field)
                ? t(`customers.settings.fields.${change.field}`)
                : change.field,
              from: show(change.from),
              to: show(change.to),
            })}
          </div>
        ))}
      </td>
    </tr>
  );
}
