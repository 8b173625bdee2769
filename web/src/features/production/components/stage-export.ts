import type { TFunction } from 'i18next';
import { MACHINE_STATES, STAGE_KINDS, STAGE_STATES } from '@packflow/contracts';
import { type ColumnExport, labelsOf } from '../../../components/ui/paged-table';
import { jobColumns } from './production-job-list';

/**
 * The columns a stage screen's job cards are written to Excel with: the order's first columns (as
 * the job lists have them), then the stage, its state, its machine, when it was planned, started
 * and finished, and its progress (good output against the plan, 0 to 1).
 */
export function stageExportColumns(t: TFunction): { title: string; export: ColumnExport }[] {
  const order = jobColumns('schedule', t, 'en', () => undefined).flatMap((c) =>
    c.export ? [{ title: c.title, export: c.export }] : [],
  );
  return [
    ...order,
    {
      title: t('production.schedule.columns.stages'),
      export: { field: 'kind', labels: labelsOf(STAGE_KINDS, (k) => t(`production.stageKinds.${k}`)) },
    },
    {
      title: t('production.machines.columns.state'),
      export: { field: 'state', labels: labelsOf(STAGE_STATES, (s) => t(`production.stageStates.${s}`)) },
    },
    {
      title: t('production.stages.card.machine'),
      export: {
        field: ['machineName', 'machineState'],
        labels: labelsOf(MACHINE_STATES, (s) => t(`production.machineStates.${s}`)),
      },
    },
    { title: t('production.stages.card.plannedStart'), export: { field: 'plannedStart', kind: 'datetime' } },
    { title: t('production.stages.card.started'), export: { field: 'startedAt', kind: 'datetime' } },
    { title: t('production.stages.card.finished'), export: { field: 'finishedAt', kind: 'datetime' } },
    { title: t('production.stages.card.progress'), export: { field: 'progress', kind: 'number' } },
  ];
}
