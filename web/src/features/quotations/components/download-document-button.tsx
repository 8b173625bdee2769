import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../lib/session-view';
import { useQuotationDocument } from '../api/download-quotation-document';

/**
 * "Download PDF": the quotation document the customer is given (in the customer's language,
 * without cost figures), for whoever may read the quotation: salesmen, supervisors, traders.
 */
export function DownloadDocumentButton({ quotation }: { quotation: { id: string; number: string } }) {
  const { t } = useTranslation();
  const may = useMay();
  const { download, pendingId } = useQuotationDocument();
  if (!may('GET@quotation/:id/document')) return null;
  return (
    <Button
      icon={<DownloadIcon />}
      text={t('quotations.buttons.download')}
      title={t('quotations.document.hint')}
      loading={pendingId === quotation.id}
      onClick={() => void download(quotation)}
    />
  );
}
