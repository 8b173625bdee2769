import './inspection.css';
import { HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LOT_STATUSES, type Locale, type LotStatus, type LotView, TEMPLATE_KINDS } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { type ColumnExport, type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { QueryTablePage, type QueryTablePageProps } from '../../../components/ui/query-table-page';
import { formatDateTime } from '../../../lib/format';

const tag = (locale: Locale) => (locale === 'cn' ? 'zh-CN' : 'en-US');

const UNITS = ['meter', 'piece', 'kg', 'impression'] as const;

/** A unit's short text (pcs, m, kg, impressions); an unknown one as it is. */
export const unitText = (unit: string, t: TFunction): string =>
  (UNITS as readonly string[]).includes(unit)
    ? t(`inspection.units.${unit as (typeof UNITS)[number]}`)
    : unit;

/** A quantity column in Excel: "10000 pcs" (the number, then the unit's short text). */
export const quantityExport = (t: TFunction, field = 'quantity'): ColumnExport => ({
  field: [field, 'unit'],
  labels: labelsOf(UNITS, (unit) => t(`inspection.units.${unit}`)),
});

/** A lot's status in Excel, in the reader's words. */
export const statusExport = (t: TFunction): ColumnExport => ({
  field: 'status',
  labels: labelsOf(LOT_STATUSES, (status) => t(`inspection.statuses.${status}`)),
});

/** "10,000 pcs". */
export const quantityOf = (quantity: number, unit: string, t: TFunction, locale: Locale): string =>
  `${quantity.toLocaleString(tag(locale))} ${unitText(unit, t)}`;

/** "HT-2026-0001 lot 2". */
export const lotName = (lot: Pick<LotView, 'orderNumber' | 'n'>, t: TFunction): string =>
  t('inspection.lotName', { number: lot.orderNumber, n: lot.n });

export const STATUS_INTENT: Readonly<Record<LotStatus, Intent>> = {
  waiting: Intent.PRIMARY,
  passed: Intent.SUCCESS,
  failed: Intent.DANGER,
  rework: Intent.WARNING,
  supplementary: Intent.WARNING,
  concessionPending: Intent.WARNING,
  conceded: Intent.SUCCESS,
  concessionRejected: Intent.DANGER,
  closed: Intent.NONE,
};

export function StatusTag({ status }: { status: LotStatus }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={STATUS_INTENT[status]}>
      {t(`inspection.statuses.${status}`)}
    </Tag>
  );
}

export function ResultTag({ result }: { result: 'passed' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <Tag intent={result === 'passed' ? Intent.SUCCESS : Intent.DANGER}>
      {t(`inspection.results.${result}`)}
    </Tag>
  );
}

/**
 * The columns every lot list starts with: the order's number (a link that opens the lot), the
 * customer, the bag type, the lot's number and its quantity.
 */
export function lotColumns(
  t: TFunction,
  locale: Locale,
  open: (lot: LotView) => void,
): TableColumn<LotView>[] {
  return [
    {
      key: 'number',
      title: t('inspection.columns.number'),
      render: (lot) => (
        <a
          href="#"
          onClick={(event) => {
            event.preventDefault();
            open(lot);
          }}
        >
          {lot.orderNumber}
        </a>
      ),
      width: 200,
      export: { field: 'orderNumber' },
    },
    {
      key: 'customer',
      title: t('inspection.columns.customer'),
      render: (lot) => lot.customerName,
      export: { field: 'customerName' },
    },
    {
      key: 'bagType',
      title: t('inspection.columns.bagType'),
      render: (lot) => t(`inspection.bagTypes.${lot.templateKind}`),
      export: {
        field: 'templateKind',
        labels: labelsOf(TEMPLATE_KINDS, (kind) => t(`inspection.bagTypes.${kind}`)),
      },
    },
    {
      key: 'lot',
      title: t('inspection.columns.lot'),
      render: (lot) => lot.n,
      width: 60,
      export: { field: 'n', kind: 'number' },
    },
    {
      key: 'quantity',
      title: t('inspection.columns.quantity'),
      render: (lot) => <span className="pf-qc-num">{quantityOf(lot.quantity, lot.unit, t, locale)}</span>,
      export: quantityExport(t),
    },
  ];
}

/** The arrival column (and its source). */
export const arrivedColumns = (t: TFunction, locale: Locale): TableColumn<LotView>[] => [
  {
    key: 'source',
    title: t('inspection.columns.source'),
    render: (lot) => t(`inspection.sources.${lot.source}`),
    export: {
      field: 'source',
      labels: { production: t('inspection.sources.production'), rework: t('inspection.sources.rework') },
    },
  },
  {
    key: 'arrived',
    title: t('inspection.columns.arrived'),
    render: (lot) => formatDateTime(lot.arrivedAt, locale),
    width: 150,
    export: { field: 'arrivedAt', kind: 'datetime' },
  },
];

/**
 * A quality list's page: the title, the search box (and the choice of list where a screen has
 * two), the paged table (cards on a phone, touch sized), the failure or the empty text, and the
 * dialog while one is open.
 */
export function QualityListPage<Row>({
  search,
  views,
  ...page
}: Omit<QueryTablePageProps<Row>, 'touchClass' | 'toolbar'> & {
  search: { input: string; setInput: (value: string) => void };
  views?: {
    label: string;
    value: string;
    choices: { value: string; label: string }[];
    onChange: (v: string) => void;
  };
}) {
  const { t } = useTranslation();
  return (
    <QueryTablePage
      {...page}
      touchClass="pf-qc-touch"
      toolbar={
        <>
          {views && (
            <HTMLSelect
              aria-label={views.label}
              value={views.value}
              options={views.choices}
              onChange={(event) => views.onChange(event.currentTarget.value)}
            />
          )}
          <KeywordInput label={t('inspection.search')} search={search} />
        </>
      }
    />
  );
}
