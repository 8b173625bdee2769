import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/ui/toaster';
import { fetchFile, saveFile } from '../../../lib/download';

/** GET contract/:id/document: the PDF the customer signs, in the customer's language; says why one failed. */
export function useContractDocument() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  async function download(contract: { id: string; number: string }) {
    setPending(true);
    try {
      saveFile(
        await fetchFile(
          `contract/${encodeURIComponent(contract.id)}/document`,
          `contract-${contract.number}.pdf`,
        ),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      void toastError(t('contracts.detail.downloadFailed', { number: contract.number, message }));
    } finally {
      setPending(false);
    }
  }
  return { download, pending };
}
