import { useState } from 'react';
import { Callout, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MONEY_DECIMALS, RECEIPT_METHODS, type ReceiptMethod } from '@packflow/contracts';
import { ImageUploadField } from '../files';
import { Field } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { toastError, toastSuccess } from '../ui/toaster';
import { ApiError, newIdempotencyKey } from '../../lib/api';
import { useContractMoney } from './contract-money';
import { MoneyFigures } from './money-figures';
import { useRecordReceipt } from './record-receipt';

export interface RecordReceiptDialogProps {
  contractId: string;
  /** Shown to say which contract the money is for. */
  contractNumber: string;
  currency: 'CNY' | 'USD';
  /** When the money is for one order of the contract. */
  orderId?: string | undefined;
  onClose: () => void;
}
const today = (): string => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * A salesman's or trader's "money came in" on a contract or one of its orders: amount in the
 * contract's currency, how and when it came, proof images and a note. The dialog keeps one request
 * key from opening to success, so a double click or a retry after a lost answer records one receipt.
 */
export function RecordReceiptDialog({
  contractId,
  contractNumber,
  currency,
  orderId,
  onClose,
}: RecordReceiptDialogProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<ReceiptMethod>('bank');
  const [receivedOn, setReceivedOn] = useState(today);
  const [proofs, setProofs] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const record = useRecordReceipt();
  // What the contract asks and what Finance confirmed, so the amount needs no guesswork.
  const money = useContractMoney(contractId);

  async function onSubmit(): Promise<void> {
    try {
      const { msg } = await record.mutateAsync({
        contractId,
        orderId,
        amount: amount.trim(),
        method,
        receivedOn,
        proofs,
        note: note.trim(),
        idempotencyKey,
      });
      setIdempotencyKey(newIdempotencyKey());
      void toastSuccess(msg || t('common.operationSuccessful'));
      onClose();
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      void toastError(error instanceof Error ? error.message : String(error));
    }
  }
  const clear = (name: string) => setFields(({ [name]: _, ...rest }) => rest);

  return (
    <FormDialog
      title={t('receipts.title')}
      busy={record.isPending}
      outsideClickCloses={false}
      closeText={t('common.cancel')}
      submitText={t('receipts.submit')}
      submitDisabled={amount.trim() === '' || proofs === ''}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <Field label={t('receipts.contract')} labelFor="receipt-contract">
        <InputGroup id="receipt-contract" value={contractNumber} readOnly />
      </Field>
      {money.data && <MoneyFigures figures={money.data.figures} currency={currency} />}
      <Field
        label={t('receipts.amount', { currency })}
        labelFor="receipt-amount"
        error={fields.amount}
        hint={t('receipts.amountHint', { decimals: MONEY_DECIMALS })}
      >
        <InputGroup
          id="receipt-amount"
          inputMode="decimal"
          autoFocus
          value={amount}
          intent={fields.amount ? Intent.DANGER : Intent.NONE}
          onValueChange={(value) => {
            setAmount(value);
            clear('amount');
          }}
        />
      </Field>
      <Field label={t('receipts.method')} labelFor="receipt-method" error={fields.method}>
        <HTMLSelect
          id="receipt-method"
          fill
          value={method}
          onChange={(e) => setMethod(e.currentTarget.value as ReceiptMethod)}
          options={RECEIPT_METHODS.map((m) => ({ value: m, label: t(`receipts.methods.${m}`) }))}
        />
      </Field>
      <Field label={t('receipts.receivedOn')} labelFor="receipt-date" error={fields.receivedOn}>
        <InputGroup
          id="receipt-date"
          type="date"
          value={receivedOn}
          max={today()}
          onValueChange={(value) => {
            setReceivedOn(value);
            clear('receivedOn');
          }}
        />
      </Field>
      <Field label={t('receipts.proofs')} labelFor="receipt-proofs" error={fields.proofs}>
        <ImageUploadField
          id="receipt-proofs"
          value={proofs}
          onChange={(value) => {
            setProofs(value);
            clear('proofs');
          }}
        />
      </Field>
      <Field label={t('receipts.note')} labelFor="receipt-note" error={fields.note}>
        <TextArea
          id="receipt-note"
          fill
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </Field>
      <Callout compact intent={Intent.PRIMARY}>
        {t('receipts.waits')}
      </Callout>
    </FormDialog>
  );
}
