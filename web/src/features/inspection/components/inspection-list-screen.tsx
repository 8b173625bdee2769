import { useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { EyeOpenIcon, ClipboardIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LotView } from '@packflow/contracts';
import { type TableColumn, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useLotList } from '../api/lots';
import { InspectDialog } from './inspect-dialog';
import { useListParams } from './list-params';
import { LotRecordDialog } from './lot-record';
import { QualityListPage, ResultTag, arrivedColumns, lotColumns, lotName } from './lot-list';
import { INSPECTION_PATHS } from './paths';

const NO_VIEWS = ['all'] as const;

/**
 * /OrderQuality/Wait (lots waiting, oldest first; a row opens the inspection form when the server
 * offers it) and /OrderQuality/Finished (inspected lots, passed and failed; a row opens the record).
 */
export function InspectionListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const finished = useLocation().pathname === INSPECTION_PATHS.finished;
  const status = finished ? 'inspected' : 'waiting';
  const paging = usePaging(`inspection-${status}`);
  const params = useListParams(NO_VIEWS, paging.firstPage);
  const [open, setOpen] = useState<LotView | null>(null);
  const list = useLotList({ status, keyword: params.keyword, page: paging.page, size: paging.size });
  // The open lot as the list has it now (a live change, or gone once inspected).
  const current = open && (list.data?.rows.find((l) => l.id === open.id) ?? open);

  const columns = useMemo((): TableColumn<LotView>[] => {
    const base = lotColumns(t, locale, setOpen);
    if (!finished) return [...base, ...arrivedColumns(t, locale)];
    return [
      ...base,
      {
        key: 'result',
        title: t('inspection.columns.result'),
        render: (lot) => (lot.inspection ? <ResultTag result={lot.inspection.result} /> : '—'),
        export: {
          field: 'inspection.result',
          labels: { passed: t('inspection.results.passed'), failed: t('inspection.results.failed') },
        },
      },
      {
        key: 'sample',
        title: t('inspection.columns.sample'),
        render: (lot) => (lot.inspection ? `${lot.inspection.sampleSize} · AQL ${lot.inspection.aql}` : '—'),
        export: { field: 'inspection.sampleSize', kind: 'number' },
      },
      {
        key: 'defects',
        title: t('inspection.columns.defects'),
        render: (lot) => (lot.inspection ? `${lot.inspection.defective} (Ac ${lot.inspection.accept})` : '—'),
        export: { field: 'inspection.defective', kind: 'number' },
      },
      {
        key: 'inspector',
        title: t('inspection.columns.inspector'),
        render: (lot) => lot.inspection?.inspectorName ?? lot.inspection?.inspectorId ?? '—',
        export: { field: 'inspection.inspectorName' },
      },
      {
        key: 'inspected',
        title: t('inspection.columns.inspected'),
        render: (lot) => (lot.inspection ? formatDateTime(lot.inspection.at, locale) : '—'),
        width: 150,
        export: { field: 'inspection.at', kind: 'datetime' },
      },
    ];
  }, [t, locale, finished]);

  const dialog =
    current &&
    (current.actions.includes('inspect') && !current.inspection ? (
      <InspectDialog lot={current} onClose={() => setOpen(null)} />
    ) : (
      <LotRecordDialog lot={current} onClose={() => setOpen(null)} />
    ));

  return (
    <QualityListPage
      title={t(finished ? 'inspection.finished.title' : 'inspection.wait.title')}
      label={t(finished ? 'inspection.finished.label' : 'inspection.wait.label')}
      query={list}
      onPage={paging.onPage}
      columns={columns}
      rowKey={(lot) => lot.id}
      empty={t(finished ? 'inspection.finished.empty' : 'inspection.wait.empty')}
      search={params.search}
      exportList={{
        path: 'inspection/lots',
        params: { status, keyword: params.keyword },
        fileName: t(finished ? 'inspection.finished.title' : 'inspection.wait.title'),
      }}
      dialog={dialog}
      actions={(lot) =>
        lot.actions.includes('inspect') ? (
          <Button
            intent={Intent.PRIMARY}
            icon={<ClipboardIcon />}
            text={t('inspection.wait.inspect')}
            aria-label={t('inspection.wait.inspectLabel', { lot: lotName(lot, t) })}
            title={t('inspection.wait.inspectLabel', { lot: lotName(lot, t) })}
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
