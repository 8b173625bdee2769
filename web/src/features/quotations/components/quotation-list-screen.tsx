import '../quotations.css';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Button, Checkbox, Tab, Tabs } from '@blueprintjs/core';
import {
  ComparisonIcon,
  DownloadIcon,
  DuplicateIcon,
  EditIcon,
  ManualIcon,
  PercentageIcon,
} from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, NewButton } from '../../../components/ui/list-filters';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  MAKES,
  PRINTING_TYPES,
  QUOTATION_STATUSES,
  type Make,
  type PrintingType,
  type QuotationAction,
  type QuotationRow,
  type QuotationStatus,
} from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { RecordFilterBar, useRecordFilters } from '../../../components/record-filters';
import { useKeyword } from '../../../lib/use-keyword';
import { useQuotationDocument } from '../api/download-quotation-document';
import { useQuotationList } from '../api/get-quotations';
import { QUOTATION_CREATE_PATH, quotationComparePath, quotationRevisePath } from '../paths';
import { useReviewNotices } from '../use-review-notices';
import { quotationColumns } from './quotation-columns';
import { RatioDialog } from './ratio-dialog';

/** The contract screen; `?make=<ids>` opens it making a contract of the chosen quotations. */
const CONTRACT_PATH = '/Contract';

/** A YYYY-MM-DD day from the address, else none. */
const dayParam = (value: string | null): string => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export interface QuotationListScreenProps {
  /** Copy a quotation into the wizard (the route keeps its id in the session, spec section 3). */
  onCopy: (id: string) => void;
}

/**
 * /Quotation: the signed-in person's quotations by status, filtered by printing type, bag or
 * roll, customer, number or customer name and dates; view, copy, revise, change the ratio
 * (resubmit when rejected) and compare two. Query keys start with 'quotations', so a review
 * decision elsewhere refreshes the list, and a decision on one's own gives a notice.
 */
