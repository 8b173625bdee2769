import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HistoryCard, useHistoryPaging } from '../../../components/history-card';
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

/** Every grade created, changed or deleted, newest first (as the server sends it). */
export function GradeHistory() {
  const { t } = useTranslation();
  const paging = useHistoryPaging();
  return (
    <HistoryCard
      texts="customers.grades.history"
      label={t('customers.grades.history.label')}
      query={useGradeHistory(paging.page, paging.size)}
      paging={paging}
      changesKey="change"
      describe={(entry: GradeHistoryEntry) => describeGradeChange(entry, t)}
    />
  );
}
