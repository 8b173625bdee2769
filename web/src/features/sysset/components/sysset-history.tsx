import { useState } from 'react';
import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SyssetHistoryEntry } from '@packflow/contracts';
import { Pager, DEFAULT_PAGE_SIZE } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale, textOr } from '../../../lib/i18n';
import { useSyssetHistory } from '../api/get-sysset-history';

type Change = SyssetHistoryEntry['changes'][number];

export function SyssetHistory() {
  const { t } = useTranslation();
  const [{ page, size }, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const history = useSyssetHistory(page, size);

  return (
    <Card className="pf-sysset-history">
      <H4>{t('sysset.history.title')}</H4>
      <QueryState query={history}>
        {({ entries, count }) => (
          <>
            <HTMLTable compact striped className="pf-table">
              <thead>
                <tr>
                  <th>{t('sysset.history.when')}</th>
                  <th>{t('sysset.history.who')}</th>
                  <th>{t('sysset.history.role')}</th>
                  <th>{t('sysset.history.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <HistoryRow key={entry.position} entry={entry} />
                ))}
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={4}>{t('sysset.history.empty')}</td>
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

function HistoryRow({ entry }: { entry: SyssetHistoryEntry }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>{formatDateTime(entry.at, currentLocale())}</td>
      <td>{entry.userName ?? t('sysset.history.system')}</td>
      <td>{entry.role ? textOr(`roles.${entry.role}`, entry.role) : ''}</td>
      <td>
        {entry.changes.map((change) => (
          <div key={change.field}>
            <ChangeLine change={change} />
          </div>
        ))}
      </td>
    </tr>
  );
}

/** "Image host: (empty) → https://img.example.com", with the field's label in the reader's language. */
function ChangeLine({ change }: { change: Change }) {
  const { t } = useTranslation();
  const label = t(`sysset.fields.${change.field}`, { defaultValue: change.field });
  const show = (value: unknown): string => {
    if (value === true) return t('common.yes');
    if (value === false) return t('common.no');
    if (value === null || value === undefined || value === '') return t('common.empty');
    return String(value);
  };
  return <>{t('sysset.history.change', { field: label, from: show(change.from), to: show(change.to) })}</>;
}
