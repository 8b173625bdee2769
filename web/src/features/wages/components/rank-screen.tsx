import './wages.css';
import { Callout, Card, HTMLSelect, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RANK_MEASURES, type RankMeasure } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { downloadRank, useRank } from '../api/rank';
import { ExportButton } from './export-button';
import { RankChart } from './rank-chart';
import { useUrlParam } from '../../../lib/use-url-state';
import { isMonth, thisMonthInChina, yuan } from './wages-words';

const isMeasure = (s: string): s is RankMeasure => (RANK_MEASURES as readonly string[]).includes(s);

/**
 * /Rank (the supervisor): the salesmen over whole months by signed amount, collections or
 * commission, from the commission ledger (a past month's rank never changes), as bars and as the
 * table behind them; the Excel of the same.
 */
export function RankScreen() {
  const { t } = useTranslation();
  const month = thisMonthInChina();
  const [fromParam, setFrom] = useUrlParam('from');
  const [toParam, setTo] = useUrlParam('to');
  const [byParam, setBy] = useUrlParam('by');
  const from = isMonth(fromParam) ? fromParam : month;
  const to = isMonth(toParam) ? toParam : month;
  const by: RankMeasure = isMeasure(byParam) ? byParam : 'signed';
  const filter = { from, to, by };
  const rank = useRank(filter);
  const rows = rank.data?.rows ?? [];
  const measureName = t(`wages.measures.${by}`);
  // The measure ranked by comes first, beside the name (a phone shows it without scrolling).
  const measures = [by, ...RANK_MEASURES.filter((m) => m !== by)];
  return (
    <Page title={t('wages.titles.rank')}>
      <div className="pf-wages">
        <div className="pf-wage-filters" role="search">
          <InputGroup
            type="month"
            aria-label={t('wages.rank.from')}
            title={t('wages.rank.from')}
            value={from}
            max={to}
            onValueChange={(value) => setFrom(value)}
          />
          <InputGroup
            type="month"
            aria-label={t('wages.rank.to')}
            title={t('wages.rank.to')}
            value={to}
            min={from}
            onValueChange={(value) => setTo(value)}
          />
          <HTMLSelect
            aria-label={t('wages.rank.by')}
            value={by}
            onChange={(event) => setBy(event.currentTarget.value)}
            options={RANK_MEASURES.map((m) => ({ value: m, label: t(`wages.measures.${m}`) }))}
          />
          <ExportButton text={t('wages.rank.export')} onExport={() => downloadRank(filter)} />
        </div>
        {rank.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {rank.error.message}
          </Callout>
        )}
        {!rank.data && !rank.isError && <Spinner size={24} aria-label={t('wages.rank.table')} />}
        {rank.data && rows.length === 0 && <p className="pf-wage-muted">{t('wages.rank.empty')}</p>}
        {rows.length > 0 && (
          <div className="pf-wage-rank">
            <Card className="pf-wage-card">
              <RankChart
                rows={rows}
                by={by}
                measureName={measureName}
                title={t('wages.rank.chart', { measure: measureName, from, to })}
              />
            </Card>
            <Card className="pf-wage-card">
              <p className="pf-wage-muted">
                {t('wages.rank.total', { count: rank.data?.total ?? rows.length })}
              </p>
              <div className="pf-wage-scroll" role="region" aria-label={t('wages.rank.table')} tabIndex={0}>
                <HTMLTable compact striped className="pf-wage-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('wages.rank.place')}</th>
                      <th scope="col">{t('wages.columns.salesman')}</th>
                      {measures.map((m) => (
                        <th key={m} scope="col" className={m === by ? 'pf-wage-strong' : undefined}>
                          {t(`wages.measures.${m}`)}
                        </th>
                      ))}
                      <th scope="col">{t('wages.columns.area')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.staffId}>
                        <td>{row.place}</td>
                        <td>{row.staffName}</td>
                        {measures.map((m) => (
                          <td key={m} className={`pf-wage-num${m === by ? ' pf-wage-strong' : ''}`}>
                            {yuan(row[m])}
                          </td>
                        ))}
                        <td>{row.areacode ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            </Card>
          </div>
        )}
      </div>
    </Page>
  );
}
