import '../quotations.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, Intent, Radio, RadioGroup, Section, SectionCard } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  COATINGS,
  MAKES,
  MAKING_DIRECTIONS,
  MATTE_TYPES,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  PROOF_MATCHES,
  type CustomerView,
  type PriceIssue,
  type PriceResultView,
} from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Field } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCustomer } from '../../../components/customer-select/get-customer';
import { CustomerSelect } from '../../../components/customer-select/customer-select';
import { reviewerWords, useBeanBalance, useRatioRange } from '../api/get-pricing-options';
import { useQuotation } from '../api/get-quotation';
import { PRICE_PREVIEW_KEY, usePricePreview } from '../api/price-quotation';
import { useGenerateQuotation } from '../api/generate-quotation';
import { formatMoney, formatUnitPrice, messageText } from '../format';
import { QUOTATION_LIST_PATH, quotationDetailPath } from '../paths';
import {
  LAYER_FIELDS,
  applicableFields,
  blankQuotationForm,
  changeForm,
  formFromInput,
  laminateCount,
  readyToPrice,
  toQuotationForm,
  unitsFor,
  visibleDimensions,
  type DimensionField,
  type FormField,
  type QuotationFormValues,
} from '../quotation-form';
import { useDebouncedValue } from '../use-debounced-value';
import { useWizardOptions } from './use-wizard-options';
import { WizardPricePanel, type Refusal } from './wizard-price-panel';
import { QuotedInNotice } from './quoted-in-notice';
import { CheckField, FormProvider, SelectField, TextField, fieldId, type FormBinding } from './wizard-fields';

const PRICE_PANEL_ID = 'quotation-price';

export interface QuotationWizardProps {
  /** Copy: the quotation whose inputs fill the form (spec: session key quotationid_from); sent as sourceId. */
  sourceId?: string | null;
  /** Revise: the quotation this one revises; sent as revisionOf. */
  revisionOf?: string | null;
  /** Forget the source and start from an empty form. */
  onStartBlank?: () => void;
}

/**
 * /QuotationCreate: one form in sections with the price beside it. Every change reprices 300 ms
 * after the last keystroke (spec section 9) through POST quotation/price; the calculator's
 * messages show at their fields, the rest above Generate. Generate saves it (paying the bean
 * fee) and opens the new quotation.
 */
