import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  type ContractLine,
  MATERIAL_FIELDS,
  formatDecimal,
  formatMoney,
  formatUnitPrice,
} from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useContractDocument } from '../api/download-contract-document';
import { useContract, useContractOrders } from '../api/get-contracts';
import { RecordReceiptDialog } from '../../../components/receipts';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { useMay } from '../../../lib/session-view';
import { contractTypeLabel } from './contract-columns';

/** A line's product: "Stand-up pouch" or "Roll film". */
function ProductCell({ line }: { line: ContractLine }) {
  const { t } = useTranslation();
  return (
    <>
      {line.make === 'coiled' || !line.bagType
        ? t(`contracts.makes.${line.make}`)
        : t(`contracts.bagTypes.${line.bagType}`)}
    </>
  );
}

/** The layers as quoted, printing layer first ("PET 12 / PE 80"). */
function layersOf(line: ContractLine, english: boolean): string {
  return MATERIAL_FIELDS.map((field) => line.snapshot.materials[field])
    .map((m) => (english ? m?.englishName : m?.name))
    .filter(Boolean)
    .join(' / ');
}

/** One contract: who, what type and terms, and its quotations as copied (never priced again). */
export function ContractDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useContract(id);
  const c = query.data;
  const documents = useContractDocument();
  const may = useMay();
  const mayDownload = may('GET@contract/:id/document');
  const mayReceipt = may('POST@finance/receipt');
  const orders = useContractOrders(id, may('GET@order'));
  const [recording, setRecording] = useState(false);
  return (
    <Dialog
      isOpen
      title={c ? t('contracts.detail.title', { number: c.number }) : t('contracts.title')}
      onClose={onClose}
      className="pf-contract-dialog"
    >
      <DialogBody>
        {query.isError && <p role="alert">{t('common.loadFailed', { message: query.error.message })}</p>}
        {query.isLoading && <Spinner size={24} />}
        {c && (
          <>
            <dl className="pf-contract-facts">
              <dt>{t('contracts.detail.customer')}</dt>
              <dd>{c.customerName}</dd>
              <dt>{t('contracts.detail.type')}</dt>
              <dd>{contractTypeLabel(c, t)}</dd>
              <dt>{t('contracts.detail.paymentTerms')}</dt>
              <dd>{t(`contracts.paymentTerms.${c.paymentTerms}`)}</dd>
              <dt>{t('contracts.detail.total')}</dt>
              <dd className="pf-contract-num">{formatMoney(c.total, c.currency)}</dd>
              <dt>{t('contracts.detail.language')}</dt>
              <dd>{t(`contracts.detail.languages.${c.language}`)}</dd>
              <dt>{t(c.ownerRole === 'Traders' ? 'contracts.detail.trader' : 'contracts.detail.owner')}</dt>
              <dd>{c.ownerName ?? '—'}</dd>
              <dt>{t('contracts.detail.created')}</dt>
              <dd>{formatDateTime(c.createdAt, locale)}</dd>
            </dl>
            <h4>{t('contracts.detail.lines')}</h4>
            <div className="pf-contract-lines">
              <HTMLTable compact striped>
                <thead>
                  <tr>
                    <th>{t('contracts.columns.quotation')}</th>
                    <th>{t('contracts.columns.product')}</th>
                    <th>{t('contracts.columns.layers')}</th>
                    <th>{t('contracts.columns.quantity')}</th>
                    <th>{t('contracts.columns.unitPrice')}</th>
                    <th>{t('contracts.columns.lineTotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.lines.map((line) => (
                    <tr key={line.quotationId}>
                      <td>{line.quotationNumber}</td>
                      <td>
                        <ProductCell line={line} />
                      </td>
                      <td>{layersOf(line, locale === 'en')}</td>
                      <td className="pf-contract-num">{formatDecimal(line.quantity, 0)}</td>
                      <td className="pf-contract-num">
                        {formatUnitPrice(line.unitPrice, c.currency)}
                        {t(`contracts.unitSuffix.${line.unit}`)}
                      </td>
                      <td className="pf-contract-num">{formatMoney(line.total, c.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <h4>{t('contracts.detail.orders')}</h4>
            <p>
              {orders.data?.length
                ? orders.data.map((order) => (
                    <Link
                      key={order.id}
                      className="pf-contract-tag"
                      to={`/Order/Detail?id=${encodeURIComponent(order.id)}`}
                    >
                      {order.number}
                    </Link>
                  ))
                : t('contracts.detail.noOrders')}
            </p>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {c && mayReceipt && c.actions.includes('recordReceipt') && (
              <Button text={t('contracts.detail.recordReceipt')} onClick={() => setRecording(true)} />
            )}
            {c && mayDownload && c.actions.includes('download') && (
              <Button
                icon={<DownloadIcon />}
                text={t('contracts.detail.download')}
                loading={documents.pending}
                onClick={() => void documents.download(c)}
              />
            )}
            <Button text={t('contracts.detail.close')} onClick={onClose} />
          </>
        }
      />
      {c && recording && (
        <RecordReceiptDialog
          contractId={c.id}
          contractNumber={c.number}
          currency={c.currency}
          onClose={() => setRecording(false)}
        />
      )}
    </Dialog>
  );
}
