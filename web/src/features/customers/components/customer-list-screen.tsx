import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { CrownIcon, EditIcon, EyeOpenIcon, ExportIcon, ImportIcon, PeopleIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, KeywordInput, NewButton } from '../../../components/ui/list-filters';
import { useNavigate } from 'react-router-dom';
import type { CustomerArea, CustomerView, StaffView } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging } from '../../../components/ui/paged-table';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import {
  customerListPath,
  useCustomerList,
  type CustomerListFilter,
  type CustomerScope,
} from '../api/get-customers';
import { useMay } from '../../../lib/session-view';
import { customerName, formatDay, isProtected } from '../format';
import { useCustomerActions } from '../use-customer-actions';
import { useKeyword } from '../../../lib/use-keyword';
import { customerColumns } from './customer-columns';
import { CustomerDialog } from './customer-dialog';
import { GradeDialog } from './grade-dialog';
import { OwnerPicker } from './owner-picker';
import { ReassignDialog } from './reassign-dialog';

/** Where a customer's detail screen is (a button route in the menus). */
export const customerDetailPath = (id: string): string => `/Customer/Detail?id=${encodeURIComponent(id)}`;

export interface CustomerListScreenProps {
  /** 'own': owned customers (GET customer); 'high-seas': nobody's (GET customer/high-seas). */
  scope: CustomerScope;
  /**
   * A supervisor's maintenance list (/OperatorManage/Customer/...): every owned customer with its
   * owner and grade and an owner filter, or the high seas to keep up; reassign and set grade.
   */
  supervisor?: boolean;
}

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'reassign'; row: CustomerView }
  | { kind: 'grade'; row: CustomerView }
  | null;

/**
 * /Customer/Has, /Customer/None and the supervisor's /OperatorManage/Customer/Has and /None:
 * search, filters, new, and per-row actions. Query keys start with 'customers', so a claim by
 * someone else (a live event) takes the row away by itself.
 */
