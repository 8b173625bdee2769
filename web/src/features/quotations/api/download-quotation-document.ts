import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/ui/toaster';
import { fetchFile, saveFile } from '../../../lib/download';

/** GET quotation/:id/document: the PDF the customer is given, in the customer's language. */
export function downloadQuotationDocument(quotation: { id: string; number: string }) {
  return fetchFile(
    `quotation/${encodeURIComponent(quotation.id)}/document`,
    `quotation-${quotation.number}.pdf`,
  );
}

/**
 * Downloads a quotation's document through a signed request and hands it to the browser; says
 * which one is on its way (its button shows it) and why one failed.
 */
export function useQuotationDocument() {
  const { t } = useTranslation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const download = useCallback(
    async (quotation: { id: string; number: string }) => {
      setPendingId(quotation.id);
      try {
        saveFile(await downloadQuotationDocument(quotation));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        void toastError(t('quotations.document.failed', { number: quotation.number, message }));
      } finally {
        setPendingId((current) => (current === quotation.id ? null : current));
      }
    },
    [t],
  );
  return { download, pendingId };
}
