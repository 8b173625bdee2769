import { useEffect, useState } from 'react';
import { Button, Callout, FormGroup, H4, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  AQL_CHOICES,
  type Aql,
  type InspectionSettingsView,
  TEMPLATE_KINDS,
  type TemplateKind,
} from '@packflow/contracts';
import { sendForm } from '../../../components/ui/form-dialog';
import { Page } from '../../../components/ui/page';
import { useInspectionSettings, useSaveInspectionSettings } from '../api/settings';
import { type CheckRowDraft, TemplateEditor, checksOf, rowOf, rowProblems } from './template-editor';

type Drafts = Record<TemplateKind, CheckRowDraft[]>;

const draftsOf = (settings: InspectionSettingsView): Drafts =>
  Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => [
      kind,
      (settings.templates.find((t) => t.kind === kind)?.checks ?? []).map(rowOf),
    ]),
  ) as Drafts;

/**
 * /Sysset/Inspection (Admin): the AQL every lot's sampling plan uses, and the checks template of
 * each bag type (and roll film); saved together.
 */
export function InspectionSettingsScreen() {
  const { t } = useTranslation();
  const settings = useInspectionSettings();
  const save = useSaveInspectionSettings();
  const [aql, setAql] = useState<Aql>('2.5');
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const [kind, setKind] = useState<TemplateKind>(TEMPLATE_KINDS[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);

  const reset = (view: InspectionSettingsView) => {
    setAql(view.aql);
    setDrafts(draftsOf(view));
    setDirty(false);
    setErrors({});
  };
  useEffect(() => {
    if (settings.data && !dirty) reset(settings.data);
    // Only a new answer resets the form, and never over unsaved changes.
  }, [settings.data]);

  if (settings.isError)
    return (
      <Page title={t('inspection.settings.title')}>
        <Callout intent={Intent.DANGER}>
          {t('common.loadFailed', { message: settings.error?.message ?? '' })}
        </Callout>
      </Page>
    );
  if (!drafts) return <Page title={t('inspection.settings.title')}>{null}</Page>;

  async function submit() {
    // The first template with a problem is shown, with its rows marked.
    for (const k of TEMPLATE_KINDS) {
      const found = rowProblems(drafts![k]);
      if (Object.keys(found).length) {
        setKind(k);
        setErrors({
          ...Object.fromEntries(
            Object.entries(found).map(([f, key]) => [f, t(`inspection.settings.errors.${key}`)]),
          ),
          form: t(`inspection.settings.errors.${Object.values(found).includes('name') ? 'name' : 'needed'}`),
        });
        return;
      }
    }
    setErrors({});
    await sendForm(
      async () => {
        await save.mutateAsync({
          aql,
          templates: TEMPLATE_KINDS.map((k) => ({ kind: k, checks: checksOf(drafts![k]) })),
        });
        return { msg: t('inspection.settings.saved') };
      },
      t,
      () => setDirty(false),
      setErrors,
    );
  }

  return (
    <Page title={t('inspection.settings.title')}>
      <form
        className="pf-qc-touch"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) void submit();
        }}
      >
        {errors.form && (
          <Callout intent={Intent.DANGER} role="alert" style={{ marginBottom: 12 }}>
            {errors.form}
          </Callout>
        )}
        <FormGroup
          label={t('inspection.settings.aql')}
          labelFor="inspection-aql"
          helperText={errors.aql ?? t('inspection.settings.aqlHint')}
          intent={errors.aql ? Intent.DANGER : Intent.NONE}
        >
          <HTMLSelect
            id="inspection-aql"
            value={aql}
            options={[...AQL_CHOICES]}
            onChange={(event) => {
              setAql(event.currentTarget.value as Aql);
              setDirty(true);
            }}
          />
        </FormGroup>
        <FormGroup label={t('inspection.settings.templateLabel')} labelFor="inspection-template">
          <HTMLSelect
            id="inspection-template"
            value={kind}
            options={TEMPLATE_KINDS.map((value) => ({
              value,
              label: `${t(`inspection.bagTypes.${value}`)} (${drafts[value].length})`,
            }))}
            onChange={(event) => setKind(event.currentTarget.value as TemplateKind)}
          />
        </FormGroup>
        <H4>{t('inspection.settings.checksOf', { kind: t(`inspection.bagTypes.${kind}`) })}</H4>
        <TemplateEditor
          rows={drafts[kind]}
          errors={errors}
          onChange={(rows) => {
            setDrafts({ ...drafts, [kind]: rows });
            setDirty(true);
          }}
        />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={t('inspection.settings.save')}
            loading={save.isPending}
          />
          <Button
            text={t('inspection.settings.reset')}
            disabled={!dirty || save.isPending}
            onClick={() => settings.data && reset(settings.data)}
          />
          {dirty && <Tag intent={Intent.WARNING}>{t('inspection.settings.unsaved')}</Tag>}
        </div>
      </form>
    </Page>
  );
}