export function CustomerListScreen({ scope, supervisor = false }: CustomerListScreenProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const role = useSession()?.user.role;
  const may = useMay();
  const title =
    scope === 'own'
      ? t(supervisor ? 'customers.titles.manage' : 'customers.titles.own')
      : t(supervisor ? 'customers.titles.manageHighSeas' : 'customers.titles.highSeas');

  const paging = usePaging(`customers.${scope}${supervisor ? '.manage' : ''}`);
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  const source = useKeyword(firstPage);
  const [area, setArea] = useState<CustomerArea | ''>('');
  const [domestic, setDomestic] = useState<CustomerListFilter['domestic']>('');
  const [owner, setOwner] = useState<StaffView | null>(null);
  const list = useCustomerList({
    scope,
    keyword: search.keyword,
    area,
    source: source.keyword,
    domestic,
    ownerId: supervisor && scope === 'own' ? (owner?.id ?? '') : '',
    page: paging.page,
    size: paging.size,
  });

  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const { claim, release, confirmDialog } = useCustomerActions();

  const columns = useMemo(
    () => customerColumns({ scope, supervisor }, t, locale),
    [scope, supervisor, t, locale],
  );

  const mayEdit = (scope === 'own' || supervisor) && may('PUT@customer/:id');
  const mayRelease = scope === 'own' && may('POST@customer/:id/release');
  const mayClaim = scope === 'high-seas' && !supervisor && may('POST@customer/:id/claim');
  const mayReassign = supervisor && may('PUT@customer/:id/owner');
  const mayGrade = supervisor && scope === 'own' && may('PUT@customer/:id/grade');
  const mayCreate = (scope === 'own' || supervisor) && may('POST@customer');

  const actions = (row: CustomerView) => {
    const name = customerName(row);
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
    const shielded = isProtected(row);
    const reason = shielded
      ? t('customers.claimProtected', { date: formatDay(row.protectedUntil, locale) })
      : undefined;
    return (
      <span className="pf-actions">
        {action(t('customers.actions.detail', { name }), <EyeOpenIcon />, () =>
          navigate(customerDetailPath(row.id)),
        )}
        {mayEdit &&
          action(t('customers.actions.edit', { name }), <EditIcon />, () =>
            setOpen({ kind: 'edit', id: row.id }),
          )}
        {mayRelease &&
          action(
            t('customers.actions.release', { name }),
            <ExportIcon />,
            () => void release(row),
            Intent.DANGER,
          )}
        {mayReassign &&
          action(t('customers.actions.reassign', { name }), <PeopleIcon />, () =>
            setOpen({ kind: 'reassign', row }),
          )}
        {mayGrade &&
          row.area === 'T' &&
          action(t('customers.actions.grade', { name }), <CrownIcon />, () =>
            setOpen({ kind: 'grade', row }),
          )}
        {mayClaim && (
          // A disabled button shows no tooltip of its own: the reason sits on the wrapper too.
          <span title={reason}>
            <Button
              size="small"
              intent={Intent.PRIMARY}
              icon={<ImportIcon />}
              text={t('customers.buttons.claim')}
              aria-label={t('customers.actions.claim', { name })}
              title={reason}
              disabled={shielded}
              onClick={() => void claim(row)}
            />
          </span>
        )}
      </span>
    );
  };
  const actionCount =
    1 + [mayEdit, mayRelease, mayReassign, mayGrade].filter(Boolean).length + (mayClaim ? 3 : 0);

  const toolbar = (
    <>
      <KeywordInput label={t('customers.search')} search={search} />
      <ChoiceFilter<CustomerArea>
        label={t('customers.filters.area')}
        allLabel={t('customers.filters.allAreas')}
        value={area}
        choices={[
          { value: 'Q', label: t('customers.area.Q') },
          { value: 'L', label: t('customers.area.L') },
          ...(scope === 'own' ? [{ value: 'T' as const, label: t('customers.area.T') }] : []),
        ]}
        onChange={(value) => {
          setArea(value);
          firstPage();
        }}
      />
      <InputGroup
        type="search"
        placeholder={t('customers.filters.sourcePlaceholder')}
        aria-label={t('customers.filters.source')}
        value={source.input}
        onValueChange={source.setInput}
      />
      <ChoiceFilter<'true' | 'false'>
        label={t('customers.filters.domestic')}
        allLabel={t('customers.filters.allOrigins')}
        value={domestic}
        choices={[
          { value: 'true', label: t('customers.origin.domestic') },
          { value: 'false', label: t('customers.origin.foreign') },
        ]}
        onChange={(value) => {
          setDomestic(value);
          firstPage();
        }}
      />
      {supervisor && scope === 'own' && (
        <OwnerPicker
          id="customers-owner-filter"
          roleLabel={t('customers.filters.owner')}
          value={owner}
          clearable
          placeholder={t('customers.filters.anyOwner')}
          onChange={(staff) => {
            setOwner(staff);
            firstPage();
          }}
        />
      )}
      {mayCreate && <NewButton text={t('customers.new')} onClick={() => setOpen({ kind: 'create' })} />}
    </>
  );

  const emptyText = scope === 'own' ? t('customers.empty') : t('customers.highSeasEmpty');
  return (
    <Page title={title}>
      <PagedTable<CustomerView>
        label={t('customers.listLabel')}
        columns={columns}
        rows={list.data?.rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        actions={actions}
        actionsWidth={Math.max(90, actionCount * 34 + 20)}
        empty={list.isError ? t('common.loadFailed', { message: list.error.message }) : emptyText}
        toolbar={toolbar}
        exportList={{
          path: customerListPath(scope),
          params: {
            keyword: search.keyword,
            area,
            source: source.keyword,
            domestic,
            ownerId: supervisor && scope === 'own' ? owner?.id : undefined,
          },
          fileName: title,
        }}
      />
      {open?.kind === 'create' && (
        <CustomerDialog
          owner={supervisor ? (scope === 'own' ? 'choose' : 'high-seas') : 'self'}
          showArea={role !== 'Traders'}
          onClose={close}
        />
      )}
      {open?.kind === 'edit' && <CustomerDialog id={open.id} onClose={close} />}
      {open?.kind === 'reassign' && <ReassignDialog customer={open.row} onClose={close} />}
      {open?.kind === 'grade' && <GradeDialog customer={open.row} onClose={close} />}
      {confirmDialog}
    </Page>
  );
}
