import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { DisableIcon, EditIcon, EyeOpenIcon, KeyIcon, TickCircleIcon, UnlockIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, KeywordInput, NewButton } from '../../../components/ui/list-filters';
import { ROLE_LABELS, type Role, type StaffStatus, type StaffView } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging } from '../../../components/ui/paged-table';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useMyPermissions } from '../../../lib/session-view';
import { useStaffList } from '../api/get-staff-list';
import { useSetStaffStatus } from '../api/set-staff-status';
import { useUnlockStaff } from '../api/unlock-staff';
import { useKeyword } from '../../../lib/use-keyword';
import { ResetPasswordDialog } from './reset-password-dialog';
import { staffColumns } from './staff-columns';
import { StaffDialog, type StaffDialogMode } from './staff-dialog';

export interface StaffListScreenProps {
  /** /Operator/<Role>: the people holding this role. */
  role: Role;
  /**
   * /OperatorManage/Operator: a sales supervisor's salesmen (the server limits the list to them,
   * and lets the supervisor create salesmen only).
   */
  supervisor?: boolean;
}

type Open =
  { kind: 'dialog'; mode: StaffDialogMode; id?: string } | { kind: 'password'; staff: StaffView } | null;

/** A staff list (spec section 2, Organization): search, status filter, new, and per-row actions. */
export function StaffListScreen({ role, supervisor = false }: StaffListScreenProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const selfId = useSession()?.user.id;
  const may = useMyPermissions();
  const allowed = (permission: string): boolean => may === undefined || may.has(permission);
  const listRole: Role = supervisor ? 'OperatorIndex' : role;
  const title = supervisor ? t('staff.manageTitle') : ROLE_LABELS[role][locale];

  const paging = usePaging(supervisor ? 'staff.supervisor' : `staff.${role}`);
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  const [status, setStatus] = useState<StaffStatus | ''>('');
  const list = useStaffList({
    role: listRole,
    keyword: search.keyword,
    status,
    page: paging.page,
    size: paging.size,
  });

  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const [confirm, confirmDialog] = useConfirm();
  const setStaffStatus = useSetStaffStatus();
  const unlock = useUnlockStaff();

  const columns = useMemo(() => staffColumns(listRole, t, locale), [listRole, t, locale]);
  const nameOf = (row: StaffView): string => row.nickname || row.username;

  async function toggleStatus(row: StaffView): Promise<void> {
    const disabling = row.status !== '禁用';
    const name = nameOf(row);
    const yes = await confirm({
      message: t(disabling ? 'staff.confirm.disable' : 'staff.confirm.enable', { name }),
      confirmText: t(disabling ? 'staff.confirm.disableButton' : 'staff.confirm.enableButton'),
      intent: disabling ? Intent.DANGER : Intent.PRIMARY,
    });
    if (!yes) return;
    setStaffStatus.mutate(
      { id: row.id, status: disabling ? '禁用' : '正常' },
      {
        onSuccess: ({ msg }) => void toastSuccess(msg || t('common.operationSuccessful')),
        onError: (error) => void toastError(error.message),
      },
    );
  }

  function unlockRow(row: StaffView): void {
    unlock.mutate(row.id, {
      onSuccess: ({ msg }) => void toastSuccess(msg || t('common.operationSuccessful')),
      onError: (error) => void toastError(error.message),
    });
  }

  const actions = (row: StaffView) => {
    const name = nameOf(row);
    const self = row.id === selfId;
    const disabled = row.status === '禁用';
    const action = (label: string, icon: ReactElement, onClick: () => void, intent?: Intent) => (
      <Button
        size="small"
        variant="minimal"
        icon={icon}
        intent={intent}
        aria-label={label}
        title={label}
        onClick={onClick}
      />
    );
    return (
      <span className="pf-staff-actions">
        {action(t('staff.actions.view', { name }), <EyeOpenIcon />, () =>
          setOpen({ kind: 'dialog', mode: 'view', id: row.id }),
        )}
        {allowed('PUT@admin/operator/:id') &&
          action(t('staff.actions.edit', { name }), <EditIcon />, () =>
            setOpen({ kind: 'dialog', mode: 'edit', id: row.id }),
          )}
        {!self &&
          allowed('PUT@admin/operator/:id/status') &&
          (disabled
            ? action(t('staff.actions.enable', { name }), <TickCircleIcon />, () => void toggleStatus(row))
            : action(
                t('staff.actions.disable', { name }),
                <DisableIcon />,
                () => void toggleStatus(row),
                Intent.DANGER,
              ))}
        {!self &&
          allowed('PUT@admin/operator/:id/password') &&
          action(t('staff.actions.resetPassword', { name }), <KeyIcon />, () =>
            setOpen({ kind: 'password', staff: row }),
          )}
        {row.locked &&
          allowed('PUT@admin/operator/:id/unlock') &&
          action(t('staff.actions.unlock', { name }), <UnlockIcon />, () => unlockRow(row), Intent.WARNING)}
      </span>
    );
  };

  const toolbar = (
    <>
      <KeywordInput label={t('staff.search')} search={search} />
      <ChoiceFilter<StaffStatus>
        label={t('staff.statusFilter')}
        allLabel={t('staff.allStatuses')}
        value={status}
        choices={[
          { value: '正常', label: t('staff.status.normal') },
          { value: '禁用', label: t('staff.status.disabled') },
        ]}
        onChange={(value) => {
          setStatus(value);
          firstPage();
        }}
      />
      {allowed('POST@admin/operator') && (
        <NewButton text={t('staff.new')} onClick={() => setOpen({ kind: 'dialog', mode: 'create' })} />
      )}
    </>
  );

  return (
    <Page title={title}>
      <PagedTable<StaffView>
        label={t('staff.listLabel')}
        columns={columns}
        rows={list.data?.rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        actions={actions}
        actionsWidth={190}
        empty={list.isError ? t('common.loadFailed', { message: list.error.message }) : t('staff.empty')}
        toolbar={toolbar}
        exportList={{
          path: 'admin/operator',
          params: { role: listRole, keyword: search.keyword, status },
          fileName: title,
        }}
      />
      {open?.kind === 'dialog' && (
        <StaffDialog
          isOpen
          mode={open.mode}
          id={open.id}
          role={listRole}
          supervisor={supervisor}
          onClose={close}
        />
      )}
      {open?.kind === 'password' && <ResetPasswordDialog staff={open.staff} onClose={close} />}
      {confirmDialog}
    </Page>
  );
}
