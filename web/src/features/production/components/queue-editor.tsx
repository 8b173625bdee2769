import './machine-console.css';
import { type DragEvent, useState } from 'react';
import { Button, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  DragHandleVerticalIcon,
  LightbulbIcon,
  PinIcon,
  UndoIcon,
  UnpinIcon,
} from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { type MachineQueueView, type QueueEntry, type SequenceReason, jobKey } from '@packflow/contracts';
import { toastSuccess } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useSaveQueue } from '../api/machines';
import { canStep, moveTo, sameOrder, step } from './queue-order';

interface Edit {
  keys: string[];
  pinned: string[];
}

const keyOf = (job: QueueEntry): string => jobKey(job.orderId, job.stage);

/** The planner's order kept over live changes: jobs gone are dropped, new ones come last. */
function reconcile(edit: readonly string[], server: readonly string[]): string[] {
  const there = new Set(server);
  const kept = edit.filter((k) => there.has(k));
  const seen = new Set(kept);
  return [...kept, ...server.filter((k) => !seen.has(k))];
}

/** A sequence reason in words, from its code and params. */
export function useReasonText(): (reason: SequenceReason) => string {
  const { t } = useTranslation();
  return (reason) => t(`production.queue.reasons.${reason.code}`, { ...reason.params });
}

/**
 * A machine's queue, reordered by drag (or the up and down buttons, for touch and keyboard),
 * jobs pinned in place, the suggested sequence of a gravure press applied; Save sends the order.
 * Without `editable` it is read only.
 */