export function QuotationWizard({ sourceId = null, revisionOf = null, onStartBlank }: QuotationWizardProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const session = useSession();

  const startFrom = revisionOf ?? sourceId;
  const source = useQuotation(startFrom);
  const [values, setValues] = useState<QuotationFormValues>(blankQuotationForm);
  const [customer, setCustomer] = useState<CustomerView | null>(null);
  const loadedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (source.data && loadedFrom.current !== source.data.id) {
      loadedFrom.current = source.data.id;
      setValues(formFromInput(source.data.input));
    }
  }, [source.data]);
  // The copied quotation names its customer by id: load the row for the picker.
  const savedCustomer = useCustomer(
    values.customerId !== '' && customer === null ? values.customerId : undefined,
  );
  const shownCustomer =
    customer ?? (savedCustomer.data?.id === values.customerId ? savedCustomer.data : null) ?? null;

  const options = useWizardOptions(values.quotation_type, values.bagType);
  const range = useRatioRange();
  const beans = useBeanBalance();
  useRepriceOnSettingsChange(range.dataUpdatedAt);

  // A change to the form answers the last refusal: its messages go until the next Generate.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const set = useCallback<FormBinding['set']>(
    (field, value) => {
      setRefusal(null);
      setValues((old) => {
        const next = changeForm(old, field, value);
        if (field === 'quotation_type') {
          // Another printing type: drop the choices it does not offer.
          if (next.bagType !== '' && !options.bagTypeMadeIn(next.bagType, next.quotation_type))
            next.bagType = '';
          for (const layer of LAYER_FIELDS) {
            if (next[layer] !== '' && !options.materialServes(layer, next[layer], next.quotation_type))
              next[layer] = '';
          }
        }
        return next;
      });
    },
    [options],
  );

  // The price: asked for 300 ms after the last change, the last answer kept while the next loads.
  const form = useMemo(() => toQuotationForm(values), [values]);
  const formKey = JSON.stringify(form);
  const settledKey = useDebouncedValue(formKey);
  const ready = readyToPrice(form);
  // Asked for the settled form only, never for an older one that a later keystroke made ready.
  const previewForm = useMemo(() => {
    const settledForm = JSON.parse(settledKey) as Record<string, string>;
    return readyToPrice(settledForm) ? settledForm : null;
  }, [settledKey]);
  const preview = usePricePreview(previewForm);
  const outcome = preview.data;
  const settled = ready && settledKey === formKey && !preview.isPlaceholderData && !preview.isFetching;
  const lastGood = useRef<PriceResultView | null>(null);
  if (outcome?.ok && !preview.isPlaceholderData) lastGood.current = outcome.result;

  const issues: PriceIssue[] = useMemo(
    () => [
      ...(outcome ? (outcome.ok ? outcome.result.issues : outcome.issues) : []),
      ...(refusal?.issues ?? []),
    ],
    [outcome, refusal],
  );

  // Messages at their fields: the calculator's errors, and the form checks of a refused body (422).
  // The roll size may be given as metres per roll: its message then shows there.
  const applicable = applicableFields(values);
  const atField = (field: string): string =>
    field === 'rollDiameter' && !applicable.has('rollDiameter') ? 'rollLength' : field;
  const shownAtField = (field: string | undefined): boolean =>
    field !== undefined && (field === 'customerId' || applicable.has(atField(field) as FormField));
  const fieldErrors = new Map<string, string>();
  if (preview.isError && preview.error instanceof ApiError) {
    for (const [field, message] of Object.entries(preview.error.fields))
      fieldErrors.set(atField(field), message);
  }
  for (const [field, message] of Object.entries(refusal?.fields ?? {}))
    fieldErrors.set(atField(field), message);
  for (const issue of issues) {
    if (issue.severity === 'error' && issue.field && !fieldErrors.has(atField(issue.field))) {
      fieldErrors.set(atField(issue.field), messageText(issue, locale));
    }
  }
  const otherIssues = issues.filter((issue) => !(issue.severity === 'error' && shownAtField(issue.field)));
  const binding: FormBinding = {
    values,
    set,
    errorOf: (field) => (shownAtField(field) ? fieldErrors.get(field) : undefined),
  };

  const generate = useGenerateQuotation();
  const [confirm, confirmDialog] = useConfirm();
  const result = outcome?.ok ? outcome.result : null;
  const barResult = result ?? lastGood.current;
  async function onGenerate(): Promise<void> {
    if (!result) return;
    const yes = await confirm({
      title: t('quotations.wizard.generateTitle'),
      message: t('quotations.wizard.generateQuestion', {
        // The plural follows the fee: "1 golden bean", "2 golden beans".
        count: Number(beans.data?.fee ?? 0),
        price: formatMoney(result.price_end, result.currency),
        fee: beans.data?.fee ?? '—',
        balance: beans.data?.balance ?? '—',
      }),
      confirmText: t('quotations.wizard.generate'),
    });
    if (!yes) return;
    setRefusal(null);
    try {
      const { data, msg } = await generate.mutateAsync({
        ...form,
        sourceId: revisionOf ? undefined : (sourceId ?? undefined),
        revisionOf: revisionOf ?? undefined,
      });
      const done =
        data.status === 'pending' ? 'quotations.wizard.sentToReview' : 'quotations.wizard.generated';
      void toastSuccess(msg || t(done, { number: data.number, ...reviewerWords(t, range.data?.reviewedBy) }));
      // Still being generated when the answer came: the list shows it as soon as it is saved.
      navigate(data.status === 'generating' ? QUOTATION_LIST_PATH : quotationDetailPath(data.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const extra = error instanceof ApiError ? error.extra : {};
      const fields = { ...(extra.fields ?? {}) };
      // A refusal about one field (the customer is not yours any more) names it in `field`.
      if (typeof extra.field === 'string' && !fields[extra.field]) fields[extra.field] = message;
      setRefusal({
        message,
        hint: typeof extra.hint === 'string' ? extra.hint : undefined,
        issues: Array.isArray(extra.issues) ? (extra.issues as PriceIssue[]) : [],
        fields,
      });
      void toastError(message);
    }
  }

  const title = t('quotations.titles.create');
  const bag = values.make === 'bag';
  const dimensions = visibleDimensions(values);
  const units = unitsFor(values.make, values.quotation_type);
  const mm = t('quotations.mm');
  const none = t('quotations.none');
  const choose = t('quotations.choose');
  const enumOptions = <V extends string>(list: readonly V[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}` as never) as string }));
  const dimensionLabel = (field: DimensionField): string => {
    if (!bag && field === 'width') return t('quotations.fields.webWidth');
    if (!bag && field === 'height') return t('quotations.fields.repeatLength');
    return t(`quotations.fields.${field}`);
  };
  const boundsHint = (field: DimensionField): string | undefined => {
    const bounds = bag ? options.bounds[field] : undefined;
    return bounds && bounds.max > 0 ? `${bounds.min}–${bounds.max} ${mm}` : undefined;
  };
  const laminates = laminateCount(values);
  const sourceNumber = source.data?.number;

  return (
    <Page title={title}>
      {startFrom !== null && (
        <Callout
          intent={source.isError ? Intent.DANGER : Intent.PRIMARY}
          compact
          className="pf-notice"
          data-testid="wizard-source"
        >
          <div className="pf-callout-row">
            <span>
              {source.isError
                ? t('quotations.wizard.sourceMissing', { message: source.error.message })
                : sourceNumber === undefined
                  ? t('quotations.loadingOptions')
                  : revisionOf
                    ? t('quotations.wizard.revisionOf', {
                        number: sourceNumber,
                        next: (source.data?.revisions.length ?? 0) + 1,
                      })
                    : t('quotations.wizard.copyOf', { number: sourceNumber })}
            </span>
            {onStartBlank && (
              <Button
                size="small"
                variant="minimal"
                text={t('quotations.wizard.startBlank')}
                onClick={onStartBlank}
              />
            )}
          </div>
        </Callout>
      )}
      <FormProvider value={binding}>
        <div className="pf-wizard">
          <div className="pf-wizard-form">
            <Section title={t('quotations.sections.product')} compact>
              <SectionCard>
                <div className="pf-form-grid">
                  <Field
                    label={t('quotations.fields.customerId')}
                    labelFor={fieldId('customerId')}
                    error={binding.errorOf('customerId')}
                  >
                    <CustomerSelect
                      id={fieldId('customerId')}
                      value={shownCustomer}
                      fill
                      clearable
                      placeholder={source.data?.customerName ?? undefined}
                      onChange={(row) => {
                        setCustomer(row);
                        set('customerId', row?.id ?? '');
                      }}
                    />
                  </Field>
                  <QuotedInNotice
                    customer={shownCustomer}
                    pending={values.customerId !== '' && shownCustomer === null}
                    country={session?.user.country ?? null}
                  />
                  <RadioGroup
                    label={t('quotations.fields.quotation_type')}
                    inline
                    selectedValue={values.quotation_type}
                    onChange={(event) =>
                      set(
                        'quotation_type',
                        event.currentTarget.value as QuotationFormValues['quotation_type'],
                      )
                    }
                  >
                    {PRINTING_TYPES.map((type) => (
                      <Radio key={type} value={type} label={t(`quotations.printingTypes.${type}`)} />
                    ))}
                  </RadioGroup>
                  <RadioGroup
                    label={t('quotations.fields.make')}
                    inline
                    selectedValue={values.make}
                    onChange={(event) =>
                      set('make', event.currentTarget.value as QuotationFormValues['make'])
                    }
                  >
                    {MAKES.map((make) => (
                      <Radio key={make} value={make} label={t(`quotations.makes.${make}`)} />
                    ))}
                  </RadioGroup>
                  {bag && (
                    <SelectField
                      field="bagType"
                      label={t('quotations.fields.bagType')}
                      options={options.bagTypes}
                      placeholder={t('quotations.chooseBagType')}
                    />
                  )}
                  <SelectField
                    field="maketype"
                    label={t('quotations.fields.maketype')}
                    options={enumOptions(units, 'quotations.units')}
                  />
                </div>
              </SectionCard>
            </Section>

            <Section title={t('quotations.sections.dimensions')} compact>
              <SectionCard>
                <div className="pf-form-grid">
                  {!bag && (
                    <RadioGroup
                      label={t('quotations.fields.rollBy')}
                      inline
                      selectedValue={values.rollBy}
                      onChange={(event) =>
                        set('rollBy', event.currentTarget.value as QuotationFormValues['rollBy'])
                      }
                    >
                      <Radio value="diameter" label={t('quotations.rollBy.diameter')} />
                      <Radio value="length" label={t('quotations.rollBy.length')} />
                    </RadioGroup>
                  )}
                  {dimensions.map((field) => (
                    <TextField
                      key={field}
                      field={field}
                      label={dimensionLabel(field)}
                      unit={field === 'rollLength' ? t('quotations.m') : mm}
                      hint={boundsHint(field)}
                    />
                  ))}
                  {bag && <CheckField field="irregular" label={t('quotations.fields.irregular')} />}
                </div>
              </SectionCard>
            </Section>

            <Section title={t('quotations.sections.layers')} compact>
              <SectionCard>
                <div className="pf-form-grid">
                  <SelectField
                    field="materialprinting"
                    label={t('quotations.fields.materialprinting')}
                    options={options.layers.materialprinting}
                    placeholder={choose}
                  />
                  {(['materialcomp', 'materialcomp2', 'materialcomp3'] as const)
                    .slice(0, laminates)
                    .map((field) => (
                      <SelectField
                        key={field}
                        field={field}
                        label={t(`quotations.fields.${field}`)}
                        options={options.layers[field]}
                        placeholder={none}
                      />
                    ))}
                  <SelectField
                    field="materialinner"
                    label={t('quotations.fields.materialinner')}
                    options={options.layers.materialinner}
                    placeholder={choose}
                  />
                </div>
              </SectionCard>
            </Section>

            {bag && (
              <Section title={t('quotations.sections.accessories')} compact>
                <SectionCard>
                  <div className="pf-form-grid">
                    <SelectField
                      field="auxzipper"
                      label={t('quotations.fields.auxzipper')}
                      options={options.accessories.auxzipper}
                      placeholder={none}
                    />
                    {values.auxzipper !== '' && (
                      <TextField field="zipperTopMm" label={t('quotations.fields.zipperTopMm')} unit={mm} />
                    )}
                    {(['auxhandle', 'auxexhaust', 'auxsealingbar', 'auxsuctionnozzle'] as const).map(
                      (field) => (
                        <SelectField
                          key={field}
                          field={field}
                          label={t(`quotations.fields.${field}`)}
                          options={options.accessories[field]}
                          placeholder={none}
                        />
                      ),
                    )}
                    <SelectField
                      field="auxhotknife"
                      label={t('quotations.fields.auxhotknife')}
                      options={options.accessories.auxhotknife}
                      placeholder={choose}
                    />
                    <SelectField
                      field="knifestyle"
                      label={t('quotations.fields.knifestyle')}
                      options={options.knifeStyles}
                      placeholder={none}
                    />
                  </div>
                </SectionCard>
              </Section>
            )}

            <Section title={t('quotations.sections.finishing')} compact>
              <SectionCard>
                <div className="pf-form-grid">
                  <SelectField
                    field="matte"
                    label={t('quotations.fields.matte')}
                    options={enumOptions(MATTE_TYPES, 'quotations.matte')}
                  />
                  <SelectField
                    field="coating"
                    label={t('quotations.fields.coating')}
                    options={enumOptions(COATINGS, 'quotations.coating')}
                  />
                  <SelectField
                    field="proofMatch"
                    label={t('quotations.fields.proofMatch')}
                    options={enumOptions(PROOF_MATCHES, 'quotations.proofMatch')}
                  />
                  {bag && (
                    <SelectField
                      field="makingDirection"
                      label={t('quotations.fields.makingDirection')}
                      options={enumOptions(MAKING_DIRECTIONS, 'quotations.makingDirection')}
                    />
                  )}
                  {applicable.has('bottomImage') && (
                    <>
                      <CheckField field="bottomImage" label={t('quotations.fields.bottomImage')} />
                      <CheckField field="bottomAdded" label={t('quotations.fields.bottomAdded')} />
                    </>
                  )}
                </div>
              </SectionCard>
            </Section>

            <Section title={t('quotations.sections.order')} compact>
              <SectionCard>
                <div className="pf-form-grid">
                  <TextField
                    field="quantity"
                    label={t('quotations.fields.quantity')}
                    unit={bag ? t('quotations.pieces') : undefined}
                  />
                  <TextField field="artworks" label={t('quotations.fields.artworks')} />
                  {values.quotation_type === 'gravure' && (
                    <TextField field="colours" label={t('quotations.fields.colours')} />
                  )}
                  <SelectField
                    field="paymentTerms"
                    label={t('quotations.fields.paymentTerms')}
                    options={enumOptions(PAYMENT_TERMS, 'quotations.paymentTerms')}
                  />
                  <TextField
                    field="ratio"
                    label={t('quotations.fields.ratio')}
                    unit="%"
                    hint={
                      range.data
                        ? t('quotations.ratioHint', {
                            min: range.data.minRatio,
                            max: range.data.maxRatio,
                            ...reviewerWords(t, range.data.reviewedBy),
                          })
                        : undefined
                    }
                  />
                  <CheckField field="taxed" label={t('quotations.fields.taxed')} />
                  <TextField field="remark" label={t('quotations.fields.remark')} numeric={false} />
                </div>
              </SectionCard>
            </Section>
            {barResult && (
              // Phones: the price panel is below the form, so the final price follows at the bottom.
              <button
                type="button"
                className="pf-price-bar"
                onClick={() =>
                  document.getElementById(PRICE_PANEL_ID)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                <span>{t('quotations.figures.finalPrice')}</span>
                <strong>{formatMoney(barResult.price_end, barResult.currency)}</strong>
                <span>
                  {formatUnitPrice(barResult.price_unit_end, barResult.currency, barResult.decimals)}
                  {t(`quotations.unitSuffix.${values.maketype}`)}
                </span>
              </button>
            )}
          </div>

          <WizardPricePanel
            id={PRICE_PANEL_ID}
            values={values}
            ready={ready}
            settled={settled}
            loading={preview.isFetching}
            outcome={outcome}
            lastGood={lastGood.current}
            previewError={
              preview.isError && !(preview.error instanceof ApiError && preview.error.status === 422)
                ? preview.error
                : null
            }
            issues={otherIssues}
            hasFieldErrors={[...fieldErrors.keys()].some((field) => shownAtField(field))}
            range={range.data}
            beans={beans}
            refusal={refusal}
            generating={generate.isPending}
            onGenerate={() => void onGenerate()}
          />
        </div>
      </FormProvider>
      {confirmDialog}
    </Page>
  );
}

/**
 * Settings documents (rates, range, currency) live under their own read model: when a live change
 * refetches the range this screen shows, the rates may have changed too, so the price is asked again.
 */
function useRepriceOnSettingsChange(settingsUpdatedAt: number): void {
  const queryClient = useQueryClient();
  const seen = useRef(settingsUpdatedAt);
  useEffect(() => {
    if (seen.current !== 0 && seen.current !== settingsUpdatedAt) {
      void queryClient.invalidateQueries({ queryKey: PRICE_PREVIEW_KEY });
    }
    seen.current = settingsUpdatedAt;
  }, [settingsUpdatedAt, queryClient]);
}
