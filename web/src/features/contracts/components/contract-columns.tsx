import { Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import {
  type ContractRow,
  type Locale,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  formatMoney,
} from '@packflow/contracts';
import { type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { formatDay } from '../../../lib/format';

/** "Digital printing · with tax". */
export const contractTypeLabel = (row: Pick<ContractRow, 'printingType' | 'taxed'>, t: TFunction): string =>
  `${t(`contracts.printingTypes.${row.printingType}`)} · ${t(row.taxed ? 'contracts.taxed.yes' : 'contracts.taxed.no')}`;

/** The contract list's columns. */
export function contractColumns(
  t: TFunction,
  locale: Locale,
  onOpen: (id: string) => void,
): TableColumn<ContractRow>[] {
  return [
    {
      key: 'number',
      title: t('contracts.columns.number'),
      render: (row) => (
        <a
          href={`?id=${encodeURIComponent(row.id)}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(row.id);
          }}
        >
          {row.number}
        </a>
      ),
      width: 190,
      export: { field: 'number' },
    },
    {
      key: 'customer',
      title: t('contracts.columns.customer'),
      render: (row) => row.customerName,
      export: { field: 'customerName' },
    },
    {
      key: 'type',
      title: t('contracts.columns.type'),
      render: (row) => contractTypeLabel(row, t),
      width: 150,
      export: {
        field: ['printingType', 'taxed'],
        labels: {
          ...labelsOf(PRINTING_TYPES, (p) => t(`contracts.printingTypes.${p}`)),
          true: t('contracts.taxed.yes'),
          false: t('contracts.taxed.no'),
        },
      },
    },
    {
      key: 'terms',
      title: t('contracts.columns.paymentTerms'),
      render: (row) => t(`contracts.paymentTerms.${row.paymentTerms}`),
      width: 120,
      export: {
        field: 'paymentTerms',
        labels: labelsOf(PAYMENT_TERMS, (v) => t(`contracts.paymentTerms.${v}`)),
      },
    },
    {
      key: 'total',
      title: t('contracts.columns.total'),
      render: (row) => <span className="pf-contract-num">{formatMoney(row.total, row.currency)}</span>,
      width: 120,
      export: { field: 'total', kind: 'money' },
    },
    {
      key: 'quotations',
      title: t('contracts.columns.quotations'),
      render: (row) =>
        row.quotationNumbers.map((n) => (
          <Tag key={n} minimal className="pf-contract-tag">
            {n}
          </Tag>
        )),
      width: 260,
      export: { field: 'quotationNumbers' },
    },
    {
      key: 'owner',
      title: t('contracts.columns.owner'),
      render: (row) => row.ownerName ?? '—',
      width: 110,
      export: { field: 'ownerName' },
    },
    {
      key: 'created',
      title: t('contracts.columns.created'),
      render: (row) => formatDay(row.createdAt, locale),
      width: 104,
      export: { field: 'createdAt', kind: 'date' },
    },
  ];
}
