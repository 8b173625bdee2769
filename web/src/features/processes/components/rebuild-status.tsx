import { Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { isRebuilding, type RebuildView } from '../api/get-processes';
import { useProcessesTexts } from '../locales';
import { ErrorText } from './error-text';

/** How a read model's last rebuild stands: waiting, its progress, done, or failed with the error. */
export function RebuildStatus({ rebuild, label }: { rebuild: RebuildView | undefined; label: string }) {
  const t = useProcessesTexts();
  if (!rebuild) return null;
  if (isRebuilding(rebuild)) {
    const running = rebuild.state === 'running';
    const text = running ? t('rebuild.running', { percent: rebuild.percent }) : t('rebuild.requested');
    return (
      <div className="pf-proc-rebuild" role="status" aria-live="polite">
        <ProgressBar
          intent={Intent.PRIMARY}
          value={running ? Math.min(1, Math.max(0, rebuild.percent / 100)) : undefined}
          aria-label={t('rebuild.progressLabel', { name: label })}
        />
        <span className="pf-proc-muted">{text}</span>
      </div>
    );
  }
  if (rebuild.state === 'failed')
    return (
      <div className="pf-proc-rebuild">
        <Tag minimal intent={Intent.DANGER}>
          {t('rebuild.failed')}
        </Tag>
        {rebuild.error ? <ErrorText text={rebuild.error} /> : null}
      </div>
    );
  const at = rebuild.finishedAt ?? rebuild.requestedAt;
  return (
    <Tag minimal intent={Intent.SUCCESS}>
      {t('rebuild.done', { at: formatDateTime(at, currentLocale()) })}
    </Tag>
  );
}
