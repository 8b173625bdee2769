import { Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Locale, QuotationRow, QuotationStatus } from '@packflow/contracts';
import type { TableColumn } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { STATUS_INTENT, formatDecimal, formatMoney, formatRatio } from '../format';
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

/** The columns both quotation lists share; `who` adds the salesman (supervisors see many). */
export function quotationColumns(
  t: TFunction,
  locale: Locale,
  { who = false } = {},
): TableColumn<QuotationRow>[] {
  const columns: (TableColumn<QuotationRow> | false)[] = [
    {
      key: 'number',
      title: t('quotations.columns.number'),
      render: (row) => <Link to={quotationDetailPath(row.id)}>{row.number}</Link>,
      width: 170,
    },
    who && {
      key: 'salesman',
      title: t('quotations.columns.salesman'),
      render: (row) => row.ownerName ?? '',
      width: 100,
    },
    { key: 'customer', title: t('quotations.columns.customer'), render: (row) => row.customerName ?? '—' },
    {
      key: 'type',
      title: t('quotations.columns.type'),
      render: (row) => t(`quotations.printingTypes.${row.quotation_type}`),
      width: 90,
    },
    {
      key: 'product',
      title: t('quotations.columns.product'),
      render: (row) => productLabel(row, t),
      width: 120,
    },
    {
      key: 'quantity',
      title: t('quotations.columns.quantity'),
      render: (row) => <span className="pf-num">{formatDecimal(row.quantity, 0)}</span>,
      width: 90,
    },
    {
      key: 'final',
      title: t('quotations.columns.finalPrice'),
      render: (row) => <span className="pf-num">{formatMoney(row.price_end, row.currency)}</span>,
      width: 120,
    },
    {
      key: 'unit',
      title: t('quotations.columns.unitPrice'),
      render: (row) => (
        <span className="pf-num">
          {formatMoney(row.price_unit_end, row.currency)}
          {t(`quotations.unitSuffix.${row.maketype}`)}
        </span>
      ),
      width: 120,
    },
    {
      key: 'ratio',
      title: t('quotations.columns.ratio'),
      render: (row) => formatRatio(row.ratio),
      width: 70,
    },
    {
      key: 'status',
      title: t('quotations.columns.status'),
      render: (row) => <StatusTag status={row.status} />,
      width: 100,
    },
    {
      key: 'revision',
      title: t('quotations.columns.revision'),
      render: (row) =>
        `${t('quotations.revision', { no: row.revisionNo })}${row.superseded ? ` · ${t('quotations.superseded')}` : ''}`,
      width: 110,
    },
    {
      key: 'created',
      title: t('quotations.columns.created'),
      render: (row) => formatDateTime(row.createdAt, locale),
      width: 150,
    },
  ];
  return columns.filter((c): c is TableColumn<QuotationRow> => c !== false);
}
