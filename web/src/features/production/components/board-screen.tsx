import './job-card.css';
import { useMemo } from 'react';
import { Button, ButtonGroup, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  type BoardView,
  type MachineView,
  PRINTING_TYPES,
  STAGE_KINDS,
  type StageCard,
} from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { type BoardFilter, useBoard } from '../api/board';
import { type BoardGrouping, useBoardFilters } from './board-filters';
import { BoardLiveBadge } from './board-live-badge';
import { useNow } from './board-use-now';
import { JobCard } from './job-card';
import { MachineStateTag } from './machine-state-tag';

interface Column {
  key: string;
  title: string;
  machine: MachineView | null;
  cards: StageCard[];
  /** How many of the column's cards the board left out (it shows at most 100 a column). */
  more: number;
}

/** The board's columns: one per stage kind, or one per machine (and one for stages on none). */
export function boardColumns(
  board: BoardView,
  groupBy: BoardGrouping,
  name: (key: string) => string,
): Column[] {
  if (groupBy === 'stage')
    return STAGE_KINDS.map((kind) => ({
      key: kind,
      title: name(kind),
      machine: null,
      cards: board.cards.filter((c) => c.kind === kind),
    })).map((column) => ({
      ...column,
      more: Math.max(0, (board.columnTotals?.[column.key] ?? 0) - column.cards.length),
    }));
  const columns: Column[] = board.machines.map((machine) => ({
    key: machine.id,
    title: machine.name,
    machine,
    cards: board.cards.filter((c) => c.machineId === machine.id),
    more: 0,
  }));
  const known = new Set(board.machines.map((m) => m.id));
  const elsewhere = board.cards.filter((c) => c.machineId === null || !known.has(c.machineId));
  if (elsewhere.length)
    columns.push({ key: '-', title: name('-'), machine: null, cards: elsewhere, more: 0 });
  return columns;
}

/**
 * /Production/Board (ProductManage and Product): every stage's job card in columns by stage or by
 * machine, filtered by machine, printing type and planned day (kept in the URL, so a link opens it
 * filtered), following the events live: each
 * change of production refreshes it, an answer behind a change it was told of is asked again, and a
 * 'stale' badge shows when the server's heartbeat stops.
 */
export function BoardScreen() {
  const { t } = useTranslation();
  const { filters, filter, change, clear, filtered } = useBoardFilters();
  const { groupBy } = filters;
  const query = useBoard(filter);
  const now = useNow(60_000);
  const machines = query.data?.machines;
  const title = (key: string) =>
    key === '-'
      ? t('production.board.unscheduled')
      : t(`production.stageKinds.${key as (typeof STAGE_KINDS)[number]}`);
  const sortedMachines = useMemo(
    () => [...(machines ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [machines],
  );
  return (
    <Page title={t('production.board.title')}>
      <div className="pf-board-toolbar">
        <ButtonGroup aria-label={t('production.board.groupBy')}>
          <Button
            large
            active={groupBy === 'stage'}
            aria-pressed={groupBy === 'stage'}
            text={t('production.board.byStage')}
            onClick={() => change({ groupBy: 'stage' })}
          />
          <Button
            large
            active={groupBy === 'machine'}
            aria-pressed={groupBy === 'machine'}
            text={t('production.board.byMachine')}
            onClick={() => change({ groupBy: 'machine' })}
          />
        </ButtonGroup>
        <label>
          {t('production.board.machine')}
          <HTMLSelect
            large
            value={filter.machineId}
            onChange={(e) => change({ machineId: e.currentTarget.value })}
            options={[
              { value: '', label: t('production.board.allMachines') },
              ...sortedMachines.map((m) => ({ value: m.id, label: m.name })),
            ]}
          />
        </label>
        <label>
          {t('production.board.printingType')}
          <HTMLSelect
            large
            value={filter.printingType}
            onChange={(e) => change({ printingType: e.currentTarget.value as BoardFilter['printingType'] })}
            options={[
              { value: '', label: t('production.board.allPrinting') },
              ...PRINTING_TYPES.map((p) => ({ value: p, label: t(`production.printingTypes.${p}`) })),
            ]}
          />
        </label>
        <label>
          {t('production.board.from')}
          <InputGroup large type="date" value={filter.from} onValueChange={(from) => change({ from })} />
        </label>
        <label>
          {t('production.board.to')}
          <InputGroup large type="date" value={filter.to} onValueChange={(to) => change({ to })} />
        </label>
        <Button large minimal text={t('production.board.clear')} disabled={!filtered} onClick={clear} />
        <BoardLiveBadge position={query.data?.position} />
      </div>
      <QueryState query={query}>
        {(board) => (
          <div className="pf-board">
            {boardColumns(board, groupBy, title).map((column) => (
              <section
                key={column.key}
                className="pf-board-column"
                aria-label={t('production.board.column', { name: column.title, count: column.cards.length })}
              >
                <h3>
                  <span>
                    {column.title} ({column.cards.length + column.more})
                  </span>
                  {column.machine && (
                    <MachineStateTag state={column.machine.state} reason={column.machine.stateReason} />
                  )}
                </h3>
                {column.cards.length === 0 ? (
                  <NonIdealState title={t('production.board.empty')} />
                ) : (
                  column.cards.map((card) => (
                    <JobCard key={`${card.orderId}:${card.stage}`} card={card} now={now} />
                  ))
                )}
                {column.more > 0 && (
                  <p className="pf-board-more">{t('production.board.more', { count: column.more })}</p>
                )}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
