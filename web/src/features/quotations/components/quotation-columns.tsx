import { Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BAG_TYPES,
  type Locale,
  MAKES,
  PRINTING_TYPES,
  QUOTATION_STATUSES,
  type QuotationRow,
  type QuotationStatus,
} from '@packflow/contracts';
import { type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { formatDay } from '../../../lib/format';
import { STATUS_INTENT, formatDecimal, formatMoney, formatRatio, formatUnitPrice } from '../format';
import { quotationDetailPath } from '../paths';

/** "Stand-up pouch" for a bag, "Roll film" for roll film. */
export const productLabel = (row: Pick<QuotationRow, 'make' | 'bagType'>, t: TFunction): string =>
  row.make === 'coiled' || row.bagType === null
    ? t(`quotations.makes.${row.make}`)
    : t(`quotations.bagTypes.${row.bagType}`);

/** A quotation's review status, coloured: amber pending, green approved, red rejected. */
export function StatusTag({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={STATUS_INTENT[status]}>
      {t(`quotations.status.${status}`)}
    </Tag>
  );
}

/**
 * The columns both quotation lists share, narrow enough that a 1440-pixel screen shows them with
 * the actions: the printing type goes with the bag type, the revision with the number, the day
 * alone (the time is on the detail).
 */
export function quotationColumns(t: TFunction, locale: Locale): TableColumn<QuotationRow>[] {
  // The printing type, then the bag type (a roll reads "Roll film").
  const product = {
    ...labelsOf(PRINTING_TYPES, (p) => t(`quotations.printingTypes.${p}`)),
    ...labelsOf(MAKES, (m) => (m === 'bag' ? '' : t(`quotations.makes.${m}`))),
    ...labelsOf(BAG_TYPES, (b) => t(`quotations.bagTypes.${b}`)),
  };
  return [
    {
      key: 'number',
      title: t('quotations.columns.number'),
      render: (row) => (
        <>
          <Link to={quotationDetailPath(row.id)}>{row.number}</Link>
          {row.revisionNo > 1 && (
            <span className="pf-muted-inline"> {t('quotations.revision', { no: row.revisionNo })}</span>
          )}
        </>
      ),
      width: 190,
      export: { field: 'number' },
    },
    {
      key: 'customer',
      title: t('quotations.columns.customer'),
      render: (row) => row.customerName ?? '—',
      export: { field: 'customerName' },
    },
    {
      key: 'product',
      title: t('quotations.columns.product'),
      render: (row) => `${t(`quotations.printingTypes.${row.quotation_type}`)} · ${productLabel(row, t)}`,
      width: 150,
      export: { field: ['quotation_type', 'make', 'bagType'], labels: product },
    },
    {
      key: 'quantity',
      title: t('quotations.columns.quantity'),
      render: (row) => <span className="pf-num">{formatDecimal(row.quantity, 0)}</span>,
      width: 76,
      export: { field: 'quantity', kind: 'number' },
    },
    {
      key: 'final',
      title: t('quotations.columns.finalPrice'),
      render: (row) => <span className="pf-num">{formatMoney(row.price_end, row.currency)}</span>,
      width: 106,
      export: { field: 'price_end', kind: 'money' },
    },
    {
      key: 'unit',
      title: t('quotations.columns.unitPrice'),
      render: (row) => (
        <span className="pf-num">
          {formatUnitPrice(row.price_unit_end, row.currency)}
          {t(`quotations.unitSuffix.${row.maketype}`)}
        </span>
      ),
      width: 100,
      export: { field: 'price_unit_end', kind: 'number' },
    },
    {
      key: 'ratio',
      title: t('quotations.columns.ratio'),
      render: (row) => formatRatio(row.ratio),
      width: 56,
      export: { field: 'ratio', kind: 'number' },
    },
    {
      key: 'status',
      title: t('quotations.columns.status'),
      render: (row) => (
        <span
          title={
            row.contractNumber
              ? t('quotations.underContract', { number: row.contractNumber })
              : row.superseded
                ? t('quotations.superseded')
                : undefined
          }
        >
          <StatusTag status={row.status} />
          {row.superseded && <span className="pf-muted-inline"> ↑</span>}
          {row.contractNumber && (
            <Tag minimal intent="primary" className="pf-contract-mark">
              {t('quotations.underContractShort')}
            </Tag>
          )}
        </span>
      ),
      width: 110,
      export: { field: 'status', labels: labelsOf(QUOTATION_STATUSES, (v) => t(`quotations.status.${v}`)) },
    },
    {
      key: 'created',
      title: t('quotations.columns.created'),
      render: (row) => formatDay(row.createdAt, locale),
      width: 104,
      export: { field: 'createdAt', kind: 'date' },
    },
  ];
}
