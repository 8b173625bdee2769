import { useState } from 'react';
import { Card, H4, HTMLTable } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useGradeHistory, type GradeHistoryEntry } from '../api/get-grades';

/** "Gold (0.95)" from what a change started from: a grade, or a name. */
function before(from: unknown): string {
  if (from !== null && typeof from === 'object') {
    const { name, factor } = from as { name?: unknown; factor?: unknown };
    return factor === undefined || factor === null
      ? String(name ?? '')
      : `${String(name ?? '')} (${String(factor)})`;
  }
  return from === null || from === undefined ? '' : String(from);
}

/** One change in words: created, changed from the earlier grade, or deleted. */
export function describeGradeChange(entry: GradeHistoryEntry, t: TFunction): string {
  const type = entry.type.toLowerCase();
  const values = { name: entry.name, factor: entry.factor ?? '' };
  if (type.includes('delete')) return t('customers.grades.history.deleted', values);
  if (type.includes('create')) return t('customers.grades.history.created', values);
  return t('customers.grades.history.changed', { ...values, from: before(entry.from) || entry.name });
}

export function GradeHistory() {
  const { t } = useTranslation();
  const [{ page, size }, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const history = useGradeHistory(page, size);
  return (
    <Card>
      <H4>{t('customers.grades.history.title')}</H4>
      <QueryState query={history}>
        {({ entries, count }) => (
          <>
            <HTMLTable compact striped className="pf-table" aria-label={t('customers.grades.history.label')}>
              <thead>
                <tr>
                  <th>{t('customers.grades.history.when')}</th>
                  <th>{t('customers.grades.history.who')}</th>
                  <th>{t('customers.grades.history.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.position}>
                    <td>{formatDateTime(entry.at, currentLocale())}</td>
                    <td>{entry.userName ?? t('customers.grades.history.system')}</td>
                    <td>{describeGradeChange(entry, t)}</td>
                  </tr>
                ))}
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('customers.grades.history.empty')}</td>
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
