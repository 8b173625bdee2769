import './machine-console.css';
import { type FormEvent, useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MachineView, ProductionDetail, StageCard } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useScheduleStage } from '../api/jobs';
import { useMachines } from '../api/machines';
import { useProductionDetail } from '../api/review';
import { MachineStateTag } from './machine-state-tag';

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, for a datetime-local input. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next whole hour from now: the planned start a new schedule proposes. */
const nextHour = (): string => {
  const d = new Date();
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return localInput(d);
};

function ScheduleForm({
  job,
  stage,
  machines,
  onDone,
  onCancel,
}: {
  job: ProductionDetail;
  stage: StageCard;
  machines: readonly MachineView[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schedule = useScheduleStage();
  // The kinds the server lists for the stage: only a filter here, the server refuses a machine that cannot run it.
  const fitting = machines.filter((m) => stage.machineKinds.includes(m.kind));
  const [machineId, setMachineId] = useState(stage.machineId ?? (fitting.length === 1 ? fitting[0]!.id : ''));
  const [start, setStart] = useState(
    stage.plannedStart ? localInput(new Date(stage.plannedStart)) : nextHour(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stageName = t(`production.stageKinds.${stage.kind}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!machineId) found.machineId = t('production.schedule.machineRequired');
    const when = new Date(start);
    if (!start || Number.isNaN(when.getTime())) found.plannedStart = t('production.schedule.startRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await schedule.mutateAsync({
        orderId: job.orderId,
        stage: stage.stage,
        machineId,
        plannedStart: when.toISOString(),
      });
      void toastSuccess(answer.msg || t('common.operationSuccessful'));
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const message = error instanceof Error ? error.message : String(error);
      setErrors({ ...fields, form: message });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('production.schedule.actionFor', { stage: stageName, number: job.number })}
    >
      <h4>{t('production.schedule.dialogTitle', { stage: stageName, number: job.number })}</h4>
      {errors.form && (
        <p role="alert" className="bp6-text-intent-danger">
          {errors.form}
        </p>
      )}
      {fitting.length === 0 ? (
        <Callout intent={Intent.WARNING}>{t('production.schedule.noMachine')}</Callout>
      ) : (
        <Field
          label={t('production.schedule.machineLabel')}
          labelFor="schedule-machine"
          error={errors.machineId}
          hint={t('production.schedule.fitsHint', { stage: stageName })}
        >
          <HTMLSelect
            id="schedule-machine"
            fill
            value={machineId}
            options={[
              { value: '', label: t('production.schedule.chooseMachine') },
              ...fitting.map((m) => ({
                value: m.id,
                label: `${m.name} · ${t(`production.machineStates.${m.state}`)} · ${t('production.machines.columns.queued')} ${m.queued}`,
              })),
            ]}
            onChange={(event) => setMachineId(event.currentTarget.value)}
          />
        </Field>
      )}
      <Field
        label={t('production.schedule.plannedStart')}
        labelFor="schedule-start"
        error={errors.plannedStart}
      >
        <InputGroup id="schedule-start" type="datetime-local" value={start} onValueChange={setStart} />
      </Field>
      <div className="pf-prod-toolbar">
        <Button text={t('common.cancel')} onClick={onCancel} disabled={schedule.isPending} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={t('production.schedule.send')}
          loading={schedule.isPending}
          disabled={fitting.length === 0}
        />
      </div>
    </form>
  );
}

/**
 * An order's stages as production opened them: each with its state, machine (and that machine's
 * state) and planned start, and 'Schedule' where the server offers it, which puts the stage on a
 * machine of a fitting kind with a planned start.
 */
export function ScheduleStagesDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const detail = useProductionDetail(orderId);
  const machines = useMachines();
  const [editing, setEditing] = useState<string | null>(null);
  const job = detail.data;
  const byId = new Map((machines.data ?? []).map((m) => [m.id, m]));
  const editingStage = job?.stages.find((s) => s.stage === editing);

  return (
    <Dialog
      isOpen
      title={
        job ? t('production.schedule.stagesOf', { number: job.number }) : t('production.schedule.loading')
      }
      onClose={onClose}
      className="pf-prod-dialog pf-prod-touch"
    >
      <DialogBody>
        {detail.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('common.loadFailed', { message: detail.error.message })}
          </Callout>
        )}
        {!job && !detail.isError && <Spinner size={24} aria-label={t('production.schedule.loading')} />}
        {job && (
          <HTMLTable
            compact
            striped
            className="pf-prod-stages"
            aria-label={t('production.schedule.stagesOf', { number: job.number })}
          >
            <thead>
              <tr>
                <th>{t('production.schedule.stage')}</th>
                <th>{t('production.schedule.state')}</th>
                <th>{t('production.schedule.machine')}</th>
                <th>{t('production.schedule.plannedStart')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {job.stages.map((s) => {
                const stageName = t(`production.stageKinds.${s.kind}`);
                const machine = s.machineId ? byId.get(s.machineId) : undefined;
                const machineState = machine?.state ?? s.machineState;
                return (
                  <tr key={s.stage}>
                    <td>
                      {s.seq}. {stageName}
                    </td>
                    <td>
                      <Tag minimal>{t(`production.stageStates.${s.state}`)}</Tag>
                    </td>
                    <td>
                      {s.machineName ?? machine?.name ?? '—'}{' '}
                      {machineState && <MachineStateTag state={machineState} reason={machine?.stateReason} />}
                      {s.queuePosition !== null && (
                        <small>
                          {' '}
                          {t('production.schedule.queuePosition', { position: s.queuePosition })}
                        </small>
                      )}
                    </td>
                    <td className="pf-prod-num">
                      {s.plannedStart
                        ? formatDateTime(s.plannedStart, locale)
                        : t('production.schedule.notPlanned')}
                    </td>
                    <td>
                      {s.actions.includes('schedule') && (
                        <Button
                          icon={<TimeIcon />}
                          intent={Intent.PRIMARY}
                          text={t('production.schedule.action')}
                          aria-label={t('production.schedule.actionFor', {
                            stage: stageName,
                            number: job.number,
                          })}
                          onClick={() => setEditing(s.stage)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        {job && editingStage && (
          <ScheduleForm
            key={editingStage.stage}
            job={job}
            stage={editingStage}
            machines={machines.data ?? []}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('production.schedule.close')} onClick={onClose} />} />
    </Dialog>
  );
}
