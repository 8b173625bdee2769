import type { ReactNode } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * Data once there is some (also while it refetches, or when only a refetch failed), else the
 * API's error with a retry, else a spinner.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t('common.loadFailed', { message: query.error.message })}
        action={
          <Button icon={<RefreshIcon />} text={t('common.retry')} onClick={() => void query.refetch()} />
        }
      />
    );
  }
  return <Loading />;
}

export function Loading() {
  const { t } = useTranslation();
  return <NonIdealState icon={<Spinner size={32} />} title={t('app.loading')} />;
}
