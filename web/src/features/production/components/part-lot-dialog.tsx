import { useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StageCard } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { newIdempotencyKey } from '../../../lib/api';
import { StageDialog, useSend, useStageName } from './stage-command';
import { number } from './stage-ledger';

const WHOLE = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** What the stage made good and has not sent yet, in its unit (whole pieces at bag making). */
export function leftToSend(card: Pick<StageCard, 'ledger' | 'partsSent' | 'outputUnit'>): number {
  const left = Math.max(0, Math.round(card.ledger.goodOut * 100) - Math.round(card.partsSent * 100)) / 100;
  return card.outputUnit === 'piece' ? Math.floor(left) : left;
}

/**
 * Send part of the last stage's good output to inspection before the stage finishes: the quantity
 * (whole pieces at bag making, metres at slitting), at most what is left to send. The part's id is
 * made once when the form opens: sending it twice (a double tap, a retry) sends one part.
 */
export function StagePartDialog({ card, onClose }: { card: StageCard; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useStageName()(card);
  const [partId] = useState(newIdempotencyKey);
  const [quantity, setQuantity] = useState('');
  const { send, errors, setErrors, busy } = useSend(card, onClose);
  const pieces = card.outputUnit === 'piece';
  const left = leftToSend(card);
  const submit = () => {
    const value = quantity.trim();
    const error = !value
      ? t('production.stages.part.required')
      : !(pieces ? WHOLE : AMOUNT).test(value) || Number(value) <= 0
        ? t(pieces ? 'production.stages.part.wholePieces' : 'production.stages.part.metresInvalid')
        : Number(value) > left
          ? t('production.stages.part.aboveLeft', { left: number(left) })
          : null;
    if (error) setErrors({ quantity: error });
    else void send('send-part', { partId, quantity: value }, partId);
  };
  return (
    <StageDialog
      title={t('production.stages.part.title', { stage: name, number: card.number })}
      hint={t('production.stages.part.hint', {
        made: number(card.ledger.goodOut),
        sent: number(card.partsSent),
        left: number(left),
        unit: t(pieces ? 'production.stages.part.pieces' : 'production.stages.part.metres'),
      })}
      errors={errors}
      busy={busy}
      submitText={t('production.stages.part.send')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t(pieces ? 'production.stages.part.quantityPieces' : 'production.stages.part.quantityMetres')}
        labelFor="part-quantity"
        error={errors.quantity}
      >
        <InputGroup
          id="part-quantity"
          large
          inputMode={pieces ? 'numeric' : 'decimal'}
          value={quantity}
          onValueChange={setQuantity}
        />
      </Field>
    </StageDialog>
  );
}
