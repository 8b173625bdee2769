import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductionDetail } from '@packflow/contracts';
import { sendForm } from '../../../components/ui/form-dialog';
import { type ReviewDecision, useReviewOrder } from '../api/review';

export interface ReviewFormState {
  decision: 'confirm' | 'reject';
  artwork: 'confirmed' | 'rejected';
  reason: string;
  inks: string;
  webWidthMm: string;
}

/** The inks as typed: one per line or comma separated, blanks dropped. */
export const inksOf = (text: string): string[] =>
  text
    .split(/[\n,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The review's form once the job has loaded (confirm, the inks and web width prefilled), checked
 * before sending; the server's refusal lands at its fields (its colours at the inks) and above.
 */
export function useReviewForm(job: ProductionDetail | undefined, onDone: () => void) {
  const { t } = useTranslation();
  const review = useReviewOrder();
  const [form, setForm] = useState<ReviewFormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (job && form === null)
      setForm({
        decision: 'confirm',
        artwork: 'confirmed',
        reason: '',
        inks: job.colours.join(', '),
        webWidthMm: job.webWidthMm === null ? '' : String(job.webWidthMm),
      });
  }, [job, form]);

  const set = (patch: Partial<ReviewFormState>) => setForm((f) => (f ? { ...f, ...patch } : f));

  async function submit() {
    if (!job || !form) return;
    const found: Record<string, string> = {};
    if (form.decision === 'reject' && !form.reason.trim())
      found.reason = t('production.review.reasonRequired');
    if (form.decision === 'confirm' && form.webWidthMm.trim() !== '') {
      const n = Number(form.webWidthMm.trim());
      if (!Number.isInteger(n) || n < 10 || n > 3000)
        found.webWidthMm = t('production.review.webWidthInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const decision: ReviewDecision =
      form.decision === 'confirm'
        ? {
            decision: 'confirm',
            artwork: 'confirmed',
            reason: form.reason.trim(),
            colours: inksOf(form.inks),
            webWidthMm: form.webWidthMm.trim(),
          }
        : {
            decision: 'reject',
            artwork: form.artwork,
            reason: form.reason.trim(),
            colours: [],
            webWidthMm: '',
          };
    await sendForm(
      () => review.mutateAsync({ orderId: job.orderId, form: decision }),
      t,
      onDone,
      // The server names the inks 'colours'.
      (refusal) => setErrors(refusal.colours ? { ...refusal, inks: refusal.colours } : refusal),
    );
  }

  return { form, set, errors, submit, busy: review.isPending };
}
