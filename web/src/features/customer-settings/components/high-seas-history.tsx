import { useTranslation } from 'react-i18next';
import { ChangeLines, HistoryCard, useHistoryPaging } from '../../../components/history-card';
import { useHighSeasHistory, type HighSeasHistoryEntry } from '../api/get-highseas-history';
import { isSettingField } from '../settings-draft';

/** Who changed which high-seas setting, from what to what, newest first (as the server sends it). */
export function HighSeasHistory() {
  const { t } = useTranslation();
  const paging = useHistoryPaging();
  const show = (value: unknown): string =>
    value === null || value === undefined || value === '' ? t('common.empty') : String(value);
  const describe = (entry: HighSeasHistoryEntry) => (
    <ChangeLines
      texts="customers.timeline"
      lines={(entry.changes ?? []).map((change) => ({
        field: isSettingField(change.field) ? t(`customers.settings.fields.${change.field}`) : change.field,
        from: show(change.from),
        to: show(change.to),
      }))}
    />
  );
  return (
    <HistoryCard
      texts="customers.settings.history"
      label={t('customers.settings.history.label')}
      query={useHighSeasHistory(paging.page, paging.size)}
      paging={paging}
      describe={describe}
    />
  );
}
