import { useEffect, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
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
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ROLES, ROLE_LABELS, type AreaCode, type Role } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { currentLocale, textOr } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useStaffMember } from '../api/get-staff-member';
import { useSaveStaff } from '../api/save-staff';
import {
  FIELD_ORDER,
  FIELD_TAB,
  checkDraft,
  newDraft,
  toDraft,
  toPayload,
  toggleRole,
  usesField,
  type StaffDraft,
  type StaffField,
  type StaffTab,
} from '../staff-form';

export type StaffDialogMode = 'create' | 'edit' | 'view';

/** Spec section 9: dialog default width. */
const DIALOG_WIDTH = 700;

export interface StaffDialogProps {
  isOpen: boolean;
  mode: StaffDialogMode;
  /** The person to show or edit; absent when creating. */
  id?: string | undefined;
  /** The list's role: a new person starts with it. */
  role: Role;
  /** A sales supervisor's dialog: salesmen only, roles fixed, the supervisor's own area when they have one. */
  supervisor?: boolean;
  onClose: () => void;
}

/**
 * Spec section 2, staff dialog: tabs for basic info, account and password, and wage settings; in
 * view mode every input is disabled and Save just closes. It loads the person itself (GET
 * admin/operator/:id); when that fails it says why and closes (spec section 8).
 */
export function StaffDialog({ isOpen, mode, id, role, supervisor = false, onClose }: StaffDialogProps) {
  const { t } = useTranslation();
  const selfId = useSession()?.user.id;
  const member = useStaffMember(mode === 'create' ? undefined : id);
  // A supervisor with an area manages (and creates) the salesmen of that area only.
  const own = useStaffMember(supervisor ? selfId : undefined);

  const loadError = member.isError ? member.error : null;
  useEffect(() => {
    if (loadError === null) return;
    void toastError(loadError.message);
    onClose();
  }, [loadError, onClose]);

  const ownArea: AreaCode | null = own.data?.areacode ?? null;
  const ownKnown = !supervisor || selfId === undefined || own.data !== undefined || own.isError;
  let initial: StaffDraft | undefined;
  if (ownKnown) {
    if (mode === 'create') initial = newDraft(supervisor ? 'OperatorIndex' : role, ownArea);
    else if (member.data) initial = toDraft(member.data);
  }

  const title = t(
    mode === 'create'
      ? 'staff.dialog.createTitle'
      : mode === 'edit'
        ? 'staff.dialog.editTitle'
        : 'staff.dialog.viewTitle',
  );
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      canOutsideClickClose={mode === 'view'}
      style={{ width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 40px)' }}
    >
      {initial ? (
        <StaffForm
          initial={initial}
          mode={mode}
          id={id}
          supervisor={supervisor}
          areaLocked={supervisor && ownArea !== null}
          self={id !== undefined && id === selfId}
          onClose={onClose}
        />
      ) : (
        <DialogBody>
          <Loading />
        </DialogBody>
      )}
    </Dialog>
  );
}

interface StaffFormProps {
  initial: StaffDraft;
  mode: StaffDialogMode;
  id: string | undefined;
  supervisor: boolean;
  /** The area is the supervisor's own and cannot be changed. */
  areaLocked: boolean;
  /** One's own record: the password changes under Personal info, and nobody disables themselves. */
  self: boolean;
  onClose: () => void;
}

