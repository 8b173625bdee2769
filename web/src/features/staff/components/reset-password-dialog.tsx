import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StaffView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useResetStaffPassword } from '../api/reset-staff-password';

/** A new password for someone else; their sessions end and they log in with it. */
export function ResetPasswordDialog({ staff, onClose }: { staff: StaffView; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetStaffPassword();

  function submit(event: FormEvent): void {
    event.preventDefault();
    // Taken exactly as typed; only an empty one is caught here, the server checks the length.
    if (password.trim() === '') {
      setError(t('staff.checks.passwordRequired'));
      return;
    }
    reset.mutate(
      { id: staff.id, password },
      {
        onSuccess: ({ msg }) => {
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields.password : undefined);
          void toastError(failure.message);
        },
      },
    );
  }

  return (
    <Dialog isOpen title={t('staff.resetPassword.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{t('staff.resetPassword.message', { name: staff.nickname || staff.username })}</p>
          <Field
            label={t('staff.resetPassword.newPassword')}
            labelFor="staff-reset-password"
            error={error}
            hint={t('staff.hints.passwordCreate')}
          >
            <InputGroup
              id="staff-reset-password"
              type="password"
              autoComplete="new-password"
              value={password}
              intent={error ? Intent.DANGER : Intent.NONE}
              disabled={reset.isPending}
              onValueChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={reset.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('staff.resetPassword.submit')}
                loading={reset.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
