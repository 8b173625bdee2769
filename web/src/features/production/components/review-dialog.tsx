import './machine-console.css';
import { Callout, InputGroup, Intent, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useProductionDetail } from '../api/review';
import { ReviewSubject } from './review-specification';
import { type ReviewFormState, useReviewForm } from './use-review-form';

/** The decision's fields: confirm with the inks and web width, or reject with the artwork's status; a reason. */
function DecisionFields({
  form,
  set,
  errors,
}: {
  form: ReviewFormState;
  set: (patch: Partial<ReviewFormState>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RadioGroup
        label={t('production.review.decision')}
        inline
        selectedValue={form.decision}
        onChange={(event) => {
          const decision = event.currentTarget.value as ReviewFormState['decision'];
          set({ decision, artwork: decision === 'confirm' ? 'confirmed' : 'rejected' });
        }}
      >
        <Radio value="confirm" label={t('production.review.confirm')} />
        <Radio value="reject" label={t('production.review.reject')} />
      </RadioGroup>
      {form.decision === 'confirm' ? (
        <>
          <Field label={t('production.review.inks')} labelFor="review-inks" error={errors.inks}>
            <TextArea
              id="review-inks"
              fill
              rows={2}
              value={form.inks}
              onChange={(event) => set({ inks: event.currentTarget.value })}
            />
          </Field>
          <Field
            label={t('production.review.webWidth')}
            labelFor="review-web-width"
            error={errors.webWidthMm}
          >
            <InputGroup
              id="review-web-width"
              inputMode="numeric"
              value={form.webWidthMm}
              onValueChange={(webWidthMm) => set({ webWidthMm })}
            />
          </Field>
        </>
      ) : (
        <RadioGroup
          label={t('production.review.artworkDecision')}
          inline
          selectedValue={form.artwork}
          onChange={(event) => set({ artwork: event.currentTarget.value as ReviewFormState['artwork'] })}
        >
          <Radio value="rejected" label={t('production.review.artworkRejected')} />
          <Radio value="confirmed" label={t('production.review.artworkConfirmed')} />
        </RadioGroup>
      )}
      <Field label={t('production.review.reason')} labelFor="review-reason" error={errors.reason}>
        <TextArea
          id="review-reason"
          fill
          maxLength={500}
          value={form.reason}
          onChange={(event) => set({ reason: event.currentTarget.value })}
        />
      </Field>
    </>
  );
}

/**
 * The production review of one order: its specification for the factory and its artwork files;
 * when the server offers the review, confirm (the inks and web width prefilled, editable) or
 * reject with a reason, the artwork's status chosen with it. The server's refusal shows in the
 * dialog, in the reader's language as the server answers it.
 */
export function ReviewDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useProductionDetail(orderId);
  const job = detail.data;
  const { form, set, errors, submit, busy } = useReviewForm(job, onClose);
  const deciding = job && form && job.actions.includes('review') ? form : null;

  return (
    <FormDialog
      title={
        job ? t('production.review.dialogTitle', { number: job.number }) : t('production.review.loading')
      }
      className="pf-prod-dialog pf-prod-touch"
      busy={busy}
      formError={deciding ? errors.form : undefined}
      closeText={t('production.review.close')}
      submitText={
        deciding
          ? t(deciding.decision === 'confirm' ? 'production.review.confirm' : 'production.review.reject')
          : undefined
      }
      intent={deciding?.decision === 'reject' ? Intent.DANGER : Intent.PRIMARY}
      onSubmit={() => void submit()}
      onClose={onClose}
      header={
        <>
          {detail.isError && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('common.loadFailed', { message: detail.error.message })}
            </Callout>
          )}
          {!job && !detail.isError && <Spinner size={24} aria-label={t('production.review.loading')} />}
          {job && <ReviewSubject job={job} />}
        </>
      }
    >
      {deciding && <DecisionFields form={deciding} set={set} errors={errors} />}
    </FormDialog>
  );
}
