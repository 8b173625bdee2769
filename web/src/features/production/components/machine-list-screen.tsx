import './machine-console.css';
import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { EditIcon, PulseIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { MACHINE_KINDS, MACHINE_STATES, MACHINE_STATE_REASONS, type MachineView } from '@packflow/contracts';
import { NewButton } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, labelsOf, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { useMachines } from '../api/machines';
import { MachineFormDialog } from './machine-form-dialog';
import { MachineStateDialog } from './machine-state-dialog';
import { MachineStateTag } from './machine-state-tag';

type Open = { form: MachineView | null } | { state: MachineView } | null;

/**
 * /Sysset/Machines (Admin): every machine with its kind, press units, waste target, cure time and
 * state; add and edit in a dialog, and change a machine's state with a coded reason.
 */
export function MachineListScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const may = useMay();
  const machines = useMachines();
  const paging = usePaging('production-machines');
  const [open, setOpen] = useState<Open>(null);
  const rows = machines.data;
  const page = rows?.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  const mayAdd = may('POST@machine');
  const mayEdit = may('PUT@machine/:id');
  const mayState = may('POST@machine/:id/state');

  const columns = useMemo(
    (): TableColumn<MachineView>[] => [
      {
        key: 'name',
        title: t('production.machines.columns.name'),
        render: (m) => m.name,
        export: { field: 'name' },
      },
      {
        key: 'kind',
        title: t('production.machines.columns.kind'),
        render: (m) => t(`production.machineKinds.${m.kind}`),
        export: { field: 'kind', labels: labelsOf(MACHINE_KINDS, (k) => t(`production.machineKinds.${k}`)) },
      },
      {
        key: 'state',
        title: t('production.machines.columns.state'),
        render: (m) => (
          <span>
            <MachineStateTag state={m.state} reason={m.stateReason} />{' '}
            {t(`production.stateReasons.${m.stateReason}`)}
          </span>
        ),
        // The state, then its coded reason, in the reader's words.
        export: {
          field: ['state', 'stateReason'],
          labels: {
            ...labelsOf(MACHINE_STATES, (s) => t(`production.machineStates.${s}`)),
            ...labelsOf(Object.values(MACHINE_STATE_REASONS).flat(), (r) =>
              t(`production.stateReasons.${r}`),
            ),
          },
        },
      },
      {
        key: 'colours',
        title: t('production.machines.columns.colours'),
        render: (m) => (m.colours === null ? '—' : String(m.colours)),
        width: 80,
        export: { field: 'colours', kind: 'number' },
      },
      {
        key: 'width',
        title: t('production.machines.columns.width'),
        render: (m) =>
          m.maxWebWidthMm === null ? '—' : t('production.machines.mm', { mm: m.maxWebWidthMm }),
        width: 110,
        export: { field: 'maxWebWidthMm', kind: 'number' },
      },
      {
        key: 'waste',
        title: t('production.machines.columns.waste'),
        render: (m) => t('production.machines.percent', { percent: m.wasteTargetPercent }),
        width: 100,
        export: { field: 'wasteTargetPercent', kind: 'number' },
      },
      {
        key: 'cure',
        title: t('production.machines.columns.cure'),
        render: (m) => (m.cureHours === null ? '—' : t('production.machines.hours', { hours: m.cureHours })),
        width: 90,
        export: { field: 'cureHours', kind: 'number' },
      },
      {
        key: 'queued',
        title: t('production.machines.columns.queued'),
        render: (m) => <span className="pf-prod-num">{m.queued}</span>,
        width: 80,
        export: { field: 'queued', kind: 'number' },
      },
      {
        key: 'since',
        title: t('production.machines.columns.since'),
        render: (m) => formatDateTime(m.stateSince, locale),
        width: 150,
        export: { field: 'stateSince', kind: 'datetime' },
      },
    ],
    [t, locale],
  );

  return (
    <Page title={t('production.machines.title')}>
      <div className="pf-prod-touch">
        <PagedTable
          phoneCards
          label={t('production.machines.label')}
          columns={columns}
          rows={page}
          pageInfo={rows ? { _page: paging.page, _size: paging.size, _count: rows.length } : undefined}
          loading={machines.isFetching && rows === undefined}
          onPage={paging.onPage}
          rowKey={(m) => m.id}
          actions={(m) => (
            <>
              {mayEdit && (
                <Button
                  variant="minimal"
                  icon={<EditIcon />}
                  aria-label={t('production.machines.edit', { name: m.name })}
                  title={t('production.machines.edit', { name: m.name })}
                  onClick={() => setOpen({ form: m })}
                />
              )}
              {mayState && (
                <Button
                  variant="minimal"
                  icon={<PulseIcon />}
                  text={t('production.machines.changeStateShort')}
                  aria-label={t('production.machines.changeState', { name: m.name })}
                  title={t('production.machines.changeState', { name: m.name })}
                  onClick={() => setOpen({ state: m })}
                />
              )}
            </>
          )}
          empty={
            machines.isError
              ? t('common.loadFailed', { message: machines.error.message })
              : t('production.machines.empty')
          }
          // GET machine is not paged: the file holds every machine, written in one go.
          exportList={{ path: 'machine', fileName: t('production.machines.title') }}
          toolbar={
            mayAdd && (
              <NewButton text={t('production.machines.add')} onClick={() => setOpen({ form: null })} />
            )
          }
        />
      </div>
      {open && 'form' in open && <MachineFormDialog machine={open.form} onClose={() => setOpen(null)} />}
      {open && 'state' in open && <MachineStateDialog machine={open.state} onClose={() => setOpen(null)} />}
    </Page>
  );
}
