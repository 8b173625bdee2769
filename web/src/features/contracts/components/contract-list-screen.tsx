import '../contracts.css';
import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PRINTING_TYPES, type PrintingType } from '@packflow/contracts';
import { RecordFilterBar, useRecordFilters } from '../../../components/record-filters';
import { ChoiceFilter, NewButton } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging } from '../../../components/ui/paged-table';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { useKeyword } from '../../../lib/use-keyword';
import { useContractList } from '../api/get-contracts';
import { contractColumns } from './contract-columns';
import { ContractDetailDialog } from './contract-detail-dialog';
import { MakeContractDialog } from './make-contract-dialog';

/** Quotation ids in the address (`?make=a,b`): the quotation list's "make a contract". */
const idsParam = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 50);

/**
 * /Contract: the signed-in person's contracts (a supervisor's: his salesmen's), filtered by number,
 * quotation number or customer name, customer, contract type and dates; one contract with its
 * lines; a salesman or trader makes a new one from approved quotations of one customer.
 */
export function ContractListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const may = useMay();
  const paging = usePaging('contracts');
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<PrintingType | ''>('');
  const filters = useRecordFilters(firstPage);
  const { customer, range } = filters;
  const list = useContractList({
    type,
    customerId: customer?.id ?? '',
    keyword: search.keyword,
    from: range.from,
    to: range.to,
    page: paging.page,
    size: paging.size,
  });
  const mayMake = may('POST@contract');
  const viewing = params.get('id');
  const chosen = useMemo(() => idsParam(params.get('make')), [params]);
  const [making, setMaking] = useState(false);
  const open = (key: 'id' | 'make', value: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('id');
        next.delete('make');
        if (value) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const columns = useMemo(() => contractColumns(t, locale, (id) => open('id', id)), [t, locale]);

  const toolbar = (
    <>
      <RecordFilterBar
        labels={{
          search: t('contracts.list.search'),
          customer: t('contracts.list.customerFilter'),
          from: t('contracts.list.from'),
          to: t('contracts.list.to'),
        }}
        search={search}
        filters={filters}
      >
        <ChoiceFilter<PrintingType>
          label={t('contracts.list.typeFilter')}
          allLabel={t('contracts.list.allTypes')}
          value={type}
          choices={PRINTING_TYPES.map((p) => ({ value: p, label: t(`contracts.printingTypes.${p}`) }))}
          onChange={filters.refilter(setType)}
        />
      </RecordFilterBar>
      {mayMake && <NewButton text={t('contracts.list.new')} onClick={() => setMaking(true)} />}
    </>
  );

  return (
    <Page title={t('contracts.title')}>
      <PagedTable
        phoneCards
        label={t('contracts.list.label')}
        columns={columns}
        rows={list.data?.rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        actions={(row) => (
          <Button
            size="small"
            variant="minimal"
            icon={<EyeOpenIcon />}
            aria-label={t('contracts.actions.view', { number: row.number })}
            title={t('contracts.actions.view', { number: row.number })}
            onClick={() => open('id', row.id)}
          />
        )}
        empty={
          list.isError ? t('common.loadFailed', { message: list.error.message }) : t('contracts.list.empty')
        }
        toolbar={toolbar}
        exportList={{
          path: 'contract',
          params: { type, customerId: customer?.id, keyword: search.keyword, from: range.from, to: range.to },
          fileName: t('contracts.title'),
        }}
      />
      {viewing && <ContractDetailDialog id={viewing} onClose={() => open('id', null)} />}
      {mayMake && (making || chosen.length > 0) && (
        <MakeContractDialog
          chosenIds={chosen}
          onClose={() => {
            setMaking(false);
            open('make', null);
          }}
          onMade={(id) => {
            setMaking(false);
            open('id', id);
          }}
        />
      )}
    </Page>
  );
}
