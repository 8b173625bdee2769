import { Intent, ProgressBar, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import {
  ARTWORK_STATUSES,
  BAG_TYPES,
  type Locale,
  MAKES,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderRow,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  STAGE_KINDS,
  formatMoney,
} from '@packflow/contracts';
import { type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { formatDay } from '../../../lib/format';
import { orderDetailHref } from '../paths';
import { percentOf } from './order-production';

/** "Stand-up pouch" or "Roll film". */
export const productOf = (row: Pick<OrderRow, 'make' | 'bagType'>, t: TFunction): string =>
  row.make === 'coiled' || !row.bagType ? t(`orders.makes.${row.make}`) : t(`orders.bagTypes.${row.bagType}`);

/** "10,000 /pc". */
export const quantityOf = (row: Pick<OrderRow, 'quantity' | 'unit'>, t: TFunction, locale: Locale): string =>
  `${row.quantity.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US')} ${t(`orders.unitSuffix.${row.unit}`)}`;

/** Where an order stands: its list's name, or how it closed. */
export const statusOf = (row: Pick<OrderRow, 'status' | 'closing'>, t: TFunction): string =>
  row.closing ? t(`orders.closing.${row.closing}`) : t(`orders.status.${row.status}`);

/** The order lists' columns (the cancel review adds its reason and time). */
export function orderColumns(
  t: TFunction,
  locale: Locale,
  onOpen: (id: string) => void,
  extra: readonly TableColumn<OrderRow>[] = [],
): TableColumn<OrderRow>[] {
  const yesNo = { true: t('common.yes'), false: t('common.no') };
  // A bag reads as its bag type, a roll as "Roll film"; then its printing type.
  const product = {
    ...labelsOf(MAKES, (m) => (m === 'bag' ? '' : t(`orders.makes.${m}`))),
    ...labelsOf(BAG_TYPES, (b) => t(`orders.bagTypes.${b}`)),
    ...labelsOf(PRINTING_TYPES, (p) => t(`orders.printingTypes.${p}`)),
  };
  return [
    {
      key: 'number',
      title: t('orders.columns.number'),
      render: (row) => (
        <a
          href={orderDetailHref(row.id)}
          onClick={(event) => {
            event.preventDefault();
            onOpen(row.id);
          }}
        >
          {row.number}
        </a>
      ),
      width: 200,
      export: { field: 'number' },
    },
    {
      key: 'customer',
      title: t('orders.columns.customer'),
      render: (row) => row.customerName,
      export: { field: 'customerName' },
    },
    ...extra,
    {
      key: 'product',
      title: t('orders.columns.product'),
      render: (row) => `${productOf(row, t)} · ${t(`orders.printingTypes.${row.printingType}`)}`,
      export: { field: ['make', 'bagType', 'printingType'], labels: product },
    },
    {
      key: 'type',
      title: t('orders.columns.type'),
      render: (row) =>
        row.type === 'supplementary' ? (
          <Tag minimal intent="warning">
            {t('orders.types.supplementary')}
          </Tag>
        ) : (
          t('orders.types.normal')
        ),
      width: 110,
      export: { field: 'type', labels: labelsOf(ORDER_TYPES, (v) => t(`orders.types.${v}`)) },
    },
    {
      key: 'sampling',
      title: t('orders.columns.sampling'),
      // As the salesman chose it on the contract; '—' for orders of contracts made before it was asked.
      render: (row) => (row.sampling === null ? '—' : t(row.sampling ? 'common.yes' : 'common.no')),
      width: 80,
      export: { field: 'sampling', labels: yesNo },
    },
    {
      key: 'quantity',
      title: t('orders.columns.quantity'),
      render: (row) => <span className="pf-order-num">{quantityOf(row, t, locale)}</span>,
      export: { field: 'quantity', kind: 'number' },
    },
    {
      key: 'total',
      title: t('orders.columns.total'),
      render: (row) => <span className="pf-order-num">{formatMoney(row.total, row.currency)}</span>,
      export: { field: 'total', kind: 'money' },
    },
    {
      key: 'terms',
      title: t('orders.columns.terms'),
      render: (row) => t(`orders.paymentTerms.${row.paymentTerms}`),
      export: {
        field: 'paymentTerms',
        labels: labelsOf(PAYMENT_TERMS, (v) => t(`orders.paymentTerms.${v}`)),
      },
    },
    {
      key: 'artwork',
      title: t('orders.columns.artwork'),
      render: (row) => t(`orders.artwork.${row.artworkStatus}`),
      export: { field: 'artworkStatus', labels: labelsOf(ARTWORK_STATUSES, (v) => t(`orders.artwork.${v}`)) },
    },
    {
      key: 'contract',
      title: t('orders.columns.contract'),
      render: (row) => row.contractNumber,
      width: 190,
      export: { field: 'contractNumber' },
    },
    {
      key: 'status',
      title: t('orders.columns.status'),
      render: (row) => statusOf(row, t),
      width: 110,
      export: { field: 'status', labels: labelsOf(ORDER_STATUSES, (v) => t(`orders.status.${v}`)) },
    },
    {
      key: 'owner',
      title: t('orders.columns.owner'),
      render: (row) => row.ownerName ?? '—',
      width: 110,
      export: { field: 'ownerName' },
    },
    {
      key: 'created',
      title: t('orders.columns.created'),
      render: (row) => formatDay(row.createdAt, locale),
      width: 104,
      export: { field: 'createdAt', kind: 'date' },
    },
  ];
}

/**
 * /Order/Product's columns: the stage each order is at and its progress through its stages (the
 * production read model's, on the row); '—' while the factory has not reported on it yet.
 */
export function productionColumns(t: TFunction, locale: Locale): TableColumn<OrderRow>[] {
  return [
    {
      key: 'stage',
      title: t('orders.columns.stage'),
      render: (row) => (row.productionStage ? t(`orders.production.stageKinds.${row.productionStage}`) : '—'),
      width: 110,
      export: {
        field: 'productionStage',
        labels: labelsOf(STAGE_KINDS, (k) => t(`orders.production.stageKinds.${k}`)),
      },
    },
    {
      key: 'progress',
      title: t('orders.columns.progress'),
      render: (row) =>
        typeof row.productionProgress === 'number' ? (
          <span className="pf-order-progress">
            <ProgressBar
              value={Math.min(1, Math.max(0, row.productionProgress))}
              intent={Intent.PRIMARY}
              animate={false}
              stripes={false}
              aria-label={t('orders.production.progressOf', { number: row.number })}
            />
            <span className="pf-order-num">{percentOf(row.productionProgress, locale)}</span>
          </span>
        ) : (
          '—'
        ),
      width: 150,
      export: { field: 'productionProgress', kind: 'number' },
    },
  ];
}
