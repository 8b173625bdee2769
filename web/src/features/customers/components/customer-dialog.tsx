import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  Intent,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StaffView } from '@packflow/contracts';
import { AttachmentList, ImageUploadField } from '../../../components/files';
import { Field } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { textOr } from '../../../lib/i18n';
import { useCustomer } from '../api/get-customer';
import { useSaveCustomer } from '../api/save-customer';
import {
  MAX_ADDRESSES,
  MAX_ATTACHMENTS,
  checkDraft,
  isCustomerField,
  newDraft,
  toDraft,
  toPayload,
  type CustomerDraft,
  type CustomerField,
} from '../customer-form';
import { AddressList } from './address-list';
import { OwnerPicker } from './owner-picker';

/** Spec section 9: dialog default width. */
const DIALOG_WIDTH = 700;

export interface CustomerDialogProps {
  /** Absent: a new customer. */
  id?: string | undefined;
  /**
   * Creating, how the new customer is owned: 'self' (a salesman's or trader's own), 'choose' (a
   * supervisor picks an owner, none means the high seas) or 'high-seas'.
   */
  owner?: 'self' | 'choose' | 'high-seas';
  /** Creating: whether to offer the area (salesmen and supervisors; a trader's customers have their own). */
  showArea?: boolean;
  onClose: () => void;
}

/**
 * Spec section 3, the customer: name, gender, email, phone, enterprise, domestic, source,
 * logistics company, shipping addresses and responsible person. Checks what the server checks
 * before sending; the server's messages show under their fields. Editing loads the customer
 * itself (GET customer/:id) and sends only what changed.
 */
