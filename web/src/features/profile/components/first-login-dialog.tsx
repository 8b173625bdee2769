import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isMainlandMobile, type FirstLoginTasks } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import type { Messages } from '../../../locales/en';
import { useCompleteFirstLogin } from '../api/complete-first-login';

export interface FirstLoginDialogProps {
  userId: string;
  tasks: FirstLoginTasks;
  /** Signing out is the one other way out of the dialog. */
  onLogout: () => void;
}

type Values = { oldPassword: string; password: string; repeat: string; phone: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The placeholder the first administrator was created with: it does not count as their own phone. */
const PLACEHOLDER_PHONE = '13800000000';

/** What the dialog checks before sending; the server checks the same and more. */
type CheckKey = keyof Messages['profile']['firstLogin']['checks'];

export function checkFirstLogin(
  values: Values,
  tasks: FirstLoginTasks,
): Partial<Record<keyof Values, CheckKey>> {
  const errors: Partial<Record<keyof Values, CheckKey>> = {};
  if (tasks.password) {
    if (values.oldPassword === '') errors.oldPassword = 'oldRequired';
    if (values.password.trim() === '') errors.password = 'newRequired';
    else if (values.password.length < 8) errors.password = 'tooShort';
    else if (values.password === values.oldPassword) errors.password = 'same';
    else if (values.repeat !== values.password) errors.repeat = 'mismatch';
  }
  if (tasks.phone) {
    const phone = values.phone.trim();
    if (phone === '') errors.phone = 'phoneRequired';
    else if (!isMainlandMobile(phone)) errors.phone = 'mobile';
    else if (phone === PLACEHOLDER_PHONE) errors.phone = 'placeholder';
  }
  return errors;
}

/**
 * After signing in with a password someone else set (a new account, a reset, a generated one): a
 * password of one's own; and for the first administrator a real mobile in place of the placeholder
 * (alone when the operator chose the password). Before that the console is not usable.
 * It cannot be closed; the server refuses every other command until it is done.
 */
export function FirstLoginDialog({ userId, tasks, onLogout }: FirstLoginDialogProps) {
  const { t } = useTranslation();
  const complete = useCompleteFirstLogin();
  const [values, setValues] = useState<Values>({ oldPassword: '', password: '', repeat: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const edit = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent): void {
    event.preventDefault();
    const found = checkFirstLogin(values, tasks);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, key]) => [
          field,
          t(`profile.firstLogin.checks.${key as CheckKey}`),
        ]),
      ),
    );
    if (Object.keys(found).length > 0) return;
    complete.mutate(
      {
        id: userId,
        ...(tasks.password ? { oldPassword: values.oldPassword, password: values.password } : {}),
        ...(tasks.phone ? { phone: values.phone.trim() } : {}),
      },
      {
        onSuccess: () =>
          void toastSuccess(t(tasks.password ? 'profile.firstLogin.done' : 'profile.firstLogin.phoneDone')),
        onError: (error) => {
          setErrors(error instanceof ApiError ? (error.fields as Errors) : {});
          void toastError(error.message);
        },
      },
    );
  }

  const password = (field: 'oldPassword' | 'password' | 'repeat', autoComplete: string) => (
    <Field
      label={t(`profile.firstLogin.fields.${field}`)}
      labelFor={`first-login-${field}`}
      error={errors[field]}
    >
      <InputGroup
        id={`first-login-${field}`}
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        intent={errors[field] ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => edit(field, value)}
      />
    </Field>
  );

  return (
    <Dialog
      isOpen
      title={t(tasks.password ? 'profile.firstLogin.title' : 'profile.firstLogin.phoneTitle')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      style={{ width: 480, maxWidth: 'calc(100vw - 20px)' }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <Callout intent={Intent.PRIMARY} className="pf-notice">
            {t(
              !tasks.password
                ? 'profile.firstLogin.introPhone'
                : tasks.phone
                  ? 'profile.firstLogin.introAdmin'
                  : 'profile.firstLogin.intro',
            )}
          </Callout>
          {tasks.password && (
            <>
              {password('oldPassword', 'current-password')}
              {password('password', 'new-password')}
              {password('repeat', 'new-password')}
            </>
          )}
          {tasks.phone && (
            <Field
              label={t('profile.firstLogin.fields.phone')}
              labelFor="first-login-phone"
              error={errors.phone}
              hint={t('profile.firstLogin.phoneHint')}
            >
              <InputGroup
                id="first-login-phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={values.phone}
                intent={errors.phone ? Intent.DANGER : Intent.NONE}
                onValueChange={(value) => edit('phone', value)}
              />
            </Field>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button
                text={t('profile.firstLogin.logout')}
                disabled={complete.isPending}
                onClick={onLogout}
              />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('profile.firstLogin.submit')}
                loading={complete.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
