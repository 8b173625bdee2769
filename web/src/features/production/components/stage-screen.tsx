import { useMemo, useState } from 'react';
import { InputGroup, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ExportButton } from '../../../components/ui/export-button';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { type StageFilter, useStageCards } from '../api/stages';
import { JobCard } from './job-card';
import { stageExportColumns } from './stage-export';
import { screenOfPath } from './stage-paths';
import { useNow } from './board-use-now';

const EMPTY: StageFilter = { keyword: '', machineId: '', from: '', to: '' };

/**
 * /OrderProduct/Printing, /Reunite, /Making, /Finished: the stage's job cards (the path says
 * which), with what each card's stage may do now. Live: a change of the stages refreshes them.
 */
export function StageScreen() {
  const { t } = useTranslation();
  const screen = screenOfPath(useLocation().pathname);
  const [filter, setFilter] = useState<StageFilter>(EMPTY);
  const query = useStageCards(screen, filter);
  const now = useNow(60_000);
  const exportColumns = useMemo(() => stageExportColumns(t), [t]);
  return (
    <Page title={t(`production.stages.titles.${screen}`)}>
      <div className="pf-stage-filters">
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={t('production.stages.search')}
          aria-label={t('production.stages.search')}
          value={filter.keyword}
          onValueChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
        />
        <InputGroup
          type="date"
          aria-label={t('production.stages.from')}
          value={filter.from}
          onValueChange={(from) => setFilter((f) => ({ ...f, from }))}
        />
        <InputGroup
          type="date"
          aria-label={t('production.stages.to')}
          value={filter.to}
          onValueChange={(to) => setFilter((f) => ({ ...f, to }))}
        />
        <ExportButton
          columns={exportColumns}
          list={{
            path: 'production/stages',
            params: { screen, ...filter },
            fileName: t(`production.stages.titles.${screen}`),
          }}
        />
      </div>
      <QueryState query={query}>
        {(cards) =>
          cards.length === 0 ? (
            <NonIdealState title={t('production.stages.empty')} />
          ) : (
            <div className="pf-job-grid" role="list" aria-label={t('production.stages.label')}>
              {cards.map((card) => (
                <div role="listitem" key={`${card.orderId}:${card.stage}`}>
                  <JobCard card={card} now={now} />
                </div>
              ))}
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
