import { type ReactNode, useRef, useState } from 'react';
import type { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StageCard } from '@packflow/contracts';
import { FormDialog, refusalOf } from '../../../components/ui/form-dialog';
import { type StageCommand, useStageCommand } from '../api/stages';

/** The stage's name as people say it: its kind, with the pass number when there are several ("Lamination 2"). */
export function useStageName() {
  const { t } = useTranslation();
  return (card: Pick<StageCard, 'kind' | 'stage'>): string => {
    const pass = /-(\d+)$/.exec(card.stage)?.[1];
    const kind = t(`production.stageKinds.${card.kind}`);
    return pass && pass !== '1' ? `${kind} ${pass}` : kind;
  };
}

export type Errors = Record<string, string>;

/** A stage command's form: large buttons for the workshop's tablets, the hint above the refusal. */
export function StageDialog({
  hint,
  errors,
  ...props
}: {
  title: string;
  hint?: ReactNode;
  errors: Errors;
  busy: boolean;
  submitText: string;
  intent?: Intent;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...props}
      large
      className="pf-stage-dialog"
      header={hint && <p>{hint}</p>}
      formError={errors.form}
      closeText={t('production.stages.dialogs.close')}
    />
  );
}

/** Sends one command of a stage; the dialog closes on success and shows the refusal otherwise. */
export function useSend(card: StageCard, onDone: () => void) {
  const command = useStageCommand();
  const [errors, setErrors] = useState<Errors>({});
  // A second tap before the first answer sends nothing (the button's spinner shows only after a render).
  const sending = useRef(false);
  const send = async (kind: StageCommand, form: Record<string, string>, idempotencyKey?: string) => {
    if (sending.current) return;
    sending.current = true;
    setErrors({});
    try {
      await command.mutateAsync({
        orderId: card.orderId,
        stage: card.stage,
        command: kind,
        form,
        idempotencyKey,
      });
      onDone();
    } catch (error) {
      setErrors(refusalOf(error));
    } finally {
      sending.current = false;
    }
  };
  return { send, errors, setErrors, busy: command.isPending };
}
