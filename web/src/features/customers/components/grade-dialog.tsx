import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CustomerView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useGradeOptions } from '../api/get-grade-options';
import { useSetCustomerGrade } from '../api/set-customer-grade';
import { customerName } from '../format';

/** A supervisor's choice of grade (or none) for a trader-owned customer. */
export function GradeDialog({ customer, onClose }: { customer: CustomerView; onClose: () => void }) {
  const { t } = useTranslation();
  const grades = useGradeOptions();
  const [gradeId, setGradeId] = useState(customer.gradeId ?? '');
  const [error, setError] = useState<string | undefined>();
  const setGrade = useSetCustomerGrade();

  function submit(event: FormEvent): void {
    event.preventDefault();
    setGrade.mutate(
      { id: customer.id, gradeId },
      {
        onSuccess: ({ msg }) => {
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields.gradeId : undefined);
          void toastError(failure.message);
        },
      },
    );
  }

  const options = [
    { value: '', label: t('customers.noGrade') },
    ...(grades.data ?? []).map((grade) => ({ value: grade.id, label: `${grade.name} (${grade.factor})` })),
  ];
  // The current grade stays choosable while the list loads (or if it was deleted meanwhile).
  if (customer.gradeId && !options.some((o) => o.value === customer.gradeId)) {
    options.push({ value: customer.gradeId, label: customer.gradeName ?? customer.gradeId });
  }
  return (
    <Dialog isOpen title={t('customers.grade.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{t('customers.grade.message', { name: customerName(customer) })}</p>
          <Field
            label={t('customers.grade.field')}
            labelFor="customer-grade"
            error={
              error ??
              (grades.isError ? t('customers.grade.failed', { message: grades.error.message }) : undefined)
            }
          >
            <HTMLSelect
              id="customer-grade"
              fill
              value={gradeId}
              options={options}
              disabled={setGrade.isPending}
              onChange={(event) => {
                setGradeId(event.currentTarget.value);
                setError(undefined);
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={setGrade.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('customers.grade.submit')}
                loading={setGrade.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
