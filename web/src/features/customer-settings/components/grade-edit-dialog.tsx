import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TraderGrade } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useSaveGrade } from '../api/save-grade';
import { checkGrade } from '../grade-form';

/** A new grade, or a grade's name and price factor changed. */
export function GradeEditDialog({
  grade,
  onClose,
}: {
  grade?: TraderGrade | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(grade?.name ?? '');
  const [factor, setFactor] = useState(grade?.factor ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useSaveGrade();

  function submit(event: FormEvent): void {
    event.preventDefault();
    const problems = checkGrade(name, factor);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([f, key]) => [f, t(`customers.grades.checks.${key}`)]),
        ),
      );
      return;
    }
    save.mutate(
      { id: grade?.id, name: name.trim(), factor: factor.trim() },
      {
        onSuccess: ({ msg }) => {
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          void toastError(error.message);
        },
      },
    );
  }

  return (
    <Dialog
      isOpen
      title={grade ? t('customers.grades.editTitle') : t('customers.grades.createTitle')}
      onClose={onClose}
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <fieldset className="pf-fieldset" disabled={save.isPending}>
            <Field label={t('customers.grades.name')} labelFor="grade-name" error={errors.name}>
              <InputGroup
                id="grade-name"
                value={name}
                intent={errors.name ? Intent.DANGER : Intent.NONE}
                onValueChange={(value) => {
                  setName(value);
                  setErrors(({ name: _fixed, ...rest }) => rest);
                }}
              />
            </Field>
            <Field
              label={t('customers.grades.factor')}
              labelFor="grade-factor"
              error={errors.factor}
              hint={t('customers.grades.factorHint')}
            >
              <InputGroup
                id="grade-factor"
                value={factor}
                inputMode="decimal"
                intent={errors.factor ? Intent.DANGER : Intent.NONE}
                onValueChange={(value) => {
                  setFactor(value);
                  setErrors(({ factor: _fixed, ...rest }) => rest);
                }}
              />
            </Field>
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
