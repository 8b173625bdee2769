import { type ReactElement, useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { EditIcon, PauseIcon, PlayIcon, SendToIcon, TickIcon, UnlockIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { StageAction, StageCard } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { ApiError } from '../../../lib/api';
import { useMay } from '../../../lib/session-view';
import { useStageCommand } from '../api/stages';
import { useStageName } from './stage-command';
import { StagePartDialog } from './part-lot-dialog';
import { StageEntryDialog, StageReasonDialog, StageStartDialog } from './stage-dialogs';

/** The job card's buttons, in this order; scheduling is the planner's screen, not the card's. */
const CARD_ACTIONS = [
  'start',
  'pause',
  'resume',
  'record',
  'finish',
  'sendPart',
  'overrideCure',
] as const satisfies readonly StageAction[];
type CardAction = (typeof CARD_ACTIONS)[number];

const PERMISSION: Readonly<Record<CardAction, string>> = {
  start: 'POST@production/:orderId/stages/:stage/start',
  pause: 'POST@production/:orderId/stages/:stage/pause',
  resume: 'POST@production/:orderId/stages/:stage/resume',
  record: 'POST@production/:orderId/stages/:stage/entries',
  finish: 'POST@production/:orderId/stages/:stage/finish',
  overrideCure: 'POST@production/:orderId/stages/:stage/cure-override',
  sendPart: 'POST@production/:orderId/stages/:stage/send-part',
};

const ICON: Readonly<Record<CardAction, ReactElement>> = {
  start: <PlayIcon />,
  pause: <PauseIcon />,
  resume: <PlayIcon />,
  record: <EditIcon />,
  finish: <TickIcon />,
  overrideCure: <UnlockIcon />,
  sendPart: <SendToIcon />,
};

/** The card's buttons: only what the server lists in `actions` (and the role's permissions allow). */
export function JobCardActions({ card }: { card: StageCard }) {
  const { t } = useTranslation();
  const may = useMay();
  const name = useStageName()(card);
  const [open, setOpen] = useState<CardAction | null>(null);
  const [refusal, setRefusal] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const command = useStageCommand();
  const direct = async (kind: 'resume' | 'finish') => {
    setRefusal('');
    if (
      kind === 'finish' &&
      !(await confirm({
        message: t('production.stages.dialogs.finishConfirm', { stage: name, number: card.number }),
        confirmText: t('production.stages.actions.finish'),
      }))
    )
      return;
    try {
      await command.mutateAsync({ orderId: card.orderId, stage: card.stage, command: kind, form: {} });
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  };
  const shown = CARD_ACTIONS.filter((a) => card.actions.includes(a) && may(PERMISSION[a]));
  if (shown.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      {refusal && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {refusal}
        </Callout>
      )}
      <div className="pf-job-actions">
        {shown.map((a) => (
          <Button
            key={a}
            large
            icon={ICON[a]}
            intent={
              a === 'start' || a === 'record'
                ? Intent.PRIMARY
                : a === 'overrideCure'
                  ? Intent.DANGER
                  : Intent.NONE
            }
            text={t(`production.stages.actions.${a}`)}
            loading={
              command.isPending && (a === 'resume' || a === 'finish') && command.variables?.command === a
            }
            onClick={() => {
              setRefusal('');
              if (a === 'resume' || a === 'finish') void direct(a);
              else setOpen(a);
            }}
          />
        ))}
      </div>
      {open === 'start' && <StageStartDialog card={card} onClose={close} />}
      {open === 'record' && <StageEntryDialog card={card} onClose={close} />}
      {open === 'pause' && <StageReasonDialog card={card} command="pause" onClose={close} />}
      {open === 'overrideCure' && <StageReasonDialog card={card} command="cure-override" onClose={close} />}
      {open === 'sendPart' && <StagePartDialog card={card} onClose={close} />}
      {confirmDialog}
    </>
  );
}
