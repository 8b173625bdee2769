import '../processes.css';
import { useEffect, useRef } from 'react';
import { Callout, Card, H4, Intent, Tag } from '@blueprintjs/core';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { isRebuilding, useProcesses, type ProcessesView, type RebuildView } from '../api/get-processes';
import { runnerLabel, useProcessesTexts } from '../locales';
import { RunnerTable } from './runner-table';
import { StuckSteps } from './stuck-steps';

/**
 * /System/Processes (Admin): the projections and reactors with where they run and how far they
 * got, a rebuild per read model with its progress, and the process steps that got stuck, to retry.
 * Asks again every few seconds, every second while a rebuild is under way.
 */
export function ProcessesScreen() {
  const t = useProcessesTexts();
  const processes = useProcesses();
  useRebuildNotices(processes.data?.rebuilds);
  return (
    <Page title={t('title')}>
      <p className="pf-proc-intro">{t('intro')}</p>
      <QueryState query={processes}>
        {(view) => (
          <div className="pf-proc">
            <Summary view={view} />
            {/* What needs a person first; on a phone the long list would hide it. */}
            <Card className="pf-proc-card" role="region" aria-label={t('stuck.title')}>
              <H4>{t('stuck.title')}</H4>
              <p className="pf-proc-muted">{t('stuck.hint')}</p>
              <StuckSteps parked={view.parked} />
            </Card>
            <Card className="pf-proc-card" role="region" aria-label={t('runners.title')}>
              <H4>{t('runners.title')}</H4>
              <RunnerTable runners={view.runners} rebuilds={view.rebuilds} />
            </Card>
          </div>
        )}
      </QueryState>
    </Page>
  );
}

/** What needs attention, in one line above the lists. */
function Summary({ view }: { view: ProcessesView }) {
  const t = useProcessesTexts();
  const counts = [
    {
      key: 'errors',
      count: view.runners.filter((r) => r.state === 'failed' || r.lastError !== null).length,
      intent: Intent.DANGER,
    },
    {
      key: 'unheld',
      count: view.runners.filter((r) => r.leaseHolder === null).length,
      intent: Intent.WARNING,
    },
    { key: 'stuck', count: view.parked.filter((p) => p.retriedAt === null).length, intent: Intent.DANGER },
    { key: 'rebuilding', count: view.rebuilds.filter(isRebuilding).length, intent: Intent.PRIMARY },
  ] as const;
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0)
    return (
      <Callout intent={Intent.SUCCESS} compact role="status" aria-label={t('summary.label')}>
        {t('summary.allWell')}
      </Callout>
    );
  const problems = shown.some((c) => c.intent !== Intent.PRIMARY);
  return (
    <Callout
      intent={problems ? Intent.WARNING : Intent.PRIMARY}
      compact
      role="status"
      aria-label={t('summary.label')}
    >
      <span className="pf-proc-summary">
        {shown.map((c) => (
          <Tag key={c.key} intent={c.intent} minimal>
            {t(`summary.${c.key}`, { count: c.count })}
          </Tag>
        ))}
      </span>
    </Callout>
  );
}

/** Says so when a rebuild this screen saw under way has finished or failed. */
function useRebuildNotices(rebuilds: readonly RebuildView[] | undefined): void {
  const t = useProcessesTexts();
  const seen = useRef(new Map<string, RebuildView['state']>());
  useEffect(() => {
    if (!rebuilds) return;
    for (const rebuild of rebuilds) {
      const before = seen.current.get(rebuild.name);
      seen.current.set(rebuild.name, rebuild.state);
      if (before !== 'requested' && before !== 'running') continue;
      const name = runnerLabel(t, rebuild.name);
      if (rebuild.state === 'done') void toastSuccess(t('rebuild.finished', { name }));
      if (rebuild.state === 'failed')
        void toastError(t('rebuild.failedToast', { name, error: rebuild.error ?? '' }));
    }
  }, [rebuilds, t]);
}
