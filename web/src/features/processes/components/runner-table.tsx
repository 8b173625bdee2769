import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useConfirm } from '../../../components/ui/confirm';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { isRebuilding, type RebuildView, type RunnerState, type RunnerView } from '../api/get-processes';
import { useRebuildReadModel } from '../api/rebuild-read-model';
import { runnerLabel, useProcessesTexts, type ProcessesT } from '../locales';
import { ErrorText } from './error-text';
import { RebuildStatus } from './rebuild-status';

/** Live is well; failed needs someone; the rest are on their way somewhere. */
export const STATE_INTENT: Record<RunnerState, Intent> = {
  live: Intent.SUCCESS,
  'catching-up': Intent.PRIMARY,
  rebuilding: Intent.PRIMARY,
  starting: Intent.PRIMARY,
  standby: Intent.NONE,
  stopped: Intent.WARNING,
  failed: Intent.DANGER,
};

const stateText = (t: ProcessesT, state: string): string =>
  Object.hasOwn(STATE_INTENT, state) ? t(`runners.states.${state as RunnerState}`) : state;

/** A read model's or reactor's name as people read it, with the name the system knows it by. */
export function RunnerName({ name, detail }: { name: string; detail?: string }) {
  const t = useProcessesTexts();
  const label = runnerLabel(t, name);
  return (
    <span className="pf-proc-name">
      <strong>{label}</strong>
      <code className="pf-proc-muted">{detail ? `${name} · ${detail}` : name}</code>
    </span>
  );
}

/** Every projection and reactor: its state, where it runs, how far it got, and a rebuild for projections. */
export function RunnerTable({
  runners,
  rebuilds,
}: {
  runners: readonly RunnerView[];
  rebuilds: readonly RebuildView[];
}) {
  const t = useProcessesTexts();
  const [confirm, confirmDialog] = useConfirm();
  const rebuild = useRebuildReadModel();
  const byName = new Map(rebuilds.map((r) => [r.name, r]));
  // Projections first, then reactors; each in the server's order.
  const rows = [...runners].sort((a, b) => Number(a.kind === 'reactor') - Number(b.kind === 'reactor'));
  const titles = columnTitles(t);
  const column = (key: keyof typeof titles) => titles[key];

  async function askRebuild(runner: RunnerView): Promise<void> {
    const name = runnerLabel(t, runner.name);
    const yes = await confirm({
      title: t('rebuild.confirmTitle', { name }),
      message: t('rebuild.confirmMessage'),
      confirmText: t('rebuild.confirm'),
      intent: Intent.WARNING,
    });
    if (!yes) return;
    rebuild.mutate(runner.name, {
      onSuccess: ({ msg }) => void toastSuccess(msg || t('rebuild.running', { percent: 0 })),
      onError: (error) => void toastError(error.message),
    });
  }

  return (
    <>
      <HTMLTable compact striped className="pf-table pf-proc-table" aria-label={t('runners.label')}>
        <thead>
          <tr>
            <th>{column('name')}</th>
            <th>{column('kind')}</th>
            <th>{column('state')}</th>
            <th>{column('holder')}</th>
            <th>{column('position')}</th>
            <th>{column('behind')}</th>
            <th>{column('lastError')}</th>
            <th>{column('rebuild')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((runner) => {
            const last = byName.get(runner.name);
            const projector = runner.kind === 'projector';
            const label = runnerLabel(t, runner.name);
            const pending = rebuild.isPending && rebuild.variables === runner.name;
            return (
              <tr key={runner.name} data-runner={runner.name}>
                <td data-label={column('name')}>
                  <RunnerName name={runner.name} detail={`v${runner.version}`} />
                </td>
                <td data-label={column('kind')}>
                  <Tag minimal>{t(`runners.kinds.${runner.kind}`)}</Tag>
                </td>
                <td data-label={column('state')}>
                  <Tag minimal intent={STATE_INTENT[runner.state] ?? Intent.NONE}>
                    {stateText(t, runner.state)}
                  </Tag>
                </td>
                <td data-label={column('holder')}>
                  {runner.leaseHolder === null ? (
                    <Tag minimal intent={Intent.WARNING}>
                      {t('runners.noHolder')}
                    </Tag>
                  ) : (
                    <span className="pf-proc-holder pf-proc-holder-nowrap">
                      <span>{runner.leaseHolder}</span>
                      {runner.active ? <Tag minimal>{t('runners.thisProcess')}</Tag> : null}
                    </span>
                  )}
                </td>
                <td data-label={column('position')}>
                  <code>{runner.position}</code>
                </td>
                <td data-label={column('behind')}>
                  <span className="pf-proc-holder">
                    {runner.behind ? (
                      <Tag minimal intent={Intent.WARNING}>
                        {t('runners.behind')}
                      </Tag>
                    ) : (
                      <span>{t('runners.upToDate')}</span>
                    )}
                    {runner.lastLagMs !== null ? (
                      <span className="pf-proc-muted pf-proc-nowrap">
                        {t('runners.lag', { ms: runner.lastLagMs })}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td data-label={column('lastError')}>
                  {runner.lastError ? <ErrorText text={runner.lastError} /> : null}
                </td>
                <td data-label={column('rebuild')}>
                  {projector ? (
                    <div className="pf-proc-rebuild-cell">
                      <Button
                        size="small"
                        icon={<RefreshIcon />}
                        text={t('rebuild.button')}
                        aria-label={t('rebuild.buttonLabel', { name: label })}
                        loading={pending}
                        disabled={last !== undefined && isRebuilding(last)}
                        onClick={() => void askRebuild(runner)}
                      />
                      <RebuildStatus rebuild={last} label={label} />
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {confirmDialog}
    </>
  );
}

function columnTitles(t: ProcessesT) {
  return {
    name: t('runners.columns.name'),
    kind: t('runners.columns.kind'),
    state: t('runners.columns.state'),
    holder: t('runners.columns.holder'),
    position: t('runners.columns.position'),
    behind: t('runners.columns.behind'),
    lastError: t('runners.columns.lastError'),
    rebuild: t('runners.columns.rebuild'),
  };
}
