import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  Divider,
  H5,
  HTMLSelect,
  InputGroup,
  Intent,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  STAFF_FIELD_ROLES,
  staffRequirements,
  type Country,
  type Role,
  type StaffSex,
  type StaffView,
} from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { clearSession, readSession, updateSessionUser, useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { useOwnRecord } from '../api/get-own-record';
import { useSaveProfile, type ProfileChanges } from '../api/save-profile';

/** Spec section 9: dialog default width. */
const DIALOG_WIDTH = 700;

/**
 * The signed-in person's own record (spec section 2, user dropdown): nickname, contact, sex, head
 * image and, for salesmen and traders, the country that sets their language; and a separate
 * password change, after which every session of theirs ends, this one too.
 */
export function PersonalInfoDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useSession()?.user.id;
  const record = useOwnRecord(isOpen ? id : undefined);

  // Spec section 8: failing to load the user info shows the message (or 'network request error').
  const loadError = isOpen && record.isError ? record.error : null;
  useEffect(() => {
    if (loadError === null) return;
    void toastError(loadError.message || t('common.networkError'));
    onClose();
  }, [loadError, onClose, t]);

  return (
    <Dialog
      isOpen={isOpen}
      title={t('profile.title')}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 40px)' }}
    >
      {record.data ? (
        <ProfileForms record={record.data} onClose={onClose} />
      ) : (
        <DialogBody>
          <Loading />
        </DialogBody>
      )}
    </Dialog>
  );
}

interface InfoDraft {
  nickname: string;
  phone: string;
  sex: StaffSex;
  headimg: string;
  country: Country | '';
}
type InfoField = keyof InfoDraft;

const infoOf = (record: StaffView): InfoDraft => ({
  nickname: record.nickname ?? '',
  phone: record.phone ?? '',
  sex: record.sex,
  headimg: record.headimg ?? '',
  country: record.country ?? '',
});

const holds = (record: StaffView, roles: readonly Role[]): boolean =>
  roles.includes(record.role) || (record.roles ?? []).some((r) => roles.includes(r));

/** The spec's staff form checks that concern these fields, on the trimmed values. */
const CHECK_TEXT = {
  'staff.nicknameRequired': 'nicknameRequired',
  'staff.phoneRequired': 'phoneRequired',
  'staff.countryRequired': 'countryRequired',
  'check.mobile': 'mobile',
} as const;

