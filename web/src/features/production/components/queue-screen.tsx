import './machine-console.css';
import { useState } from 'react';
import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { PulseIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { useMay } from '../../../lib/session-view';
import { useMachineQueue, useMachines } from '../api/machines';
import { MachineStateDialog } from './machine-state-dialog';
import { MachineStateTag } from './machine-state-tag';
import { QueueEditor } from './queue-editor';

/**
 * /OrderProductManage/Machines: each machine with its state and queue length; the chosen one's
 * queue to reorder, pin and save, its suggested sequence (gravure presses), and its state change.
 */
export function QueueScreen() {
  const { t } = useTranslation();
  const may = useMay();
  const machines = useMachines();
  const [chosen, setChosen] = useState<string | null>(null);
  const [stateOpen, setStateOpen] = useState(false);
  const list = machines.data ?? [];
  // First the machine chosen, else the first with a queue, else the first.
  const id = chosen ?? list.find((m) => m.queued > 0)?.id ?? list[0]?.id ?? null;
  const queue = useMachineQueue(id);
  const machine = queue.data?.machine ?? list.find((m) => m.id === id);

  return (
    <Page title={t('production.queue.title')}>
      {machines.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {t('common.loadFailed', { message: machines.error.message })}
        </Callout>
      )}
      {machines.data && list.length === 0 && <NonIdealState title={t('production.queue.noMachines')} />}
      {list.length > 0 && (
        <div className="pf-queue-layout pf-prod-touch">
          <ul className="pf-queue-machines" aria-label={t('production.queue.machinesLabel')}>
            {list.map((m) => (
              <li key={m.id}>
                <Button
                  active={m.id === id}
                  aria-current={m.id === id ? 'true' : undefined}
                  onClick={() => setChosen(m.id)}
                  text={
                    <span>
                      {m.name} <small>({t(`production.machineKinds.${m.kind}`)})</small>
                    </span>
                  }
                  endIcon={
                    <span>
                      <MachineStateTag state={m.state} reason={m.stateReason} /> {m.queued}
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
          <section>
            {machine && (
              <div className="pf-prod-toolbar">
                <h3 style={{ margin: 0 }}>{t('production.queue.label', { name: machine.name })}</h3>
                <MachineStateTag state={machine.state} reason={machine.stateReason} large />
                <span>{t(`production.stateReasons.${machine.stateReason}`)}</span>
                {machine.stateNote && <small>{machine.stateNote}</small>}
                {may('POST@machine/:id/state') && (
                  <Button
                    icon={<PulseIcon />}
                    text={t('production.queue.changeState')}
                    aria-label={t('production.machines.changeState', { name: machine.name })}
                    onClick={() => setStateOpen(true)}
                  />
                )}
              </div>
            )}
            {queue.isError && (
              <Callout intent={Intent.DANGER} role="alert">
                {t('common.loadFailed', { message: queue.error.message })}
              </Callout>
            )}
            {queue.isPending && id !== null && <Spinner size={24} />}
            {queue.data && (
              <QueueEditor
                key={queue.data.machine.id}
                queue={queue.data}
                editable={may('PUT@machine/:id/queue')}
              />
            )}
          </section>
        </div>
      )}
      {stateOpen && machine && <MachineStateDialog machine={machine} onClose={() => setStateOpen(false)} />}
    </Page>
  );
}
