import { useTranslation } from 'react-i18next';
import type { SyssetHistoryEntry } from '@packflow/contracts';
import { ChangeLines, HistoryCard, useHistoryPaging } from '../../../components/history-card';
import { useSyssetHistory } from '../api/get-sysset-history';

/** /Sysset: who changed which setting, in which role, from what to what ("Image host: (empty) → https://…"). */
export function SyssetHistory() {
  const { t } = useTranslation();
  const paging = useHistoryPaging();
  const show = (value: unknown): string => {
    if (value === true) return t('common.yes');
    if (value === false) return t('common.no');
    if (value === null || value === undefined || value === '') return t('common.empty');
    return String(value);
  };
  const describe = (entry: SyssetHistoryEntry) => (
    <ChangeLines
      texts="sysset.history"
      lines={entry.changes.map((change) => ({
        field: t(`sysset.fields.${change.field}`, { defaultValue: change.field }),
        from: show(change.from),
        to: show(change.to),
      }))}
    />
  );
  return (
    <HistoryCard
      className="pf-sysset-history"
      texts="sysset.history"
      query={useSyssetHistory(paging.page, paging.size)}
      paging={paging}
      showRole
      describe={describe}
    />
  );
}
