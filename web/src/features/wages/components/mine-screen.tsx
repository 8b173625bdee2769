import './wages.css';
import { useState } from 'react';
import { Card, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RANK_MEASURES, type RankMeasure } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { usePaging } from '../../../components/ui/paged-table';
import { Pager } from '../../../components/ui/pager';
import { useRank } from '../api/rank';
import { useWageList } from '../api/wages';
import { SheetGrid } from './sheet-grid';
import { SheetListStatus } from './sheet-list-status';
import { addMonths, thisMonthInChina, yuan } from './wages-words';

/** His place in one month's rank (the server answers only his own row, with how many are ranked). */
function PlaceCard({ month, title, by }: { month: string; title: string; by: RankMeasure }) {
  const { t } = useTranslation();
  const rank = useRank({ from: month, to: month, by });
  const row = rank.data?.rows[0];
  return (
    <Card className="pf-wage-place" aria-label={title} data-month={month}>
      <h4>{title}</h4>
      {rank.isError && <p className="bp6-text-intent-danger">{rank.error.message}</p>}
      {!rank.data && !rank.isError && <Spinner size={16} />}
      {rank.data && (
        <>
          <p className="pf-wage-place-number">
            {row
              ? t('wages.mine.placeOf', { place: row.place, total: rank.data.total })
              : t('wages.mine.unranked')}
          </p>
          {row && (
            <dl className="pf-wage-figures pf-wage-figures-small">
              {RANK_MEASURES.map((m) => (
                <div key={m} className={m === by ? 'pf-wage-total' : undefined}>
                  <dt>{t(`wages.measures.${m}`)}</dt>
                  <dd>{yuan(row[m])}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * /FinanceSalary/Mine (a salesman): his own wage sheets (the server gives no one else's) and his
 * place in this month's and last month's rank.
 */
export function MineScreen() {
  const { t } = useTranslation();
  const paging = usePaging('wages-mine', 50);
  const list = useWageList({
    view: 'all',
    month: '',
    status: '',
    keyword: '',
    page: paging.page,
    size: paging.size,
  });
  const [by, setBy] = useState<RankMeasure>('commission');
  const month = thisMonthInChina();
  const rows = list.data?.rows ?? [];
  return (
    <Page title={t('wages.titles.mine')}>
      <div className="pf-wages">
        <Card className="pf-wage-card">
          <div className="pf-wage-card-head">
            <h3>{t('wages.mine.place')}</h3>
            <HTMLSelect
              aria-label={t('wages.mine.by')}
              value={by}
              onChange={(event) => setBy(event.currentTarget.value as RankMeasure)}
              options={RANK_MEASURES.map((m) => ({ value: m, label: t(`wages.measures.${m}`) }))}
            />
          </div>
          <div className="pf-wage-places">
            <PlaceCard month={month} by={by} title={t('wages.mine.thisMonth', { month })} />
            <PlaceCard
              month={addMonths(month, -1)}
              by={by}
              title={t('wages.mine.lastMonth', { month: addMonths(month, -1) })}
            />
          </div>
        </Card>
        <h3 className="pf-wage-section">{t('wages.mine.sheets')}</h3>
        <SheetListStatus list={list} />
        {rows.length > 0 && <SheetGrid rows={rows} label={t('wages.mine.sheets')} />}
        {list.data && list.data.pageInfo._count > paging.size && (
          <Pager
            page={paging.page}
            size={paging.size}
            count={list.data.pageInfo._count}
            onChange={paging.onPage}
          />
        )}
      </div>
    </Page>
  );
}
