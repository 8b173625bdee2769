import '../orders.css';
import { useMemo, useState } from 'react';
import { Button, Callout, Checkbox, Intent } from '@blueprintjs/core';
import { EndorsedIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ORDER_TYPES, type OrderRow, type OrderType } from '@packflow/contracts';
import { RecordFilterBar, useRecordFilters } from '../../../components/record-filters';
import { useConfirm } from '../../../components/ui/confirm';
import { ChoiceFilter } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, usePaging } from '../../../components/ui/paged-table';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useMay } from '../../../lib/session-view';
import { useKeyword } from '../../../lib/use-keyword';
import { useOrderList } from '../api/get-orders';
import { orderDetailHref, statusOfPath } from '../paths';
import { orderColumns, productionColumns } from './order-columns';
import { useSignWithConfirm } from './use-sign-orders';

/**
 * /Order/Wait … /Order/Canceled: the signed-in person's orders of one step (the path says which),
 * filtered by number or customer, customer, type and dates, live. On /Order/Wait orders are
 * selected and signed together.
 */
export function OrderListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const status = statusOfPath(useLocation().pathname);
  const trader = useSession()?.user.role === 'Traders';
  const may = useMay();
  const paging = usePaging(`orders-${status}`);
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  const [type, setType] = useState<OrderType | ''>('');
  const filters = useRecordFilters(firstPage);
  const { customer, range } = filters;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirm, confirmDialog] = useConfirm();
  const signing = useSignWithConfirm(confirm);
  const list = useOrderList({
    status,
    type,
    customerId: customer?.id ?? '',
    keyword: search.keyword,
    from: range.from,
    to: range.to,
    page: paging.page,
    size: paging.size,
  });
  const rows = list.data?.rows;
  // Orders are signed together: those the server offers signing (the domain's orderActions).
  const signable = (rows ?? []).filter((r) => r.actions.includes('sign'));
  const maySign = may('POST@order/sign') && signable.length > 0;
  const open = (id: string) => navigate(orderDetailHref(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shown = signable.filter((r) => selected.has(r.id)).map((r) => r.id);
  const columns = useMemo(() => {
    const base = orderColumns(t, locale, open, status === 'product' ? productionColumns(t, locale) : []);
    if (!maySign) return base;
    const pick: TableColumn<OrderRow> = {
      key: 'select',
      title: '',
      render: (row) =>
        row.actions.includes('sign') && (
          <Checkbox
            aria-label={t('orders.list.select', { number: row.number })}
            checked={selected.has(row.id)}
            onChange={(event) => toggle(row.id, event.currentTarget.checked)}
            className="pf-order-check"
          />
        ),
      width: 40,
    };
    return [pick, ...base];
  }, [t, locale, maySign, selected, status]);

  const title = t(
    status === 'shipped' && trader ? 'orders.titles.shippedTraders' : `orders.titles.${status}`,
  );
  const toolbar = (
    <>
      <RecordFilterBar
        labels={{
          search: t('orders.list.search'),
          customer: t('orders.list.customerFilter'),
          from: t('orders.list.from'),
          to: t('orders.list.to'),
        }}
        search={search}
        filters={filters}
      >
        <ChoiceFilter<OrderType>
          label={t('orders.list.typeFilter')}
          allLabel={t('orders.list.allTypes')}
          value={type}
          choices={ORDER_TYPES.map((value) => ({ value, label: t(`orders.types.${value}`) }))}
          onChange={filters.refilter(setType)}
        />
      </RecordFilterBar>
      {maySign && (
        <span className="pf-order-selection">
          <Checkbox
            label={t('orders.list.selectAllShort')}
            title={t('orders.list.selectAll')}
            checked={shown.length === signable.length}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setSelected(new Set(on ? signable.map((r) => r.id) : []));
            }}
          />
          <Button
            intent={Intent.PRIMARY}
            icon={<EndorsedIcon />}
            text={t('orders.list.signCount', { count: shown.length })}
            disabled={shown.length === 0}
            loading={signing.pending}
            onClick={async () => {
              if (await signing.sign(shown)) setSelected(new Set());
            }}
          />
        </span>
      )}
    </>
  );

  return (
    <Page title={title}>
      {signing.refusal}
      {status === 'waitsend' && (rows?.length ?? 0) > 0 && (
        <Callout intent={Intent.PRIMARY} className="pf-order-waitsend">
          {t('orders.pendingShipments')}
        </Callout>
      )}
      <PagedTable
        phoneCards
        label={t('orders.list.label')}
        columns={columns}
        rows={rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        actions={(row) => (
          <Button
            size="small"
            variant="minimal"
            icon={<EyeOpenIcon />}
            aria-label={t('orders.actions.view', { number: row.number })}
            title={t('orders.actions.view', { number: row.number })}
            onClick={() => open(row.id)}
          />
        )}
        empty={
          list.isError ? t('common.loadFailed', { message: list.error.message }) : t('orders.list.empty')
        }
        toolbar={toolbar}
        exportList={{
          path: 'order',
          params: {
            status,
            type,
            customerId: customer?.id,
            keyword: search.keyword,
            from: range.from,
            to: range.to,
          },
          fileName: title,
        }}
      />
      {confirmDialog}
    </Page>
  );
}