export function QuotationListScreen({ onCopy }: QuotationListScreenProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const may = useMay();

  const paging = usePaging('quotations');
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  // A link may open the list filtered (/Home's tiles: ?status=pending, ?from=…&to=…).
  const [params] = useSearchParams();
  const [status, setStatus] = useState<QuotationStatus | ''>(
    () => QUOTATION_STATUSES.find((s) => s === params.get('status')) ?? '',
  );
  const [printing, setPrinting] = useState<PrintingType | ''>('');
  const [make, setMake] = useState<Make | ''>('');
  const filters = useRecordFilters(firstPage, () => ({
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
  }));
  const { customer, range } = filters;
  const list = useQuotationList({
    status,
    quotation_type: printing,
    make,
    customerId: customer?.id ?? '',
    keyword: search.keyword,
    from: range.from,
    to: range.to,
    page: paging.page,
    size: paging.size,
  });
  useReviewNotices(list.data?.rows);

  const [chosen, setChosen] = useState<QuotationRow[]>([]);
  const [ratioOf, setRatioOf] = useState<QuotationRow | null>(null);
  // Two compare; any number of one customer's make a contract.
  const toggle = useCallback(
    (row: QuotationRow) =>
      setChosen((old) =>
        old.some((r) => r.id === row.id) ? old.filter((r) => r.id !== row.id) : [...old, row].slice(-50),
      ),
    [],
  );

  const columns = useMemo<TableColumn<QuotationRow>[]>(
    () => [
      {
        key: 'compare',
        title: '',
        render: (row) => (
          <Checkbox
            className="pf-table-check"
            aria-label={t('quotations.actions.choose', { number: row.number })}
            checked={chosen.some((r) => r.id === row.id)}
            onChange={() => toggle(row)}
          />
        ),
        width: 36,
      },
      ...quotationColumns(t, locale),
    ],
    [t, locale, chosen, toggle],
  );

  const mayQuote = may('POST@quotation');
  const mayContract = may('POST@contract');
  const mayRatio = may('PUT@quotation/:id/ratio');
  const mayDownload = may('GET@quotation/:id/document');
  const documents = useQuotationDocument();
  const actions = (row: QuotationRow) => {
    // What the reader may do with this one now, as the server says (the domain's quotationActions).
    const offers = (kind: QuotationAction) => row.actions.includes(kind);
    const ratio = offers('resubmit') ? 'resubmit' : offers('changeRatio') ? 'ratio' : null;
    const action = (label: string, icon: ReactElement, onClick: () => void, loading = false) => (
      <Button
        size="small"
        variant="minimal"
        icon={icon}
        aria-label={label}
        title={label}
        loading={loading}
        onClick={onClick}
      />
    );
    const number = row.number;
    return (
      <span className="pf-actions">
        {mayDownload &&
          action(
            t('quotations.actions.download', { number }),
            <DownloadIcon />,
            () => void documents.download(row),
            documents.pendingId === row.id,
          )}
        {mayQuote &&
          offers('copy') &&
          action(t('quotations.actions.copy', { number }), <DuplicateIcon />, () => onCopy(row.id))}
        {mayQuote &&
          offers('revise') &&
          action(t('quotations.actions.revise', { number }), <EditIcon />, () =>
            navigate(quotationRevisePath(row.id)),
          )}
        {mayRatio &&
          ratio &&
          action(t(`quotations.actions.${ratio}`, { number }), <PercentageIcon />, () => setRatioOf(row))}
      </span>
    );
  };

  const toolbar = (
    <>
      <RecordFilterBar
        labels={{
          search: t('quotations.list.search'),
          customer: t('quotations.list.customerFilter'),
          from: t('quotations.list.from'),
          to: t('quotations.list.to'),
        }}
        search={search}
        filters={filters}
      >
        <ChoiceFilter<PrintingType>
          label={t('quotations.list.printingFilter')}
          allLabel={t('quotations.list.allPrinting')}
          value={printing}
          choices={PRINTING_TYPES.map((p) => ({ value: p, label: t(`quotations.printingTypes.${p}`) }))}
          onChange={filters.refilter(setPrinting)}
        />
        <ChoiceFilter<Make>
          label={t('quotations.list.makeFilter')}
          allLabel={t('quotations.list.allMakes')}
          value={make}
          choices={MAKES.map((m) => ({ value: m, label: t(`quotations.makes.${m}`) }))}
          onChange={filters.refilter(setMake)}
        />
      </RecordFilterBar>
      {mayQuote && (
        <NewButton text={t('quotations.list.new')} onClick={() => navigate(QUOTATION_CREATE_PATH)} />
      )}
    </>
  );

  const [first, second] = chosen;
  const toolbarEnd = (
    <span className="pf-actions" title={chosen.length < 2 ? t('quotations.list.chooseTwo') : undefined}>
      {chosen.length > 0 && (
        <Button variant="minimal" text={t('quotations.list.clearChoice')} onClick={() => setChosen([])} />
      )}
      <Button
        icon={<ComparisonIcon />}
        text={
          chosen.length === 2
            ? t('quotations.list.compareChosen')
            : chosen.length > 2
              ? t('quotations.list.chosenMany', { count: chosen.length })
              : t('quotations.list.chosen', { count: chosen.length })
        }
        disabled={!(first && second) || chosen.length > 2}
        onClick={() => first && second && navigate(quotationComparePath(first.id, second.id))}
      />
      {mayContract && (
        <Button
          icon={<ManualIcon />}
          text={t('quotations.list.makeContract', { count: chosen.length })}
          title={t('quotations.list.chooseForContract')}
          disabled={chosen.length === 0}
          onClick={() =>
            navigate(`${CONTRACT_PATH}?make=${chosen.map((r) => encodeURIComponent(r.id)).join(',')}`)
          }
        />
      )}
    </span>
  );

  return (
    <Page title={t('quotations.titles.list')}>
      <Tabs
        id="quotation-status"
        selectedTabId={status || 'all'}
        onChange={(id) => {
          setStatus(id === 'all' ? '' : (id as QuotationStatus));
          firstPage();
        }}
      >
        <Tab id="all" title={t('quotations.list.allStatuses')} />
        {QUOTATION_STATUSES.map((s) => (
          <Tab key={s} id={s} title={t(`quotations.status.${s}`)} />
        ))}
      </Tabs>
      <PagedTable<QuotationRow>
        phoneCards
        label={t('quotations.list.label')}
        columns={columns}
        rows={list.data?.rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        actions={actions}
        actionsWidth={3 * 34 + 20}
        empty={
          list.isError ? t('common.loadFailed', { message: list.error.message }) : t('quotations.list.empty')
        }
        toolbar={toolbar}
        toolbarEnd={toolbarEnd}
        exportList={{
          path: 'quotation',
          params: {
            status,
            quotation_type: printing,
            make,
            customerId: customer?.id,
            keyword: search.keyword,
            from: range.from,
            to: range.to,
          },
          fileName: t('quotations.titles.list'),
        }}
      />
      {ratioOf && <RatioDialog quotation={ratioOf} onClose={() => setRatioOf(null)} />}
    </Page>
  );
}
