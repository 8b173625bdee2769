import './shipping.css';
import { useMemo } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHIPPING_STATUSES, type ShippingRow } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, usePaging, labelsOf } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { type ShippingListStatus, useShippingList } from '../api/shipping';
import { ShippingDrawer } from './shipping-drawer';
import { SHIPPING_PATHS, blockText, quantityText } from './shipping-words';
import { useUrlKeyword, useUrlParam } from '../../../lib/use-url-state';

const statusOfPath = (path: string): ShippingListStatus => (path === SHIPPING_PATHS.sent ? 'sent' : 'wait');

/**
 * /OrderLogistics/Wait (the warehouse's landing: orders with something to ship, or blocked, each
 * block in words) and /OrderLogistics/Send (orders with shipments, the last one first). No prices.
 * A row opens the order's shipping in a drawer; the search and the open order live in the URL.
 */
export function ShippingListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const status = statusOfPath(useLocation().pathname);
  const paging = usePaging(`shipping-${status}`);
  const search = useUrlKeyword(paging.firstPage);
  const [open, setOpen] = useUrlParam('order');
  const list = useShippingList({ status, keyword: search.keyword, page: paging.page, size: paging.size });

  const columns = useMemo((): TableColumn<ShippingRow>[] => {
    const qty = (key: 'ordered' | 'inspected' | 'shipped' | 'remaining'): TableColumn<ShippingRow> => ({
      key,
      title: t(`shipping.columns.${key}`),
      render: (row) => <span className="pf-ship-num">{quantityText(row[key], row.unit, t, locale)}</span>,
      export: { field: key, kind: 'number' },
    });
    const base: TableColumn<ShippingRow>[] = [
      {
        key: 'order',
        title: t('shipping.columns.order'),
        render: (row) => (
          <a
            href="#"
            onClick={(event) => {
              event.preventDefault();
              setOpen(row.orderId);
            }}
          >
            {row.orderNumber}
          </a>
        ),
        width: 200,
        export: { field: 'orderNumber' },
      },
      {
        key: 'customer',
        title: t('shipping.columns.customer'),
        render: (row) => row.customerName,
        export: { field: 'customerName' },
      },
    ];
    if (status === 'wait')
      return [
        ...base,
        qty('ordered'),
        qty('inspected'),
        qty('shipped'),
        qty('remaining'),
        {
          key: 'blocks',
          title: t('shipping.columns.blocks'),
          render: (row) => <BlockTags row={row} />,
          width: 420,
          export: false,
        },
      ];
    return [
      ...base,
      qty('shipped'),
      {
        key: 'status',
        title: t('shipping.columns.status'),
        render: (row) => t(`shipping.status.${row.status}`),
        export: { field: 'status', labels: labelsOf(SHIPPING_STATUSES, (v) => t(`shipping.status.${v}`)) },
      },
      {
        key: 'waybill',
        title: t('shipping.columns.lastWaybill'),
        render: (row) => row.lastWaybill ?? '—',
        export: { field: 'lastWaybill' },
      },
      {
        key: 'date',
        title: t('shipping.columns.lastShipped'),
        render: (row) => (row.lastShippedAt ? formatDateTime(row.lastShippedAt, locale) : '—'),
        width: 150,
        export: { field: 'lastShippedAt', kind: 'datetime' },
      },
    ];
  }, [t, locale, status, setOpen]);

  return (
    <Page title={t(`shipping.titles.${status}`)}>
      <div className="pf-ship-touch">
        <PagedTable
          phoneCards
          label={t(status === 'wait' ? 'shipping.list.label' : 'shipping.list.sentLabel')}
          columns={columns}
          rows={list.data?.rows}
          pageInfo={list.data?.pageInfo}
          loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
          onPage={paging.onPage}
          rowKey={(row) => row.orderId}
          actions={(row) => (
            <Button
              variant="minimal"
              icon={<EyeOpenIcon />}
              aria-label={t('shipping.list.open', { number: row.orderNumber })}
              title={t('shipping.list.open', { number: row.orderNumber })}
              onClick={() => setOpen(row.orderId)}
            />
          )}
          empty={
            list.isError
              ? t('common.loadFailed', { message: list.error.message })
              : t(status === 'wait' ? 'shipping.list.emptyWait' : 'shipping.list.emptySent')
          }
          toolbar={<KeywordInput label={t('shipping.list.search')} search={search} />}
          exportList={{
            path: 'shipping',
            params: { status, keyword: search.keyword },
            fileName: t(`shipping.titles.${status}`),
          }}
        />
      </div>
      {open && <ShippingDrawer orderId={open} onClose={() => setOpen('')} />}
    </Page>
  );
}

/** A row's blocks in words (or "Ready to ship"), and the approvals waiting. */
function BlockTags({ row }: { row: ShippingRow }) {
  const { t } = useTranslation();
  return (
    <span className="pf-ship-tags">
      {row.blocks.length === 0 ? (
        <Tag minimal intent="success">
          {t('shipping.ready')}
        </Tag>
      ) : (
        row.blocks.map((block) => (
          <Tag key={block} minimal intent="warning" className="pf-ship-block">
            {blockText(block, t)}
          </Tag>
        ))
      )}
      {row.pendingApprovals.length > 0 && (
        <Tag minimal intent="primary">
          {t('shipping.list.pending', {
            kinds: row.pendingApprovals.map((k) => t(`shipping.approvalKinds.${k}`)).join(', '),
          })}
        </Tag>
      )}
    </span>
  );
}