export function CustomerDialog({ id, owner = 'self', showArea = true, onClose }: CustomerDialogProps) {
  const { t } = useTranslation();
  const creating = id === undefined;
  const customer = useCustomer(id);

  const loadError = customer.isError ? customer.error : null;
  useEffect(() => {
    if (loadError === null) return;
    void toastError(loadError.message);
    onClose();
  }, [loadError, onClose]);

  const initial = creating ? newDraft() : customer.data ? toDraft(customer.data) : undefined;
  const title = creating
    ? owner === 'high-seas'
      ? t('customers.dialog.createHighSeasTitle')
      : t('customers.dialog.createTitle')
    : t('customers.dialog.editTitle');
  return (
    <Dialog
      isOpen
      title={title}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 40px)' }}
    >
      {initial ? (
        <CustomerForm
          initial={initial}
          id={id}
          owner={creating ? owner : 'self'}
          showArea={creating && showArea}
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

interface CustomerFormProps {
  initial: CustomerDraft;
  id: string | undefined;
  owner: 'self' | 'choose' | 'high-seas';
  showArea: boolean;
  onClose: () => void;
}

function CustomerForm({ initial, id, owner, showArea, onClose }: CustomerFormProps) {
  const { t } = useTranslation();
  const [base] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [ownerChoice, setOwnerChoice] = useState<StaffView | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useSaveCustomer();
  const creating = id === undefined;

  /** Messages for fields this form does not show (the server may still name them). */
  const shown = (name: string): boolean =>
    (isCustomerField(name) && (name !== 'area' || showArea)) ||
    name === 'addresses' ||
    name.startsWith('addresses.') ||
    (name === 'ownerId' && owner === 'choose');
  const otherErrors = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && !shown(entry[0]),
  );

  function forget(...names: string[]): void {
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([key]) => !names.includes(key))));
  }

  function change<F extends keyof CustomerDraft>(field: F, value: CustomerDraft[F]): void {
    setDraft((d) => ({ ...d, [field]: value }));
    // A new domestic choice changes what a valid phone is.
    forget(field, ...(field === 'domestic' ? ['phone'] : []));
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    const problems = checkDraft(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([field, key]) => [
            field,
            t(`customers.checks.${key}`, { max: MAX_ADDRESSES }),
          ]),
        ),
      );
      return;
    }
    const payload = toPayload(draft, creating ? undefined : base);
    if (!showArea) delete payload.area;
    if (creating && owner === 'choose' && ownerChoice) payload.ownerId = ownerChoice.id;
    if (!creating && Object.keys(payload).length === 0) {
      void toastSuccess(t('customers.dialog.unchanged'));
      onClose();
      return;
    }
    save.mutate(
      { id, payload },
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

  const fieldId = (name: string): string => `customer-${name}`;
  const intent = (name: string) => (errors[name] ? Intent.DANGER : Intent.NONE);
  const field = (name: CustomerField | 'ownerId', label: string, control: ReactNode, hint?: string) => (
    <Field label={label} labelFor={fieldId(name)} error={errors[name]} hint={hint}>
      {control}
    </Field>
  );
  const text = (
    name: 'name' | 'email' | 'phone' | 'enterprise' | 'source' | 'logistics' | 'responsible',
    extra: { type?: string; inputMode?: 'email' | 'tel' } = {},
  ) =>
    field(
      name,
      t(`customers.fields.${name}`),
      <InputGroup
        id={fieldId(name)}
        value={draft[name]}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete="off"
        intent={intent(name)}
        onValueChange={(value) => change(name, value)}
      />,
      name === 'phone'
        ? draft.domestic
          ? t('customers.hints.phoneDomestic')
          : t('customers.hints.phoneForeign')
        : undefined,
    );

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {otherErrors.length > 0 && (
          <Callout intent={Intent.DANGER} className="pf-notice">
            <p>{t('customers.dialog.otherErrors')}</p>
            <ul>
              {otherErrors.map(([name, message]) => (
                <li key={name}>
                  {textOr(`customers.fields.${name}`, name)}: {message}
                </li>
              ))}
            </ul>
          </Callout>
        )}
        {creating && owner === 'high-seas' && (
          <Callout intent={Intent.PRIMARY} className="pf-notice">
            {t('customers.hints.highSeas')}
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
            {text('name')}
            {field(
              'gender',
              t('customers.fields.gender'),
              <HTMLSelect
                id={fieldId('gender')}
                fill
                value={draft.gender}
                options={[
                  { value: '', label: t('customers.gender.none') },
                  { value: '男', label: t('customers.gender.male') },
                  { value: '女', label: t('customers.gender.female') },
                ]}
                onChange={(event) => change('gender', event.currentTarget.value as CustomerDraft['gender'])}
              />,
            )}
            {field(
              'domestic',
              t('customers.fields.domestic'),
              <HTMLSelect
                id={fieldId('domestic')}
                fill
                value={draft.domestic ? 'true' : 'false'}
                options={[
                  { value: 'true', label: t('customers.origin.domestic') },
                  { value: 'false', label: t('customers.origin.foreign') },
                ]}
                onChange={(event) => change('domestic', event.currentTarget.value === 'true')}
              />,
            )}
            {text('phone', { type: 'tel', inputMode: 'tel' })}
            {text('email', { type: 'email', inputMode: 'email' })}
            {text('enterprise')}
            {text('source')}
            {text('logistics')}
            {text('responsible')}
            {showArea &&
              field(
                'area',
                t('customers.fields.area'),
                <HTMLSelect
                  id={fieldId('area')}
                  fill
                  value={draft.area}
                  options={[
                    { value: '', label: t('customers.choose') },
                    { value: 'Q', label: t('customers.area.Q') },
                    { value: 'L', label: t('customers.area.L') },
                  ]}
                  onChange={(event) => change('area', event.currentTarget.value as CustomerDraft['area'])}
                />,
                t('customers.hints.area'),
              )}
            {owner === 'choose' &&
              field(
                'ownerId',
                t('customers.fields.owner'),
                <OwnerPicker
                  id={fieldId('ownerId')}
                  value={ownerChoice}
                  onChange={(staff) => {
                    setOwnerChoice(staff);
                    forget('ownerId');
                  }}
                  clearable
                  placeholder={t('customers.highSeas')}
                />,
                t('customers.hints.owner'),
              )}
          </div>
          <AddressList
            addresses={draft.addresses}
            domestic={draft.domestic}
            errors={errors}
            onChange={(addresses, touched) => {
              setDraft((d) => ({ ...d, addresses }));
              forget(...touched);
            }}
          />
          {field(
            'images',
            t('customers.fields.images'),
            <ImageUploadField
              id={fieldId('images')}
              label={t('customers.fields.images')}
              value={draft.images}
              onChange={(value) => change('images', value)}
            />,
          )}
          {field(
            'attachments',
            t('customers.fields.attachments'),
            <AttachmentList
              id={fieldId('attachments')}
              label={t('customers.fields.attachments')}
              value={draft.attachments}
              limit={MAX_ATTACHMENTS}
              onChange={(value) => change('attachments', value)}
            />,
          )}
        </fieldset>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('customers.dialog.close')} onClick={onClose} disabled={save.isPending} />
            <Button type="submit" intent={Intent.PRIMARY} text={t('common.save')} loading={save.isPending} />
          </>
        }
      />
    </form>
  );
}
