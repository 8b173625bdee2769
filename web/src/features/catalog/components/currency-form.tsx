import { useMemo } from 'react';
import { Callout, FormGroup, H5, HTMLSelect, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  PRINTING_TYPES,
  type CurrencyEntry,
  type CurrencySettings,
  type SettingsView,
} from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import type { Params } from '../../../lib/api';
import { textOr } from '../../../lib/i18n';
import { useDocumentEdit } from '../use-document-edit';
import { DocumentCard } from './document-card';

type Entries = CurrencyEntry[];
type Factor = 'country' | 'value' | 'quotationFactor';
const FACTORS: readonly Factor[] = ['country', 'value', 'quotationFactor'];

const trimmed = (entries: Entries): Entries =>
  entries.map((e) => ({
    ...e,
    country: e.country.trim(),
    value: e.value.trim(),
    quotationFactor: e.quotationFactor.trim(),
    config: e.config.map((m) => ({ ...m, digital: m.digital.trim(), gravure: m.gravure.trim() })),
  }));

/** The list is one setting: when anything in it changed, the whole list goes, as JSON text. */
const changesOf = (base: Entries, draft: Entries): Params => {
  const next = trimmed(draft);
  return JSON.stringify(next) === JSON.stringify(base) ? {} : { entries: JSON.stringify(next) };
};

/**
 * /SyssetCurrency: per customer language (cn, en) the currency, the three factors the price is
 * multiplied by, and the list margin per payment term for digital and gravure printing.
 */
export function CurrencyForm({ view, readOnly }: { view: SettingsView; readOnly: boolean }) {
  const { t } = useTranslation();
  const latest = useMemo(() => (view.values as CurrencySettings).entries, [view.values]);
  const edit = useDocumentEdit('currency', latest, view.revision, changesOf);
  const { values, errors } = edit;
  const listError = errors.entries;

  const update = (i: number, change: (entry: CurrencyEntry) => CurrencyEntry, key: string) =>
    edit.change((entries) => entries.map((e, j) => (j === i ? change(e) : e)), key, 'entries');

  return (
    <DocumentCard view={view} edit={edit} readOnly={readOnly} intro={t('catalog.settings.intros.currency')}>
      {listError && (
        <Callout intent={Intent.DANGER} className="pf-notice">
          {listError}
        </Callout>
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))',
          gap: 24,
          marginBottom: 16,
        }}
      >
        {values.map((entry, i) => {
          const locale = textOr(`catalog.currency.locales.${entry.label}`, entry.label);
          const id = (field: string) => `currency-${entry.label}-${field}`;
          const error = (path: string) => errors[`entries.${i}.${path}`];
          return (
            <section key={entry.label} aria-label={locale}>
              <H5>{locale}</H5>
              <Field
                label={t('catalog.currency.fields.currency')}
                labelFor={id('currency')}
                error={error('currency')}
              >
                <HTMLSelect
                  id={id('currency')}
                  fill
                  value={entry.currency}
                  options={(['CNY', 'USD'] as const).map((c) => ({
                    value: c,
                    label: t(`catalog.currency.currencies.${c}`),
                  }))}
                  onChange={(event) => {
                    const currency = event.currentTarget.value as CurrencyEntry['currency'];
                    update(i, (e) => ({ ...e, currency }), `entries.${i}.currency`);
                  }}
                />
              </Field>
              {FACTORS.map((factor) => (
                <Field
                  key={factor}
                  label={t(`catalog.currency.fields.${factor}`)}
                  labelFor={id(factor)}
                  error={error(factor)}
                  hint={t(`catalog.currency.hints.${factor}`, { currency: entry.currency })}
                >
                  <InputGroup
                    id={id(factor)}
                    value={entry[factor]}
                    inputMode="decimal"
                    autoComplete="off"
                    intent={error(factor) ? Intent.DANGER : Intent.NONE}
                    aria-invalid={error(factor) ? true : undefined}
                    onValueChange={(value) =>
                      update(i, (e) => ({ ...e, [factor]: value }), `entries.${i}.${factor}`)
                    }
                  />
                </Field>
              ))}
              <HTMLTable
                compact
                className="pf-table"
                aria-label={t('catalog.currency.marginsOf', { locale })}
              >
                <thead>
                  <tr>
                    <th>{t('catalog.currency.fields.paymentTerms')}</th>
                    {PRINTING_TYPES.map((p) => (
                      <th key={p}>{t(`catalog.currency.fields.${p}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entry.config.map((margin, j) => {
                    const terms = textOr(`catalog.currency.terms.${margin.name}`, margin.name);
                    return (
                      <tr key={margin.name}>
                        <td style={{ whiteSpace: 'nowrap', verticalAlign: 'middle' }}>{terms}</td>
                        {PRINTING_TYPES.map((p) => {
                          const path = `config.${j}.${p}`;
                          return (
                            <td key={p}>
                              <FormGroup
                                intent={error(path) ? Intent.DANGER : Intent.NONE}
                                helperText={error(path)}
                                style={{ margin: 0 }}
                              >
                                <InputGroup
                                  value={margin[p]}
                                  inputMode="decimal"
                                  autoComplete="off"
                                  aria-label={t('catalog.currency.marginLabel', {
                                    printing: t(`catalog.printingTypes.${p}`),
                                    terms,
                                    locale,
                                  })}
                                  intent={error(path) ? Intent.DANGER : Intent.NONE}
                                  aria-invalid={error(path) ? true : undefined}
                                  rightElement={<Tag minimal>%</Tag>}
                                  onValueChange={(value) =>
                                    update(
                                      i,
                                      (e) => ({
                                        ...e,
                                        config: e.config.map((m, k) => (k === j ? { ...m, [p]: value } : m)),
                                      }),
                                      `entries.${i}.${path}`,
                                    )
                                  }
                                />
                              </FormGroup>
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            </section>
          );
        })}
      </div>
    </DocumentCard>
  );
}
