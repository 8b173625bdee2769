import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/ui/toaster';

/** Downloads an Excel with the screen's query; a failure is told in a toast. */
export function ExportButton({ text, onExport }: { text: string; onExport: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<ExportIcon />}
      text={text}
      loading={busy}
      onClick={() => {
        setBusy(true);
        onExport()
          .catch((error: Error) => toastError(t('wages.list.exportFailed', { message: error.message })))
          .finally(() => setBusy(false));
      }}
    />
  );
}
