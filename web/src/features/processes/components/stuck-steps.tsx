import { useState, type ReactNode } from 'react';
import { Button, Collapse, HTMLTable, Intent } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon, RefreshIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useConfirm } from '../../../components/ui/confirm';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import type { ParkedStepView } from '../api/get-processes';
import { useRetryStep } from '../api/retry-step';
import { runnerLabel, useProcessesTexts } from '../locales';
import { ErrorText } from './error-text';
import { RunnerName } from './runner-table';

/**
 * Reactor steps that kept failing, set aside so they hold up nothing else: each can be retried.
 * Retried ones stay out of the way, behind a button.
 */
export function StuckSteps({ parked }: { parked: readonly ParkedStepView[] }) {
  const t = useProcessesTexts();
  const [confirm, confirmDialog] = useConfirm();
  const retry = useRetryStep();
  const [showRetried, setShowRetried] = useState(false);
  const stuck = parked.filter((p) => p.retriedAt === null);
  const retried = parked.filter((p) => p.retriedAt !== null);

  async function askRetry(step: ParkedStepView): Promise<void> {
    const yes = await confirm({
      title: t('stuck.confirmTitle'),
      message: t('stuck.confirmMessage', {
        reactor: runnerLabel(t, step.runner),
        event: step.eventType,
        stream: step.streamId,
      }),
      confirmText: t('stuck.confirm'),
    });
    if (!yes) return;
    retry.mutate(step.id, {
      onSuccess: ({ msg }) => void toastSuccess(msg || t('stuck.retry')),
      onError: (error) => void toastError(error.message),
    });
  }

  return (
    <>
      {stuck.length === 0 ? (
        <p className="pf-proc-empty">
          <TickCircleIcon className="pf-proc-ok" />
          <strong>{t('stuck.empty')}</strong>
          <span className="pf-proc-muted">{t('stuck.emptyHint')}</span>
        </p>
      ) : (
        <StepTable
          label={t('stuck.label')}
          steps={stuck}
          action={(step) => (
            <Button
              size="small"
              intent={Intent.PRIMARY}
              icon={<RefreshIcon />}
              text={t('stuck.retry')}
              aria-label={t('stuck.retryLabel', {
                event: step.eventType,
                reactor: runnerLabel(t, step.runner),
              })}
              loading={retry.isPending && retry.variables === step.id}
              onClick={() => void askRetry(step)}
            />
          )}
        />
      )}
      {retried.length > 0 ? (
        <div className="pf-proc-retried">
          <Button
            variant="minimal"
            icon={showRetried ? <ChevronDownIcon /> : <ChevronRightIcon />}
            text={showRetried ? t('stuck.hideRetried') : t('stuck.showRetried', { count: retried.length })}
            aria-expanded={showRetried}
            onClick={() => setShowRetried(!showRetried)}
          />
          <Collapse isOpen={showRetried}>
            <StepTable label={t('stuck.retriedLabel')} steps={retried} />
          </Collapse>
        </div>
      ) : null}
      {confirmDialog}
    </>
  );
}

function StepTable({
  label,
  steps,
  action,
}: {
  label: string;
  steps: readonly ParkedStepView[];
  action?: (step: ParkedStepView) => ReactNode;
}) {
  const t = useProcessesTexts();
  const locale = currentLocale();
  const titles = {
    reactor: t('stuck.columns.reactor'),
    event: t('stuck.columns.event'),
    stream: t('stuck.columns.stream'),
    correlation: t('stuck.columns.correlation'),
    attempts: t('stuck.columns.attempts'),
    error: t('stuck.columns.error'),
    at: action ? t('stuck.columns.parkedAt') : t('stuck.columns.retriedAt'),
    actions: t('stuck.columns.actions'),
  };
  return (
    <HTMLTable compact striped className="pf-table pf-proc-table pf-proc-steps" aria-label={label}>
      <thead>
        <tr>
          <th>{titles.reactor}</th>
          <th>{titles.event}</th>
          <th>{titles.stream}</th>
          <th>{titles.correlation}</th>
          <th>{titles.attempts}</th>
          <th>{titles.error}</th>
          <th>{titles.at}</th>
          {action ? <th>{titles.actions}</th> : null}
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.id} data-step={step.id}>
            <td data-label={titles.reactor}>
              <RunnerName name={step.runner} />
            </td>
            <td data-label={titles.event}>
              <span className="pf-proc-name">
                <span>{step.eventType}</span>
                <span className="pf-proc-muted">{t('stuck.position', { position: step.position })}</span>
              </span>
            </td>
            <td data-label={titles.stream}>
              <code className="pf-proc-id">{step.streamId}</code>
            </td>
            <td data-label={titles.correlation}>
              <code className="pf-proc-id">{step.correlationId}</code>
            </td>
            <td data-label={titles.attempts}>{step.attempts}</td>
            <td data-label={titles.error}>
              <ErrorText text={step.error} />
            </td>
            <td data-label={titles.at}>{formatDateTime(step.retriedAt ?? step.parkedAt, locale)}</td>
            {action ? (
              <td data-label={titles.actions} className="pf-proc-actions">
                {action(step)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
