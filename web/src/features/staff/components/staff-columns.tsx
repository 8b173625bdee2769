import { Intent, Tag } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { ROLE_LABELS, type Locale, type Role, type StaffView } from '@packflow/contracts';
import type { ColumnExport, TableColumn } from '../../../components/ui/paged-table';
import { formatDecimal } from '@packflow/contracts';
import { formatWhen } from '../format';

/**
 * The columns of a staff list, fitting its role (spec section 3): everyone has name, username,
 * contact, sex, status, roles, last login and created; salesmen add area, country and both wages;
 * traders add country and domestic/foreign.
 */
export function staffColumns(role: Role, t: TFunction, locale: Locale): TableColumn<StaffView>[] {
  const column = (
    key: string,
    title: string,
    render: TableColumn<StaffView>['render'],
    width?: number,
  ): TableColumn<StaffView> => (width === undefined ? { key, title, render } : { key, title, render, width });

  const everyone = [
    column('nickname', t('staff.columns.nickname'), (row) => (
      <>
        {row.locked && (
          <LockIcon
            className="pf-staff-locked"
            title={t('staff.locked')}
            color="var(--bp-intent-danger-rest, #cd4246)"
            style={{ marginRight: 4 }}
          />
        )}
        {row.nickname}
      </>
    )),
    column('username', t('staff.columns.username'), (row) => row.username),
    column('phone', t('staff.columns.phone'), (row) => row.phone, 130),
    column('sex', t('staff.columns.sex'), (row) => sexLabel(row.sex, t), 70),
    column('status', t('staff.columns.status'), (row) => <StatusTag status={row.status} t={t} />, 90),
    column('roles', t('staff.columns.roles'), (row) =>
      (row.roles?.length ? row.roles : [row.role]).map((r) => ROLE_LABELS[r]?.[locale] ?? r).join(', '),
    ),
  ];
  const salesman = [
    column(
      'area',
      t('staff.columns.area'),
      (row) => (row.areacode ? t(`staff.area.${row.areacode}`) : ''),
      80,
    ),
    column('country', t('staff.columns.country'), (row) => countryLabel(row, t), 130),
    column('wage', t('staff.columns.wage'), (row) => formatDecimal(row.wage, 2), 110),
    column('workWage', t('staff.columns.workWage'), (row) => formatDecimal(row.work_wage, 2), 110),
  ];
  const trader = [
    column('country', t('staff.columns.country'), (row) => countryLabel(row, t), 130),
    column(
      'origin',
      t('staff.columns.origin'),
      (row) => (row.is_from ? t(`staff.origin.${row.is_from}`) : ''),
      100,
    ),
  ];
  const times = [
    column(
      'lastLogin',
      t('staff.columns.lastLogin'),
      (row) => formatWhen(row.last_login_at, locale, t('staff.never')),
      170,
    ),
    column('created', t('staff.columns.created'), (row) => formatWhen(row.created_at, locale), 170),
  ];
  const more = role === 'OperatorIndex' ? salesman : role === 'Traders' ? trader : [];
  const roles = Object.fromEntries(Object.entries(ROLE_LABELS).map(([r, label]) => [r, label[locale]]));
  // How each column is written to Excel: the row's fields, in the words the list shows.
  const exported: Record<string, ColumnExport> = {
    nickname: { field: 'nickname' },
    username: { field: 'username' },
    phone: { field: 'phone' },
    sex: { field: 'sex', labels: { 女: t('staff.sex.female'), 男: t('staff.sex.male') } },
    status: { field: 'status', labels: { 正常: t('staff.status.normal'), 禁用: t('staff.status.disabled') } },
    roles: { field: 'roles', labels: roles },
    area: { field: 'areacode', labels: { Q: t('staff.area.Q'), L: t('staff.area.L') } },
    country: { field: 'country', labels: { cn: t('staff.country.cn'), en: t('staff.country.en') } },
    wage: { field: 'wage', kind: 'money' },
    workWage: { field: 'work_wage', kind: 'money' },
    origin: { field: 'is_from', labels: { N: t('staff.origin.N'), W: t('staff.origin.W') } },
    lastLogin: { field: 'last_login_at', kind: 'datetime' },
    created: { field: 'created_at', kind: 'datetime' },
  };
  return [...everyone, ...more, ...times].map((c) => ({ ...c, export: exported[c.key] ?? false }));
}

export const sexLabel = (sex: string, t: TFunction): string =>
  sex === '女' ? t('staff.sex.female') : sex === '男' ? t('staff.sex.male') : sex;

const countryLabel = (row: StaffView, t: TFunction): string =>
  row.country ? t(`staff.country.${row.country}`) : '';

function StatusTag({ status, t }: { status: StaffView['status']; t: TFunction }) {
  const disabled = status === '禁用';
  return (
    <Tag minimal intent={disabled ? Intent.DANGER : Intent.SUCCESS}>
      {disabled ? t('staff.status.disabled') : t('staff.status.normal')}
    </Tag>
  );
}