function ProfileForms({ record, onClose }: { record: StaffView; onClose: () => void }) {
  const { t } = useTranslation();
  const [base] = useState(() => infoOf(record));
  const [info, setInfo] = useState(base);
  const [infoErrors, setInfoErrors] = useState<Partial<Record<InfoField, string>>>({});
  const save = useSaveProfile();
  // Only salesmen and traders choose their language (spec section 1).
  const hasCountry = holds(record, STAFF_FIELD_ROLES.country);

  const [pw, setPw] = useState({ oldPassword: '', password: '', repeat: '' });
  const [pwErrors, setPwErrors] = useState<Partial<Record<keyof typeof pw, string>>>({});
  const change = useChangePassword();

  const changes: ProfileChanges = {};
  const trimmed = (field: InfoField) => info[field].trim();
  (['nickname', 'phone', 'headimg'] as const).forEach((f) => {
    if (trimmed(f) !== base[f].trim()) changes[f] = trimmed(f);
  });
  if (info.sex !== base.sex) changes.sex = info.sex;
  if (hasCountry && info.country !== base.country && info.country !== '') changes.country = info.country;
  const dirty = Object.keys(changes).length > 0;

  function editInfo<F extends InfoField>(field: F, value: InfoDraft[F]): void {
    setInfo((d) => ({ ...d, [field]: value }));
    setInfoErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function checkInfo(): Partial<Record<InfoField, string>> {
    const found = staffRequirements({
      nickname: trimmed('nickname'),
      username: record.username,
      phone: trimmed('phone'),
      country: hasCountry ? (info.country as Country) || null : null,
      is_from: record.is_from,
      role: record.role,
      roles: record.roles ?? [],
    });
    const errors: Partial<Record<InfoField, string>> = {};
    for (const { field, key } of found) {
      const text = CHECK_TEXT[key as keyof typeof CHECK_TEXT];
      if (text && (field === 'nickname' || field === 'phone' || field === 'country'))
        errors[field] ??= t(`staff.checks.${text}`);
    }
    return errors;
  }

  function submitInfo(event: FormEvent): void {
    event.preventDefault();
    const errors = checkInfo();
    setInfoErrors(errors);
    if (Object.keys(errors).length > 0 || !dirty) return;
    save.mutate(
      { id: record.id, changes },
      {
        onSuccess: ({ msg }) => {
          const session = readSession();
          if (session) {
            updateSessionUser({
              ...session.user,
              nickname: changes.nickname ?? session.user.nickname,
              headimg: changes.headimg ?? session.user.headimg,
              country: changes.country ?? session.user.country,
            });
          }
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (error) => {
          setInfoErrors(error instanceof ApiError ? error.fields : {});
          void toastError(error.message);
        },
      },
    );
  }

  function submitPassword(event: FormEvent): void {
    event.preventDefault();
    const errors: Partial<Record<keyof typeof pw, string>> = {};
    if (pw.oldPassword === '') errors.oldPassword = t('profile.password.oldRequired');
    if (pw.password.trim() === '') errors.password = t('profile.password.newRequired');
    else if (pw.repeat !== pw.password) errors.repeat = t('profile.password.mismatch');
    setPwErrors(errors);
    if (Object.keys(errors).length > 0) return;
    change.mutate(
      { id: record.id, oldPassword: pw.oldPassword, password: pw.password },
      {
        onSuccess: ({ msg }) => {
          // Every session of this person is over; the login page says why.
          onClose();
          clearSession(msg || t('common.operationSuccessful'));
        },
        onError: (error) => {
          setPwErrors(error instanceof ApiError ? error.fields : {});
          void toastError(error.message);
        },
      },
    );
  }

  const infoInput = (field: 'nickname' | 'phone' | 'headimg', type = 'text') => (
    <InputGroup
      id={`profile-${field}`}
      type={type}
      value={info[field]}
      intent={infoErrors[field] ? Intent.DANGER : Intent.NONE}
      disabled={save.isPending}
      onValueChange={(value) => editInfo(field, value)}
    />
  );
  const pwInput = (field: keyof typeof pw, autoComplete: string) => (
    <InputGroup
      id={`profile-${field}`}
      type="password"
      autoComplete={autoComplete}
      value={pw[field]}
      intent={pwErrors[field] ? Intent.DANGER : Intent.NONE}
      disabled={change.isPending}
      onValueChange={(value) => {
        setPw((p) => ({ ...p, [field]: value }));
        setPwErrors(({ [field]: _fixed, ...rest }) => rest);
      }}
    />
  );

  return (
    <>
      <DialogBody>
        <form id="profile-info-form" onSubmit={submitInfo} noValidate>
          <Field label={t('profile.fields.username')} labelFor="profile-username">
            <InputGroup id="profile-username" value={record.username} readOnly disabled />
          </Field>
          <Field label={t('profile.fields.nickname')} labelFor="profile-nickname" error={infoErrors.nickname}>
            {infoInput('nickname')}
          </Field>
          <Field label={t('profile.fields.phone')} labelFor="profile-phone" error={infoErrors.phone}>
            {infoInput('phone', 'tel')}
          </Field>
          <Field label={t('profile.fields.sex')} labelFor="profile-sex" error={infoErrors.sex}>
            <HTMLSelect
              id="profile-sex"
              value={info.sex}
              disabled={save.isPending}
              options={[
                { value: '男', label: t('staff.sex.male') },
                { value: '女', label: t('staff.sex.female') },
              ]}
              onChange={(event) => editInfo('sex', event.currentTarget.value as StaffSex)}
            />
          </Field>
          <Field
            label={t('profile.fields.headimg')}
            labelFor="profile-headimg"
            error={infoErrors.headimg}
            hint={t('profile.hints.headimg')}
          >
            {infoInput('headimg')}
          </Field>
          {hasCountry && (
            <Field label={t('profile.fields.country')} labelFor="profile-country" error={infoErrors.country}>
              <HTMLSelect
                id="profile-country"
                value={info.country}
                disabled={save.isPending}
                options={[
                  ...(info.country === '' ? [{ value: '', label: t('staff.choose') }] : []),
                  { value: 'cn', label: t('staff.country.cn') },
                  { value: 'en', label: t('staff.country.en') },
                ]}
                onChange={(event) => editInfo('country', event.currentTarget.value as Country | '')}
              />
            </Field>
          )}
          <div className="pf-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('profile.saveInfo')}
              loading={save.isPending}
              disabled={!dirty || save.isPending}
            />
          </div>
        </form>
        <Divider style={{ margin: '16px 0' }} />
        <form id="profile-password-form" onSubmit={submitPassword} noValidate>
          <H5>{t('profile.password.title')}</H5>
          <Field
            label={t('profile.fields.oldPassword')}
            labelFor="profile-oldPassword"
            error={pwErrors.oldPassword}
          >
            {pwInput('oldPassword', 'current-password')}
          </Field>
          <Field
            label={t('profile.fields.password')}
            labelFor="profile-password"
            error={pwErrors.password}
            hint={t('profile.hints.password')}
          >
            {pwInput('password', 'new-password')}
          </Field>
          <Field label={t('profile.fields.repeat')} labelFor="profile-repeat" error={pwErrors.repeat}>
            {pwInput('repeat', 'new-password')}
          </Field>
          <div className="pf-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('profile.password.submit')}
              loading={change.isPending}
            />
          </div>
        </form>
      </DialogBody>
      <DialogFooter actions={<Button text={t('profile.close')} onClick={onClose} />} />
    </>
  );
}
