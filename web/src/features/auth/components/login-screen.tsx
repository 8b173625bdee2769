import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, Classes, Elevation, H2, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LoginInfo, LoginRequest } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import { sessionEndNotice } from '../../../lib/session';
import { useLoginDocumentTitle } from '../../../lib/use-document-title';
import { useLoginInfo } from '../api/get-login-info';
import { useLogin } from '../api/login';

type Credential = keyof LoginRequest;
const id = (field: Credential): string => `login-${field}`;

/** /login: the company, the licence's days left when they run short, and the sign-in form. */
export function LoginScreen() {
  const { t } = useTranslation();
  useLoginDocumentTitle();
  const info = useLoginInfo().data;
  const company = info && companyName(info);
  const login = useLogin();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why the last session ended ('Please login again'), until this form is tried.
  const notice = login.isIdle ? sessionEndNotice() : null;

  function change(field: Credential, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    login.mutate(values, {
      onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
    });
  }

  const input = (field: Credential, type: string, autoComplete: string) => (
    <InputGroup
      id={id(field)}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      intent={errors[field] ? Intent.DANGER : Intent.NONE}
      onValueChange={(v) => change(field, v)}
    />
  );

  return (
    <Card className="pf-login-card" elevation={Elevation.TWO}>
      <H2>{company || t('app.productName')}</H2>
      {company && <p className={Classes.TEXT_MUTED}>{t('app.productName')}</p>}
      {info?.warnExpiry && <ExpiryWarning daysLeft={info.daysLeft} />}
      {login.isError && (
        <Callout intent={Intent.DANGER} className="pf-notice" role="alert">
          {login.error.message}
        </Callout>
      )}
      {notice && (
        <Callout intent={Intent.WARNING} className="pf-notice">
          {notice}
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <Field label={t('auth.login.username')} labelFor={id('username')} error={errors.username}>
          {input('username', 'text', 'username')}
        </Field>
        <Field label={t('auth.login.password')} labelFor={id('password')} error={errors.password}>
          {input('password', 'password', 'current-password')}
        </Field>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          text={t('auth.login.submit')}
          loading={login.isPending}
        />
      </form>
      {info && (
        <p className={`pf-login-version ${Classes.TEXT_MUTED}`}>
          {t('auth.login.version', { version: info.appVersion })}
        </p>
      )}
    </Card>
  );
}

function ExpiryWarning({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  const expired = daysLeft <= 0;
  return (
    <Callout intent={expired ? Intent.DANGER : Intent.WARNING} className="pf-notice">
      {expired ? t('auth.login.expired') : t('auth.login.expiresIn', { count: daysLeft })}
    </Callout>
  );
}

/** The company in the reader's language, or in the other one when that is all there is. */
function companyName(info: LoginInfo): string {
  return currentLocale() === 'cn'
    ? info.companyNameCn || info.companyNameEn
    : info.companyNameEn || info.companyNameCn;
}