function StaffForm({ initial, mode, id, supervisor, areaLocked, self, onClose }: StaffFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [base] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [tab, setTab] = useState<StaffTab>('basic');
  const save = useSaveStaff();
  const creating = mode === 'create';
  const readOnly = mode === 'view';
  const locked = readOnly || save.isPending;

  const shows: Record<StaffField, boolean> = {
    nickname: true,
    phone: true,
    sex: true,
    headimg: true,
    areacode: usesField(draft, 'areacode'),
    country: usesField(draft, 'country'),
    is_from: usesField(draft, 'is_from'),
    username: true,
    password: true,
    status: true,
    roles: !supervisor,
    role: true,
    wage: usesField(draft, 'wage'),
    work_wage: usesField(draft, 'work_wage'),
  };
  const shownTab = (field: string): StaffTab | undefined =>
    FIELD_ORDER.includes(field as StaffField) && shows[field as StaffField]
      ? FIELD_TAB[field as StaffField]
      : undefined;
  /** How many of the shown fields of each tab have a message: each tab says so in its title. */
  const tabErrors = (which: StaffTab): number =>
    Object.entries(errors).filter(([name, message]) => message !== undefined && shownTab(name) === which)
      .length;
  const titledTab = (which: StaffTab, panel: ReactElement) => {
    const count = tabErrors(which);
    return (
      <Tab
        id={which}
        title={t(`staff.dialog.tabs.${which}`)}
        panel={panel}
        tagContent={count > 0 ? count : undefined}
        tagProps={{
          intent: Intent.DANGER,
          round: true,
          minimal: false,
          title: t('staff.dialog.tabErrors', { count }),
        }}
      />
    );
  };
  /** Messages for fields this form does not show (the server may still name them). */
  const otherErrors = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && shownTab(entry[0]) === undefined,
  );

  function change<F extends StaffField>(field: F, value: StaffDraft[F]): void {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  /** Shows the messages and opens the tab of the first one. */
  function showErrors(found: Partial<Record<string, string>>): void {
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f] !== undefined && shows[f]);
    if (first) setTab(FIELD_TAB[first]);
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (readOnly) {
      onClose();
      return;
    }
    const problems = checkDraft(draft, creating);
    if (Object.keys(problems).length > 0) {
      showErrors(
        Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, t(`staff.checks.${key}`)])),
      );
      return;
    }
    const payload = toPayload(draft, creating ? undefined : base);
    if (!creating && Object.keys(payload).length === 0) {
      void toastSuccess(t('staff.dialog.unchanged'));
      onClose();
      return;
    }
    save.mutate(
      { id: creating ? undefined : id, payload },
      {
        onSuccess: ({ msg }) => {
          void toastSuccess(msg || t('common.operationSuccessful'));
          onClose();
        },
        onError: (error) => {
          showErrors(error instanceof ApiError ? error.fields : {});
          void toastError(error.message);
        },
      },
    );
  }

  const fieldId = (field: StaffField): string => `staff-${field}`;
  const field = (name: StaffField, control: ReactNode, hint?: string) => (
    <Field label={t(`staff.fields.${name}`)} labelFor={fieldId(name)} error={errors[name]} hint={hint}>
      {control}
    </Field>
  );
  const intent = (name: StaffField) => (errors[name] ? Intent.DANGER : Intent.NONE);
  const text = (
    name: 'nickname' | 'username' | 'phone' | 'headimg' | 'wage' | 'work_wage' | 'password',
    extra: { type?: string; inputMode?: 'decimal' | 'tel'; autoComplete?: string; disabled?: boolean } = {},
  ) => (
    <InputGroup
      id={fieldId(name)}
      value={draft[name]}
      intent={intent(name)}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      disabled={locked || extra.disabled === true}
      onValueChange={(value) => change(name, value)}
    />
  );
  const choose = <F extends 'sex' | 'status' | 'areacode' | 'country' | 'is_from' | 'role'>(
    name: F,
    options: { value: StaffDraft[F]; label: string }[],
    disabled = false,
  ) => (
    <HTMLSelect
      id={fieldId(name)}
      value={draft[name]}
      fill
      disabled={locked || disabled}
      options={options}
      onChange={(event) => change(name, event.currentTarget.value as StaffDraft[F])}
    />
  );
  const pick = t('staff.choose');

  const basic = (
    <>
      {field('nickname', text('nickname'))}
      {field('phone', text('phone', { type: 'tel', inputMode: 'tel' }))}
      {field(
        'sex',
        choose('sex', [
          { value: '男', label: t('staff.sex.male') },
          { value: '女', label: t('staff.sex.female') },
        ]),
      )}
      {field('headimg', text('headimg'), t('staff.hints.headimg'))}
      {shows.areacode &&
        field(
          'areacode',
          choose(
            'areacode',
            [
              { value: '', label: pick },
              { value: 'Q', label: t('staff.area.Q') },
              { value: 'L', label: t('staff.area.L') },
            ],
            areaLocked,
          ),
          areaLocked ? t('staff.hints.supervisorArea') : undefined,
        )}
      {shows.country &&
        field(
          'country',
          choose('country', [
            { value: '', label: pick },
            { value: 'cn', label: t('staff.country.cn') },
            { value: 'en', label: t('staff.country.en') },
          ]),
        )}
      {shows.is_from &&
        field(
          'is_from',
          choose('is_from', [
            { value: '', label: pick },
            { value: 'N', label: t('staff.origin.N') },
            { value: 'W', label: t('staff.origin.W') },
          ]),
        )}
    </>
  );

  const passwordHint = self
    ? t('staff.hints.passwordSelf')
    : creating
      ? t('staff.hints.passwordCreate')
      : t('staff.hints.passwordEdit');
  const account = (
    <>
      {field('username', text('username', { autoComplete: 'off' }))}
      {field(
        'password',
        text('password', { type: 'password', autoComplete: 'new-password', disabled: self }),
        passwordHint,
      )}
      {field(
        'status',
        choose(
          'status',
          [
            { value: '正常', label: t('staff.status.normal') },
            { value: '禁用', label: t('staff.status.disabled') },
          ],
          self,
        ),
      )}
      {shows.roles && (
        <FormGroup
          label={t('staff.fields.roles')}
          helperText={errors.roles}
          intent={errors.roles ? Intent.DANGER : Intent.NONE}
        >
          <div role="group" aria-label={t('staff.fields.roles')} className="pf-staff-roles">
            {ROLES.map((code) => (
              <Checkbox
                key={code}
                inline
                label={ROLE_LABELS[code][locale]}
                checked={draft.roles.includes(code)}
                disabled={locked}
                onChange={() => {
                  setDraft((d) => toggleRole(d, code, ROLES));
                  setErrors(({ roles: _r, role: _p, ...rest }) => rest);
                }}
              />
            ))}
          </div>
        </FormGroup>
      )}
      {field(
        'role',
        choose(
          'role',
          (draft.roles.length > 0 ? draft.roles : [draft.role]).map((code) => ({
            value: code,
            label: ROLE_LABELS[code][locale],
          })),
          supervisor,
        ),
      )}
    </>
  );

  const wages = (
    <>
      {field('wage', text('wage', { inputMode: 'decimal' }), t('staff.hints.money'))}
      {field('work_wage', text('work_wage', { inputMode: 'decimal' }), t('staff.hints.money'))}
    </>
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {otherErrors.length > 0 && (
          <Callout intent={Intent.DANGER} className="pf-notice">
            <p>{t('staff.dialog.otherErrors')}</p>
            <ul>
              {otherErrors.map(([name, message]) => (
                <li key={name}>
                  {textOr(`staff.fields.${name}`, name)}: {message}
                </li>
              ))}
            </ul>
          </Callout>
        )}
        {/* A disabled fieldset disables every control in it: view mode, and while saving. */}
        <fieldset className="pf-fieldset" disabled={locked}>
          <Tabs
            id="staff-dialog-tabs"
            selectedTabId={shows.wage || tab !== 'wages' ? tab : 'basic'}
            onChange={(next) => setTab(next as StaffTab)}
          >
            {titledTab('basic', basic)}
            {titledTab('account', account)}
            {shows.wage && titledTab('wages', wages)}
          </Tabs>
        </fieldset>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('staff.dialog.close')} onClick={onClose} disabled={save.isPending} />
            <Button type="submit" intent={Intent.PRIMARY} text={t('common.save')} loading={save.isPending} />
          </>
        }
      />
    </form>
  );
}
