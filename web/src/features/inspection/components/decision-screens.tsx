import { useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { EndorsedIcon, EyeOpenIcon, FlowBranchIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DISPOSITIONS, type Locale, type LotView } from '@packflow/contracts';
import { type TableColumn, labelsOf, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { type LotListStatus, useLotList } from '../api/lots';
import { ConcessionDialog, offeredAnswers } from './concession-dialog';
import { DisposeDialog, offeredDispositions } from './dispose-dialog';
import { useListParams } from './list-params';
import { LotRecordDialog, failedBecause } from './lot-record';
import {
  QualityListPage,
  StatusTag,
  lotColumns,
  lotName,
  quantityExport,
  quantityOf,
  statusExport,
} from './lot-list';

/** The columns after a failed lot's first ones: its status, why it failed, and what was decided. */
const decisionColumns = (t: TFunction, locale: Locale): TableColumn<LotView>[] => [
  {
    key: 'status',
    title: t('inspection.columns.status'),
    render: (lot) => <StatusTag status={lot.status} />,
    export: statusExport(t),
  },
  {
    key: 'reason',
    title: t('inspection.columns.reason'),
    render: (lot) => failedBecause(lot, t, locale) || '—',
    // Worded from the inspection's checks and defects in the console: not a field of the row.
    export: false,
  },
  {
    key: 'decision',
    title: t('inspection.columns.decision'),
    render: (lot) =>
      lot.disposition
        ? `${t(`inspection.dispositions.${lot.disposition.kind}`)} · ${quantityOf(lot.disposition.quantity, lot.unit, t, locale)}`
        : '—',
    export: {
      field: ['disposition.kind', 'disposition.quantity', 'unit'],
      labels: {
        ...labelsOf(DISPOSITIONS, (d) => t(`inspection.dispositions.${d}`)),
        ...quantityExport(t).labels,
      },
    },
  },
  {
    key: 'inspected',
    title: t('inspection.columns.inspected'),
    render: (lot) => (lot.inspection ? formatDateTime(lot.inspection.at, locale) : '—'),
    width: 150,
    export: { field: 'inspection.at', kind: 'datetime' },
  },
];

const FAILED_VIEWS = ['all'] as const;
const CONCESSION_VIEWS = ['pending', 'decided'] as const;

/** Each list's texts: its title, its views and what each shows when empty, its action. */
const TEXTS = {
  failed: {
    title: 'inspection.failed.title',
    label: 'inspection.failed.label',
    viewLabel: 'inspection.failed.label',
    views: { all: 'inspection.failed.label' },
    empty: { all: 'inspection.failed.empty' },
    act: 'inspection.failed.decide',
    actLabel: 'inspection.failed.decideLabel',
  },
  concession: {
    title: 'inspection.concession.title',
    label: 'inspection.concession.label',
    viewLabel: 'inspection.concession.viewLabel',
    views: { pending: 'inspection.concession.views.pending', decided: 'inspection.concession.views.decided' },
    empty: { pending: 'inspection.concession.emptyPending', decided: 'inspection.concession.emptyDecided' },
    act: 'inspection.concession.answer',
    actLabel: 'inspection.concession.answerLabel',
  },
} as const;
type TextKey =
  | (typeof TEXTS)[keyof typeof TEXTS][Exclude<keyof (typeof TEXTS)['failed'], 'views' | 'empty'>]
  | (typeof TEXTS)['failed']['views' | 'empty'][keyof (typeof TEXTS)['failed']['views']]
  | (typeof TEXTS)['concession']['views' | 'empty'][keyof (typeof TEXTS)['concession']['views']];
type Texts = {
  [K in keyof (typeof TEXTS)['failed']]: K extends 'views' | 'empty' ? Record<string, TextKey> : TextKey;
};

/** What a view asks the API for: a list by status, paged there; or (`keep`) its rows picked here from up to 400. */
export interface ViewQuery {
  status: LotListStatus;
  keep?: (lot: LotView) => boolean;
}

/** The most rows a view picked in the console reads. */
const PICKED_FROM = 400;

/**
 * A list of failed lots and the one dialog a row opens: the decision's form when the server
 * offers one, else the record.
 */
function DecisionListScreen({
  kind,
  views,
  queryOf,
  decidable,
}: {
  kind: 'failed' | 'concession';
  views: readonly string[];
  queryOf: (view: string) => ViewQuery;
  decidable: (lot: LotView) => boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging(`inspection-${kind}`);
  const params = useListParams(views, paging.firstPage);
  const [open, setOpen] = useState<LotView | null>(null);
  const asked = queryOf(params.view);
  const keep = asked.keep;
  const list = useLotList({
    status: asked.status,
    keyword: params.keyword,
    page: keep ? 1 : paging.page,
    size: keep ? PICKED_FROM : paging.size,
  });
  const query = useMemo(() => {
    if (!keep || !list.data) return list;
    const rows = list.data.rows.filter(keep);
    return {
      ...list,
      data: {
        rows: rows.slice((paging.page - 1) * paging.size, paging.page * paging.size),
        pageInfo: { _page: paging.page, _size: paging.size, _count: rows.length },
      },
    };
  }, [list, keep, paging.page, paging.size]);
  const current = open && (list.data?.rows.find((l) => l.id === open.id) ?? open);
  const columns = useMemo(
    () => [...lotColumns(t, locale, setOpen), ...decisionColumns(t, locale)],
    [t, locale],
  );
  const close = () => setOpen(null);
  const dialog =
    current &&
    (!decidable(current) ? (
      <LotRecordDialog lot={current} onClose={close} />
    ) : kind === 'failed' ? (
      <DisposeDialog lot={current} onClose={close} />
    ) : (
      <ConcessionDialog lot={current} onClose={close} />
    ));
  const texts: Texts = TEXTS[kind];
  return (
    <QualityListPage
      title={t(texts.title)}
      label={t(texts.label)}
      query={query}
      onPage={paging.onPage}
      columns={columns}
      rowKey={(lot) => lot.id}
      empty={t(texts.empty[params.view]!)}
      search={params.search}
      // A view picked here from the rows of a wider list has no route of its own to export.
      exportList={
        keep
          ? undefined
          : {
              path: 'inspection/lots',
              params: { status: asked.status, keyword: params.keyword },
              fileName: t(texts.title),
            }
      }
      views={
        views.length < 2
          ? undefined
          : {
              label: t(texts.viewLabel),
              value: params.view,
              choices: views.map((value) => ({ value, label: t(texts.views[value]!) })),
              onChange: params.setView,
            }
      }
      dialog={dialog}
      actions={(lot) =>
        decidable(lot) ? (
          <Button
            intent={Intent.PRIMARY}
            icon={kind === 'failed' ? <FlowBranchIcon /> : <EndorsedIcon />}
            text={t(texts.act)}
            aria-label={t(texts.actLabel, { lot: lotName(lot, t) })}
            title={t(texts.actLabel, { lot: lotName(lot, t) })}
            onClick={() => setOpen(lot)}
          />
        ) : (
          <Button
            variant="minimal"
            icon={<EyeOpenIcon />}
            aria-label={t('inspection.finished.view', { lot: lotName(lot, t) })}
            title={t('inspection.finished.view', { lot: lotName(lot, t) })}
            onClick={() => setOpen(lot)}
          />
        )
      }
    />
  );
}

const disposable = (lot: LotView) => offeredDispositions(lot).length > 0;
const answerable = (lot: LotView) => offeredAnswers(lot).length > 0;

const failedQuery = (): ViewQuery => ({ status: 'failed' });

/** /OrderQuality/Failed (ProductManage): failed lots (and rejected concessions) to decide first, then the decided ones. */
export function FailedLotsScreen() {
  return (
    <DecisionListScreen kind="failed" views={FAILED_VIEWS} queryOf={failedQuery} decidable={disposable} />
  );
}

const answered = (lot: LotView) =>
  lot.disposition?.kind === 'concession' && lot.disposition.decision !== null;
const concessionQuery = (view: string): ViewQuery =>
  view === 'decided' ? { status: 'failed', keep: answered } : { status: 'concessionPending' };

/** /OperatorManage/Concession (OperatorManage): concessions waiting for an answer, and the answered ones. */
export function ConcessionScreen() {
  return (
    <DecisionListScreen
      kind="concession"
      views={CONCESSION_VIEWS}
      queryOf={concessionQuery}
      decidable={answerable}
    />
  );
}
