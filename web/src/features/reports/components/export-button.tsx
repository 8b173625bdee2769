import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/ui/toaster';

/** Exports a table to Excel with its filters; a failure is told in a toast. */
export function ExportButton({ onExport }: { onExport: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<ExportIcon />}
      text={t('reports.filters.export')}
      loading={busy}
      onClick={() => {
        setBusy(true);
        onExport()
          .catch((error: Error) => toastError(t('reports.filters.exportFailed', { message: error.message })))
          .finally(() => setBusy(false));
      }}
    />
  );
}
