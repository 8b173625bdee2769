import './inspection.css';
import { useMemo, useState } from 'react';
import { Button, ButtonGroup, Callout, H5, InputGroup, Intent } from '@blueprintjs/core';
import { TickIcon, CrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { DEFECT_KINDS, type LotView, type TemplateCheck } from '@packflow/contracts';
import { ImageUploadField } from '../../../components/files';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { currentLocale } from '../../../lib/i18n';
import { useInspectLot } from '../api/lots';
import {
  type CheckDraft,
  type InspectionDraft,
  draftOf,
  orderUnitOf,
  draftProblems,
  formOf,
  templateNorm,
  verdictOf,
} from './inspection-verdict';
import { lotName, quantityOf, unitText } from './lot-list';
import { PlanLine } from './plan-line';
import { TextField } from './text-field';
import { useDialogSend } from './use-dialog-send';

/**
 * Inspect a waiting lot: the sampling plan, the sample size (the plan's by default), every check
 * of the template, the defects counted, photos, a note and the good quantity. The result the
 * figures give shows as they are typed; the server judges it when recorded.
 */
export function InspectDialog({ lot, onClose }: { lot: LotView; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const inspect = useInspectLot();
  const [draft, setDraft] = useState<InspectionDraft>(() => draftOf(lot));
  const { errors, send } = useDialogSend(onClose);
  const verdict = useMemo(() => verdictOf(lot, draft, locale), [lot, draft, locale]);

  const setCheck = (key: string, patch: Partial<CheckDraft>) =>
    setDraft((d) => ({ ...d, checks: { ...d.checks, [key]: { ...d.checks[key]!, ...patch } } }));

  function submit() {
    const problems = draftProblems(lot, draft);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, p]) => [
        field,
        t(`inspection.inspect.errors.${p.key}`, p.params ?? {}),
      ]),
    );
    return send(found, async () => {
      const { data } = await inspect.mutateAsync({ lot, form: formOf(lot, draft) });
      return { msg: data?.result ? t(`inspection.inspect.recorded.${data.result}`) : '' };
    });
  }

  const name = lotName(lot, t);
  return (
    <FormDialog
      title={t('inspection.inspect.title', { lot: name })}
      className="pf-qc-dialog pf-qc-touch"
      busy={inspect.isPending}
      formError={errors.form}
      outsideClickCloses={false}
      closeText={t('inspection.close')}
      submitText={t('inspection.inspect.send')}
      onSubmit={() => void submit()}
      onClose={onClose}
      header={
        <>
          <p>
            {t('inspection.inspect.facts', {
              customer: lot.customerName,
              bagType: t(`inspection.bagTypes.${lot.templateKind}`),
              quantity: quantityOf(lot.quantity, lot.unit, t, locale),
              source: t(`inspection.sources.${lot.source}`),
            })}
          </p>
          <VerdictCallout verdict={verdict} />
        </>
      }
    >
      {lot.plan && <PlanLine plan={lot.plan} explain />}
      <Field label={t('inspection.inspect.sampleSize')} labelFor="inspect-sample" error={errors.sampleSize}>
        <InputGroup
          id="inspect-sample"
          className="pf-qc-short"
          inputMode="numeric"
          value={draft.sampleSize}
          onValueChange={(sampleSize) => setDraft((d) => ({ ...d, sampleSize }))}
        />
      </Field>
      <H5 className="pf-qc-section">{t('inspection.inspect.checks')}</H5>
      {errors.checks && (
        <p className="bp6-text-intent-danger" role="alert">
          {errors.checks}
        </p>
      )}
      {(lot.template?.checks ?? []).map((check) => (
        <CheckRow
          key={check.key}
          check={check}
          lot={lot}
          draft={draft.checks[check.key]!}
          errors={errors}
          onChange={(patch) => setCheck(check.key, patch)}
        />
      ))}
      <H5 className="pf-qc-section">{t('inspection.inspect.defects')}</H5>
      {errors.defects && (
        <p className="bp6-text-intent-danger" role="alert">
          {errors.defects}
        </p>
      )}
      <div className="pf-qc-defects">
        {DEFECT_KINDS.map((kind) => (
          <Field
            key={kind}
            label={t(`inspection.defectKinds.${kind}`)}
            labelFor={`inspect-defect-${kind}`}
            error={errors[`defect.${kind}`]}
          >
            <InputGroup
              id={`inspect-defect-${kind}`}
              inputMode="numeric"
              placeholder="0"
              aria-label={t('inspection.inspect.defectLabel', { kind: t(`inspection.defectKinds.${kind}`) })}
              value={draft.defects[kind]}
              onValueChange={(value) => setDraft((d) => ({ ...d, defects: { ...d.defects, [kind]: value } }))}
            />
          </Field>
        ))}
      </div>
      <p className="bp6-text-muted">{t('inspection.inspect.defectsTotal', { count: verdict.defective })}</p>
      <Field
        label={t('inspection.inspect.goodQuantity', { unit: unitText(orderUnitOf(lot), t) })}
        labelFor="inspect-good"
        error={errors.goodQuantity}
        hint={t('inspection.inspect.goodHint')}
      >
        <InputGroup
          id="inspect-good"
          className="pf-qc-short"
          inputMode="numeric"
          value={draft.goodQuantity}
          onValueChange={(goodQuantity) => setDraft((d) => ({ ...d, goodQuantity }))}
        />
      </Field>
      <Field label={t('inspection.inspect.photos')} labelFor="inspect-photos" error={errors.photos}>
        <ImageUploadField
          id="inspect-photos"
          label={t('inspection.inspect.photos')}
          value={draft.photos}
          onChange={(photos) => setDraft((d) => ({ ...d, photos }))}
        />
      </Field>
      <TextField
        id="inspect-note"
        label={t('inspection.inspect.note')}
        error={errors.note}
        value={draft.note}
        onChange={(note) => setDraft((d) => ({ ...d, note }))}
      />
    </FormDialog>
  );
}