export function QueueEditor({ queue, editable }: { queue: MachineQueueView; editable: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const reasonText = useReasonText();
  const save = useSaveQueue();
  const [edit, setEdit] = useState<Edit | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [applied, setApplied] = useState(false);

  const byKey = new Map(queue.jobs.map((j) => [keyOf(j), j]));
  const serverKeys = queue.jobs.map(keyOf);
  const serverPinned = queue.jobs.filter((j) => j.pinned).map(keyOf);
  const keys = edit ? reconcile(edit.keys, serverKeys) : serverKeys;
  const pinnedList = edit ? edit.pinned.filter((k) => byKey.has(k)) : serverPinned;
  const pinned = new Set(pinnedList);
  const dirty =
    edit !== null &&
    (!sameOrder(keys, serverKeys) || !sameOrder([...pinnedList].sort(), [...serverPinned].sort()));
  const suggestion = queue.suggestion;
  const reasons = new Map((suggestion?.jobs ?? []).map((j) => [j.key, j.reason]));

  const change = (nextKeys: string[], nextPinned: readonly string[] = pinnedList) => {
    setEdit({ keys: nextKeys, pinned: [...nextPinned] });
    setApplied(false);
    setError('');
  };
  const label = (key: string): string => {
    const job = byKey.get(key);
    return job ? `${job.number} · ${t(`production.stageKinds.${job.kind}`)}` : key;
  };

  async function send() {
    setError('');
    try {
      const answer = await save.mutateAsync({ id: queue.machine.id, jobs: keys, pinned: pinnedList });
      setEdit(null);
      setApplied(false);
      void toastSuccess(answer.msg || t('common.operationSuccessful'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  const onDragStart = (key: string) => (event: DragEvent) => {
    setDragging(key);
    event.dataTransfer?.setData('text/plain', key);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (key: string) => (event: DragEvent) => {
    if (!dragging || pinned.has(key)) return;
    event.preventDefault();
    setOver(key);
  };
  const onDrop = (key: string) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragging ?? event.dataTransfer?.getData('text/plain') ?? '';
    setDragging(null);
    setOver(null);
    if (from && from !== key) change(moveTo(keys, pinned, from, key));
  };

  if (queue.jobs.length === 0) return <p>{t('production.queue.empty')}</p>;

  return (
    <div>
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {error}
        </Callout>
      )}
      {editable && (
        <div className="pf-prod-toolbar">
          <Button
            intent={Intent.PRIMARY}
            text={t('production.queue.save')}
            disabled={!dirty}
            loading={save.isPending}
            onClick={send}
          />
          <Button
            icon={<UndoIcon />}
            text={t('production.queue.undo')}
            disabled={edit === null}
            onClick={() => {
              setEdit(null);
              setApplied(false);
              setError('');
            }}
          />
          {dirty && (
            <Tag minimal intent={Intent.WARNING}>
              {t('production.queue.unsaved')}
            </Tag>
          )}
        </div>
      )}
      {suggestion && (
        <Card className="pf-queue-suggestion" compact>
          <h4>{t('production.queue.suggestion')}</h4>
          <p>
            {t('production.queue.suggestionHint', {
              changeovers: suggestion.changeovers,
              fifo: suggestion.fifoChangeovers,
            })}
          </p>
          <ol aria-label={t('production.queue.suggestion')}>
            {suggestion.jobs.map((j) => (
              <li key={j.key}>
                <strong>{label(j.key)}</strong>: {reasonText(j.reason)}
              </li>
            ))}
          </ol>
          {editable && (
            <Button
              icon={<LightbulbIcon />}
              text={t('production.queue.apply')}
              onClick={() => {
                const suggested = suggestion.jobs.map((j) => j.key).filter((k) => byKey.has(k));
                change(reconcile(suggested, serverKeys), serverPinned);
                setApplied(true);
              }}
            />
          )}
          {applied && <p role="status">{t('production.queue.applied')}</p>}
        </Card>
      )}
      <ol className="pf-queue-list" aria-label={t('production.queue.label', { name: queue.machine.name })}>
        {keys.map((key, i) => {
          const job = byKey.get(key)!;
          const isPinned = pinned.has(key);
          const reason = reasons.get(key);
          const name = label(key);
          const classes = [
            'pf-queue-item',
            isPinned ? 'pf-queue-pinned' : '',
            dragging === key ? 'pf-queue-dragging' : '',
            over === key && dragging !== key ? 'pf-queue-over' : '',
          ].join(' ');
          return (
            <li
              key={key}
              className={classes}
              draggable={editable && !isPinned}
              onDragStart={editable ? onDragStart(key) : undefined}
              onDragOver={editable ? onDragOver(key) : undefined}
              onDragLeave={() => setOver((o) => (o === key ? null : o))}
              onDrop={editable ? onDrop(key) : undefined}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              aria-label={name}
              data-key={key}
            >
              <span className="pf-queue-pos">
                {editable && !isPinned && <DragHandleVerticalIcon title={t('production.queue.drag')} />}
                {isPinned && <PinIcon title={t('production.queue.pinned')} />}
                <div>{i + 1}</div>
              </span>
              <div className="pf-queue-main">
                <strong>{job.number}</strong> · {t(`production.stageKinds.${job.kind}`)} · {job.customerName}
                <small>
                  {t('production.queue.planned')}:{' '}
                  {job.plannedStart ? formatDateTime(job.plannedStart, locale) : t('production.queue.none')}
                  {' · '}
                  {[
                    job.substrate ?? t('production.queue.none'),
                    job.webWidthMm === null ? t('production.queue.none') : `${job.webWidthMm} mm`,
                    job.colours.length ? job.colours.join(', ') : t('production.queue.none'),
                  ].join(' · ')}
                </small>
                {applied && reason && <small className="pf-queue-reason">{reasonText(reason)}</small>}
              </div>
              {editable && (
                <span className="pf-queue-buttons">
                  <Button
                    icon={<ArrowUpIcon />}
                    aria-label={t('production.queue.up', { job: name })}
                    title={t('production.queue.up', { job: name })}
                    disabled={!canStep(keys, pinned, key, -1)}
                    onClick={() => change(step(keys, pinned, key, -1))}
                  />
                  <Button
                    icon={<ArrowDownIcon />}
                    aria-label={t('production.queue.down', { job: name })}
                    title={t('production.queue.down', { job: name })}
                    disabled={!canStep(keys, pinned, key, 1)}
                    onClick={() => change(step(keys, pinned, key, 1))}
                  />
                  <Button
                    icon={isPinned ? <UnpinIcon /> : <PinIcon />}
                    active={isPinned}
                    aria-pressed={isPinned}
                    aria-label={t(isPinned ? 'production.queue.unpin' : 'production.queue.pin', {
                      job: name,
                    })}
                    title={t(isPinned ? 'production.queue.unpin' : 'production.queue.pin', { job: name })}
                    onClick={() =>
                      change(keys, isPinned ? pinnedList.filter((k) => k !== key) : [...pinnedList, key])
                    }
                  />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
