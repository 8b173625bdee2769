import './machine-console.css';
import { useMemo, useState } from 'react';
import { Button, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { JOB_PHASES, type JobPhase, type ProductionJobRow, STAGE_KINDS } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { type TableColumn, labelsOf, usePaging } from '../../../components/ui/paged-table';
import { currentLocale } from '../../../lib/i18n';
import { useKeyword } from '../../../lib/use-keyword';
import { useJobList } from '../api/jobs';
import { JobListPage, jobColumns } from './production-job-list';
import { ScheduleStagesDialog } from './schedule-stages-dialog';

/** The scheduling lists (ProductManage): to be scheduled, and to be produced (ready or running). */
export const SCHEDULE_PATHS = {
  scheduling: '/OrderProductManage/Scheduled',
  production: '/OrderProductManage/Product',
} as const;

const PHASES: Readonly<Record<keyof typeof SCHEDULE_PATHS, readonly JobPhase[]>> = {
  scheduling: ['scheduling'],
  production: ['ready', 'running'],
};

/**
 * /OrderProductManage/Scheduled and /Product: confirmed orders whose stages wait for machines,
 * and those ready or running; each opens its stages, to schedule one on a machine.
 */
export function ScheduleListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const list = useLocation().pathname === SCHEDULE_PATHS.production ? 'production' : 'scheduling';
  const paging = usePaging(`production-${list}`);
  const search = useKeyword(paging.firstPage);
  const [open, setOpen] = useState<string | null>(null);
  const jobs = useJobList({
    phases: PHASES[list],
    keyword: search.keyword,
    page: paging.page,
    size: paging.size,
  });

  const columns = useMemo(
    (): TableColumn<ProductionJobRow>[] => [
      ...jobColumns('schedule', t, locale, setOpen),
      {
        key: 'phase',
        title: t('production.schedule.columns.phase'),
        render: (row) => (
          <Tag minimal intent={row.phase === 'running' ? Intent.SUCCESS : Intent.PRIMARY}>
            {t(`production.phases.${row.phase}`)}
          </Tag>
        ),
        width: 110,
        export: { field: 'phase', labels: labelsOf(JOB_PHASES, (p) => t(`production.phases.${p}`)) },
      },
      {
        key: 'stages',
        title: t('production.schedule.columns.stages'),
        render: (row) => (
          <span>
            {row.currentKind ? `${t(`production.stageKinds.${row.currentKind}`)} · ` : ''}
            {t('production.schedule.progress', { done: row.stagesDone, count: row.stageCount })}
            {row.unscheduled > 0 && (
              <>
                {' '}
                <Tag minimal intent={Intent.WARNING}>
                  {t('production.schedule.unscheduled', { count: row.unscheduled })}
                </Tag>
              </>
            )}
          </span>
        ),
        // The stage worked on now (or next).
        export: {
          field: 'currentKind',
          labels: labelsOf(STAGE_KINDS, (k) => t(`production.stageKinds.${k}`)),
        },
      },
      {
        key: 'progress',
        title: t('production.schedule.columns.progress'),
        render: (row) => (
          <span style={{ display: 'inline-block', width: 90 }} title={`${Math.round(row.progress * 100)}%`}>
            <ProgressBar value={row.progress} stripes={false} intent={Intent.SUCCESS} />
          </span>
        ),
        width: 110,
        // Stages done of all, as a number from 0 to 1.
        export: { field: 'progress', kind: 'number' },
      },
    ],
    [t, locale],
  );

  return (
    <JobListPage
      title={t(`production.schedule.titles.${list}`)}
      label={t('production.schedule.label')}
      query={jobs}
      onPage={paging.onPage}
      columns={columns}
      empty={t('production.schedule.empty')}
      exportList={{
        path: 'production/jobs',
        params: { phase: PHASES[list].join(','), keyword: search.keyword },
        fileName: t(`production.schedule.titles.${list}`),
      }}
      dialog={open !== null && <ScheduleStagesDialog orderId={open} onClose={() => setOpen(null)} />}
      actions={(row) => (
        <Button
          icon={<TimeIcon />}
          text={t('production.schedule.columns.stages')}
          aria-label={t('production.schedule.stagesOf', { number: row.number })}
          title={t('production.schedule.stagesOf', { number: row.number })}
          onClick={() => setOpen(row.orderId)}
        />
      )}
      toolbar={<KeywordInput label={t('production.schedule.search')} search={search} />}
    />
  );
}
