import { Callout, Intent, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Above a list of sheets: its load error, a spinner until the first page, or that it is empty. */
export function SheetListStatus({ list }: { list: UseQueryResult<{ rows: readonly unknown[] }> }) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {t('common.loadFailed', { message: list.error.message })}
        </Callout>
      )}
      {list.data === undefined && !list.isError && <Spinner size={24} aria-label={t('wages.list.label')} />}
      {list.data !== undefined && list.data.rows.length === 0 && (
        <p className="pf-wage-muted">{t('wages.list.empty')}</p>
      )}
    </>
  );
}
