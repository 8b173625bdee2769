import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/ui/toaster';

/** Downloads the page's Excel with its query; a failure is told in a toast. */
export function ExportButton({ onExport, disabled }: { onExport: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<ExportIcon />}
      text={t('statistics.filters.export')}
      loading={busy}
      disabled={disabled}
      onClick={() => {
        setBusy(true);
        onExport()
          .catch((error: Error) =>
            toastError(t('statistics.filters.exportFailed', { message: error.message })),
          )
          .finally(() => setBusy(false));
      }}
    />
  );
}