/** The live result: what the figures give and why; the server decides. */
function VerdictCallout({ verdict }: { verdict: ReturnType<typeof verdictOf> }) {
  const { t } = useTranslation();
  const intent =
    verdict.result === 'passed' ? Intent.SUCCESS : verdict.result === 'failed' ? Intent.DANGER : Intent.NONE;
  return (
    <div className="pf-qc-verdict">
      <Callout
        intent={intent}
        role="status"
        aria-live="polite"
        title={t(`inspection.inspect.verdict.${verdict.result}`)}
      >
        {verdict.reasons.length > 0 && (
          <ul>
            {verdict.reasons.map((reason, i) => (
              <li key={i}>{t(`inspection.inspect.verdict.${reason.key}`, reason.params)}</li>
            ))}
          </ul>
        )}
        <small className="bp6-text-muted">{t('inspection.inspect.verdict.serverDecides')}</small>
      </Callout>
    </div>
  );
}

/** One check: pass/fail buttons, or the measured value with its norm ± tolerance (and the norm when asked). */
function CheckRow({
  check,
  lot,
  draft,
  errors,
  onChange,
}: {
  check: TemplateCheck;
  lot: LotView;
  draft: CheckDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<CheckDraft>) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const name = check.name[locale];
  const unit = check.unit ?? '';
  const error = [errors[`check.${check.key}`], errors[`norm.${check.key}`]].filter(Boolean).join(' · ');
  if (check.kind === 'passFail')
    return (
      <div className="pf-qc-check" role="group" aria-label={name}>
        <span className="pf-qc-check-name">{name}</span>
        <ButtonGroup>
          <Button
            icon={<TickIcon />}
            text={t('inspection.inspect.pass')}
            intent={draft.passed === true ? Intent.SUCCESS : Intent.NONE}
            active={draft.passed === true}
            aria-pressed={draft.passed === true}
            onClick={() => onChange({ passed: true })}
          />
          <Button
            icon={<CrossIcon />}
            text={t('inspection.inspect.fail')}
            intent={draft.passed === false ? Intent.DANGER : Intent.NONE}
            active={draft.passed === false}
            aria-pressed={draft.passed === false}
            onClick={() => onChange({ passed: false })}
          />
        </ButtonGroup>
        {error && <span className="pf-qc-check-error bp6-text-intent-danger">{error}</span>}
      </div>
    );
  const fixed = templateNorm(check, lot.sizes);
  const fromOrder = fixed !== null && !check.norm;
  const tolerance = check.tolerance ?? 0;
  return (
    <div className="pf-qc-check" role="group" aria-label={name}>
      <span className="pf-qc-check-name">{name}</span>
      <div className="pf-qc-check-inputs">
        <InputGroup
          inputMode="decimal"
          aria-label={t('inspection.inspect.valueLabel', { check: name, unit })}
          placeholder={t('inspection.inspect.value')}
          intent={errors[`check.${check.key}`] ? Intent.DANGER : Intent.NONE}
          value={draft.value}
          onValueChange={(value) => onChange({ value })}
        />
        <span className="pf-qc-unit">{unit}</span>
        {fixed === null ? (
          <>
            <InputGroup
              inputMode="decimal"
              aria-label={t('inspection.inspect.normLabel', { check: name, unit })}
              placeholder={t('inspection.inspect.norm')}
              intent={errors[`norm.${check.key}`] ? Intent.DANGER : Intent.NONE}
              value={draft.norm}
              onValueChange={(norm) => onChange({ norm })}
            />
            <span className="bp6-text-muted">{t('inspection.inspect.normAsk', { tolerance, unit })}</span>
          </>
        ) : (
          <span className="bp6-text-muted">
            {t(fromOrder ? 'inspection.inspect.normOrder' : 'inspection.inspect.normOf', {
              norm: fixed,
              tolerance,
              unit,
            })}
          </span>
        )}
      </div>
      {error && <span className="pf-qc-check-error bp6-text-intent-danger">{error}</span>}
    </div>
  );
}
