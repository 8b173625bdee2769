import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Tag,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PRINTING_TYPES, type CatalogItem, type CatalogKind, type PrintingType } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError, isRecordChanged } from '../../../lib/api';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import { toBody, toDraft, type CatalogDraft, type DraftValue } from '../catalog-draft';
import { CATALOG_KIND_SPECS, type FieldSpec } from '../catalog-kinds';
import { catalogFieldLabel } from '../catalog-values';

/** Spec section 9: dialog default width. */
const DIALOG_WIDTH = 700;

/** A server message names a field, or a part of one ('printingTypes.1'); it shows under the field. */
const fieldOf = (key: string): string => key.split('.')[0] ?? key;

/**
 * Add an item to a catalogue, or change one. The fields come from the catalogue's descriptor;
 * the server checks them, and its messages show under their fields. Editing sends only what changed.
 */
export function CatalogItemDialog({
  kind,
  item,
  onClose,
}: {
  kind: CatalogKind;
  /** Absent: a new item. */
  item?: CatalogItem | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const spec = CATALOG_KIND_SPECS[kind];
  const [base] = useState(() => toDraft(spec, item));
  const [draft, setDraft] = useState(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCatalogItem(kind);
  const what = t(`catalog.items.${kind}`);

  const errorOf = (field: string): string | undefined =>
    Object.entries(errors).find(([key]) => fieldOf(key) === field)?.[1];
  const otherErrors = Object.entries(errors).filter(
    ([key]) => !spec.fields.some((f) => f.field === fieldOf(key)),
  );

  function change(field: FieldSpec['field'], value: DraftValue): void {
    setDraft((d): CatalogDraft => ({ ...d, [field]: value }));
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([key]) => fieldOf(key) !== field)));
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    const body = toBody(spec, draft, item ? base : undefined);
    if (item && Object.keys(body).length === 0) {
      void toastSuccess(t('catalog.dialog.unchanged'));
      onClose();
      return;
    }
    save.mutate(
      { id: item?.id, body, version: item?.version },
      {
        onSuccess: ({ msg }) => {
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (error) => {
          void toastError(error.message);
          // Changed by someone else since it was opened: the list shows it as it is now.
          if (isRecordChanged(error)) onClose();
          else setErrors(error instanceof ApiError ? error.fields : {});
        },
      },
    );
  }

  const control = ({ field, input, unit, hint }: FieldSpec): ReactNode => {
    const id = `catalog-${field}`;
    const error = errorOf(field);
    const label = t(`catalog.fields.${field}`);
    const helper = error ?? (hint ? t(`catalog.hints.${hint}`) : undefined);
    const value = draft[field];
    switch (input) {
      case 'flag':
        return (
          <FormGroup key={field} helperText={helper} intent={error ? Intent.DANGER : Intent.NONE}>
            <Checkbox
              id={id}
              label={label}
              checked={value === true}
              onChange={(event) => change(field, event.currentTarget.checked)}
            />
          </FormGroup>
        );
      case 'printingTypes': {
        const chosen = Array.isArray(value) ? (value as readonly PrintingType[]) : [];
        return (
          <FormGroup
            key={field}
            label={label}
            helperText={helper}
            intent={error ? Intent.DANGER : Intent.NONE}
          >
            <div role="group" aria-label={label}>
              {PRINTING_TYPES.map((p) => (
                <Checkbox
                  key={p}
                  inline
                  label={t(`catalog.printingTypes.${p}`)}
                  checked={chosen.includes(p)}
                  onChange={(event) =>
                    change(
                      field,
                      PRINTING_TYPES.filter((q) =>
                        q === p ? event.currentTarget.checked : chosen.includes(q),
                      ),
                    )
                  }
                />
              ))}
            </div>
          </FormGroup>
        );
      }
      case 'accessoryUnit':
        return (
          <Field key={field} label={label} labelFor={id} error={error}>
            <HTMLSelect
              id={id}
              fill
              value={typeof value === 'string' ? value : 'piece'}
              options={(['piece', 'metre'] as const).map((u) => ({
                value: u,
                label: t(`catalog.accessoryUnits.${u}`),
              }))}
              onChange={(event) => change(field, event.currentTarget.value)}
            />
          </Field>
        );
      default:
        return (
          <Field
            key={field}
            label={label}
            labelFor={id}
            error={error}
            hint={hint && t(`catalog.hints.${hint}`)}
          >
            <InputGroup
              id={id}
              value={typeof value === 'string' ? value : ''}
              inputMode={input === 'number' ? 'decimal' : undefined}
              autoComplete="off"
              intent={error ? Intent.DANGER : Intent.NONE}
              aria-invalid={error ? true : undefined}
              rightElement={unit ? <Tag minimal>{t(`catalog.units.${unit}`)}</Tag> : undefined}
              onValueChange={(v) => change(field, v)}
            />
          </Field>
        );
    }
  };

  return (
    <Dialog
      isOpen
      title={
        item ? t('catalog.dialog.editTitle', { item: what }) : t('catalog.dialog.addTitle', { item: what })
      }
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 40px)' }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {otherErrors.length > 0 && (
            <Callout intent={Intent.DANGER} className="pf-notice">
              <p>{t('catalog.dialog.otherErrors')}</p>
              <ul>
                {otherErrors.map(([key, message]) => (
                  <li key={key}>
                    {catalogFieldLabel(fieldOf(key))}: {message}
                  </li>
                ))}
              </ul>
            </Callout>
          )}
          {/* A disabled fieldset disables every control in it while saving. */}
          <fieldset className="pf-fieldset" disabled={save.isPending}>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
                columnGap: 16,
              }}
            >
              {spec.fields.map(control)}
            </div>
          </fieldset>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={save.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('common.save')}
                loading={save.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
