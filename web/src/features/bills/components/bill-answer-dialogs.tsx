import { useState } from 'react';
import { Callout, Checkbox, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BillView } from '@packflow/contracts';
import { FormDialog, refusalOf, sendForm } from '../../../components/ui/form-dialog';
import { toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useConfirmBill, useDisputeBill, useSendBill } from '../api/bills';
import { money } from './bills-words';

interface DialogProps {
  bill: BillView;
  onClose: () => void;
}

/** Send the bill to the customer. */
export function SendDialog({ bill, onClose }: DialogProps) {
  const { t } = useTranslation();
  const send = useSendBill();
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title={t('bills.send.title')}
      busy={send.isPending}
      formError={error}
      closeText={t('bills.actions.close')}
      submitText={t('bills.actions.send')}
      onClose={onClose}
      onSubmit={() =>
        void sendForm(
          () => send.mutateAsync({ id: bill.id, revision: bill.revision }),
          t,
          onClose,
          (errors) => setError(errors.form),
        )
      }
    >
      <p>{t('bills.send.question', { customer: bill.customerName, month: bill.month })}</p>
    </FormDialog>
  );
}

/** Whether the server refused a confirmation as finishing before the month ends. */
const isFinishEarly = (error: unknown): boolean =>
  error instanceof ApiError && error.extra.error === 'BILLS.FINISH_EARLY';

/**
 * The customer agrees: first sent without the acknowledgement; when the server answers that this
 * finishes early (BILLS.FINISH_EARLY), the warning that it cannot be redone is shown and a second
 * confirmation sends it acknowledged. Whether it is early is the server's call, never the console's.
 */
export function ConfirmDialog({ bill, onClose }: DialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmBill();
  const [early, setEarly] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async () => {
    try {
      const answer = await confirm.mutateAsync({
        id: bill.id,
        revision: bill.revision,
        acknowledgeEarly: early,
      });
      void toastSuccess(answer.msg || t('common.operationSuccessful'));
      onClose();
    } catch (refusal) {
      if (!early && isFinishEarly(refusal)) {
        setEarly(true);
        setError(undefined);
      } else setError(refusalOf(refusal).form);
    }
  };
  return (
    <FormDialog
      title={t(early ? 'bills.confirm.earlyTitle' : 'bills.confirm.title')}
      busy={confirm.isPending}
      formError={error}
      closeText={t('bills.actions.close')}
      submitText={t(early ? 'bills.confirm.confirmEarly' : 'bills.actions.confirm')}
      intent={early ? Intent.DANGER : Intent.PRIMARY}
      onClose={onClose}
      onSubmit={() => void submit()}
      header={
        early ? (
          <Callout intent={Intent.WARNING} role="alert">
            {t('bills.confirm.early')}
          </Callout>
        ) : undefined
      }
    >
      <p>{t('bills.confirm.question', { month: bill.month })}</p>
    </FormDialog>
  );
}

/**
 * The customer disputes lines: each line chosen needs its reason; all of them are sent at once,
 * each line with its own reason.
 */
export function DisputeDialog({ bill, onClose }: DialogProps) {
  const { t } = useTranslation();
  const dispute = useDisputeBill();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const lines = bill.lines.filter((line) => line.kind !== 'adjustment');
  const submit = () => {
    const picked = Object.entries(chosen).map(([lineId, reason]) => ({ lineId, reason: reason.trim() }));
    if (picked.length === 0) return setError(t('bills.dispute.noLines'));
    if (picked.some((line) => line.reason === '')) return setError(t('bills.dispute.reasonRequired'));
    setError(undefined);
    void sendForm(
      () => dispute.mutateAsync({ id: bill.id, revision: bill.revision, lines: picked }),
      t,
      onClose,
      (errors) => setError(errors.form),
    );
  };
  return (
    <FormDialog
      title={t('bills.dispute.title')}
      className="pf-bill-dialog"
      busy={dispute.isPending}
      formError={error}
      closeText={t('bills.actions.close')}
      submitText={t('bills.dispute.submit')}
      outsideClickCloses={false}
      onClose={onClose}
      onSubmit={submit}
      header={<p>{t('bills.dispute.hint')}</p>}
    >
      <ul className="pf-bill-pick">
        {lines.map((line, index) => {
          const name = `${index + 1}. ${t(`bills.kinds.${line.kind}`)} ${line.orderNumber ?? line.contractNumber ?? ''} ${money(line.amount, bill.currency)}`;
          const picked = line.lineId in chosen;
          return (
            <li key={line.lineId}>
              <Checkbox
                checked={picked}
                label={name}
                aria-label={t('bills.dispute.choose', { line: name })}
                onChange={() =>
                  setChosen((old) => {
                    const next = { ...old };
                    if (picked) delete next[line.lineId];
                    else next[line.lineId] = '';
                    return next;
                  })
                }
              />
              {picked && (
                <TextArea
                  fill
                  aria-label={t('bills.dispute.reason', { line: name })}
                  placeholder={t('bills.columns.reason')}
                  value={chosen[line.lineId]}
                  maxLength={500}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setChosen((old) => ({ ...old, [line.lineId]: value }));
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </FormDialog>
  );
}
