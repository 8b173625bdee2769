import './wages.css';
import { useState } from 'react';
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { WageSheetRow, WageSheetStatus } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { usePaging } from '../../../components/ui/paged-table';
import { Pager } from '../../../components/ui/pager';
import { downloadWageList, useWageList } from '../api/wages';
import { ExportButton } from './export-button';
import { SheetGrid } from './sheet-grid';
import { SheetListStatus } from './sheet-list-status';
import { SheetQuickDialog } from './sheet-quick-dialog';
import { useUrlKeyword, useUrlParam } from '../../../lib/use-url-state';
import { listViewOfPath } from './wages-words';

/** The statuses each list may be filtered by (the server's views: check = to check, send = to pay and paid). */
const STATUSES = { check: [], send: ['toPay', 'paid'], all: ['toCheck', 'toPay', 'paid'] } as const;

/**
 * /FinanceSalary/Index (the sheets to check) and /FinanceSalary/Send (to pay and paid): month,
 * status and salesman filters in the URL, the grid of sheets, each row's actions in a dialog as the
 * server offers them, and the Excel of what the filters select.
 */
export function SheetListScreen() {
  const { t } = useTranslation();
  const view = listViewOfPath(useLocation().pathname);
  const paging = usePaging(`wages-${view}`, 50);
  const search = useUrlKeyword(paging.firstPage);
  const [month, setMonth] = useUrlParam('month');
  const [statusParam, setStatus] = useUrlParam('status');
  const statuses: readonly WageSheetStatus[] = STATUSES[view];
  const status = (statuses as readonly string[]).includes(statusParam)
    ? (statusParam as WageSheetStatus)
    : '';
  const filter = { view, month, status, keyword: search.keyword } as const;
  const list = useWageList({ ...filter, page: paging.page, size: paging.size });
  const [quick, setQuick] = useState<WageSheetRow | null>(null);
  const rows = list.data?.rows ?? [];
  const title = t(view === 'send' ? 'wages.titles.send' : 'wages.titles.index');

  return (
    <Page title={title}>
      <div className="pf-wages">
        <div className="pf-wage-filters" role="search">
          <InputGroup
            type="month"
            aria-label={t('wages.list.month')}
            title={t('wages.list.month')}
            placeholder="YYYY-MM"
            value={month}
            onValueChange={(value) => {
              setMonth(value);
              paging.firstPage();
            }}
          />
          {statuses.length > 0 && (
            <HTMLSelect
              aria-label={t('wages.list.status')}
              value={status}
              onChange={(event) => {
                setStatus(event.currentTarget.value);
                paging.firstPage();
              }}
              options={[
                { value: '', label: t('wages.list.anyStatus') },
                ...statuses.map((s) => ({ value: s, label: t(`wages.status.${s}`) })),
              ]}
            />
          )}
          <KeywordInput label={t('wages.list.search')} search={search} />
          <ExportButton text={t('wages.list.export')} onExport={() => downloadWageList(filter)} />
        </div>
        <SheetListStatus list={list} />
        {rows.length > 0 && (
          <>
            <SheetGrid rows={rows} label={t('wages.list.label')} onQuick={setQuick} />
            <p className="pf-wage-muted pf-wage-hint">{t('wages.list.copyHint')}</p>
          </>
        )}
        {list.data && list.data.pageInfo._count > 0 && (
          <Pager
            page={paging.page}
            size={paging.size}
            count={list.data.pageInfo._count}
            onChange={paging.onPage}
          />
        )}
      </div>
      {quick && <SheetQuickDialog row={quick} onClose={() => setQuick(null)} />}
    </Page>
  );
}
