import './machine-console.css';
import { type FormEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OrderLayer, OrderSnapshot, ProductionDetail } from '@packflow/contracts';
import { AttachmentList } from '../../../components/files';
import { Field } from '../../../components/ui/field';
import { toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import { type ReviewDecision, useProductionDetail, useReviewOrder } from '../api/review';
import type { productionEn } from '../locales/en';

const LAYERS = [
  'materialprintinginfo',
  'materialcompinfo',
  'materialcomp2info',
  'materialcomp3info',
  'materialinnerinfo',
] as const;
const ACCESSORIES = ['auxzipper_name', 'auxhandle_name', 'auxexhaust_name', 'auxsealingbar_name'] as const;
const SIZE_NAMES = new Set([
  'width',
  'height',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'coreDiameter',
  'rollDiameter',
  'rollLength',
]);

/** The inks as typed: one per line or comma separated, blanks dropped. */
export const inksOf = (text: string): string[] =>
  text
    .split(/[\n,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

function names(items: readonly (OrderLayer | null | undefined)[], english: boolean): string {
  return items
    .filter((i): i is OrderLayer => !!i)
    .map((i) => (english ? i.english_name || i.name : i.name))
    .join(' / ');
}

/** The specification the factory works to: kind, sizes, layers, accessories, quantity. Never a price. */
function Specification({ job }: { job: ProductionDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const english = locale === 'en';
  const s = job.snapshot as Partial<OrderSnapshot>;
  const product =
    job.make === 'coiled' || !job.bagType
      ? t(`production.makes.${job.make}`)
      : t(`production.bagTypes.${job.bagType}`);
  const sizes = Object.entries(s.sizes ?? {})
    .map(([k, v]) => `${SIZE_NAMES.has(k) ? t(`orders.detail.sizeNames.${k as 'width'}`) : k} ${String(v)}`)
    .join(', ');
  const pairs: [keyof (typeof productionEn)['review']['specFields'], ReactNode][] = [
    ['printingType', t(`production.printingTypes.${job.printingType}`)],
    ['product', product],
    [
      'quantity',
      <span key="q" className="pf-prod-num">
        {`${job.quantity.toLocaleString(english ? 'en-US' : 'zh-CN')} ${t(`production.unitSuffix.${job.unit as 'piece'}`)}`}
      </span>,
    ],
    ['size', sizes || t('production.review.none')],
    [
      'layers',
      names(
        LAYERS.map((k) => s[k]),
        english,
      ) || t('production.review.noLayers'),
    ],
    [
      'accessories',
      names(
        ACCESSORIES.map((k) => s[k]),
        english,
      ) || t('production.review.none'),
    ],
  ];
  return (
    <dl className="pf-prod-facts" aria-label={t('production.review.spec')}>
      {pairs.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{t(`production.review.specFields.${key}`)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface FormState {
  decision: 'confirm' | 'reject';
  artwork: 'confirmed' | 'rejected';
  reason: string;
  inks: string;
  webWidthMm: string;
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
  const review = useReviewOrder();
  const job = detail.data;
  const [form, setForm] = useState<FormState | null>(null);
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

  const mayReview = job?.actions.includes('review') ?? false;
  const set = (patch: Partial<FormState>) => setForm((f) => (f ? { ...f, ...patch } : f));

  async function submit(event: FormEvent) {
    event.preventDefault();
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
    try {
      const answer = await review.mutateAsync({ orderId: job.orderId, form: decision });
      void toastSuccess(answer.msg || t('common.operationSuccessful'));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const message = error instanceof Error ? error.message : String(error);
      const mapped = { ...fields, ...(fields.colours ? { inks: fields.colours } : {}) };
      setErrors({ ...mapped, form: message });
    }
  }

  const busy = review.isPending;
  const title = job
    ? t('production.review.dialogTitle', { number: job.number })
    : t('production.review.loading');

  return (
    <Dialog
      isOpen
      title={title}
      onClose={onClose}
      canOutsideClickClose={!busy}
      className="pf-prod-dialog pf-prod-touch"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {detail.isError && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('common.loadFailed', { message: detail.error.message })}
            </Callout>
          )}
          {!job && !detail.isError && <Spinner size={24} aria-label={t('production.review.loading')} />}
          {job && (
            <>
              <Specification job={job} />
              <h4>{t('production.review.artworkFiles')}</h4>
              {job.artworkFiles ? (
                <AttachmentList
                  readOnly
                  value={job.artworkFiles}
                  label={t('production.review.artworkFiles')}
                />
              ) : (
                <p>{t('production.review.noArtwork')}</p>
              )}
              <p>
                {t('production.review.artworkStatus', {
                  status: t(`production.artwork.${job.artworkStatus}`),
                })}
              </p>
              {job.reviewStatus === 'confirmed' && (
                <p>
                  {t('production.review.recorded', {
                    inks: job.colours.join(', ') || t('production.review.none'),
                    width: job.webWidthMm === null ? t('production.review.none') : `${job.webWidthMm} mm`,
                  })}
                </p>
              )}
              {job.rejectReason && (
                <Callout intent={Intent.WARNING}>
                  {t('production.review.previousReject', { reason: job.rejectReason })}
                </Callout>
              )}
            </>
          )}
          {job && form && mayReview && (
            <>
              {errors.form && (
                <p role="alert" className="bp6-text-intent-danger">
                  {errors.form}
                </p>
              )}
              <RadioGroup
                label={t('production.review.decision')}
                inline
                selectedValue={form.decision}
                onChange={(event) => {
                  const decision = event.currentTarget.value as FormState['decision'];
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
                  onChange={(event) => set({ artwork: event.currentTarget.value as FormState['artwork'] })}
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
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('production.review.close')} onClick={onClose} disabled={busy} />
              {job && form && mayReview && (
                <Button
                  type="submit"
                  intent={form.decision === 'confirm' ? Intent.PRIMARY : Intent.DANGER}
                  text={
                    form.decision === 'confirm'
                      ? t('production.review.confirm')
                      : t('production.review.reject')
                  }
                  loading={busy}
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
