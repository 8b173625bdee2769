import {
  STAFF_FIELD_ROLES,
  staffRequirements,
  type AreaCode,
  type Country,
  type MessageKey,
  type Role,
  type StaffSex,
  type StaffStatus,
  type StaffView,
  type TraderOrigin,
} from '@packflow/contracts';
import type { Params } from '../../lib/api';
import type { Messages } from '../../locales/en';

/**
 * The staff dialog's values (spec sections 3 and 5), as typed. A choice not made yet is ''.
 * `roles` always holds `role`, the primary role (the spec's roleId).
 */
export interface StaffDraft {
  nickname: string;
  username: string;
  password: string;
  phone: string;
  sex: StaffSex;
  status: StaffStatus;
  headimg: string;
  role: Role;
  roles: Role[];
  areacode: AreaCode | '';
  country: Country | '';
  is_from: TraderOrigin | '';
  wage: string;
  work_wage: string;
}

export type StaffField = keyof StaffDraft;
export type StaffTab = 'basic' | 'account' | 'wages';
export type RoleBoundField = keyof typeof STAFF_FIELD_ROLES;
export type CheckKey = keyof Messages['staff']['checks'];

/** Which tab holds each field (spec: basic info, account and password, wage settings). */
export const FIELD_TAB: Record<StaffField, StaffTab> = {
  nickname: 'basic',
  phone: 'basic',
  sex: 'basic',
  headimg: 'basic',
  areacode: 'basic',
  country: 'basic',
  is_from: 'basic',
  username: 'account',
  password: 'account',
  status: 'account',
  roles: 'account',
  role: 'account',
  wage: 'wages',
  work_wage: 'wages',
};

/** The fields in the order the dialog shows them: the first error is the first in this list. */
export const FIELD_ORDER = Object.keys(FIELD_TAB) as StaffField[];

export const isStaffField = (name: string): name is StaffField => Object.hasOwn(FIELD_TAB, name);

/** A blank form for a new person of `role`; a supervisor's salesmen get the supervisor's area. */
export function newDraft(role: Role, areacode: AreaCode | null = null): StaffDraft {
  return {
    nickname: '',
    username: '',
    password: '',
    phone: '',
    sex: '男',
    status: '正常',
    headimg: '',
    role,
    roles: [role],
    areacode: areacode ?? '',
    country: '',
    is_from: '',
    wage: '',
    work_wage: '',
  };
}

export function toDraft(view: StaffView): StaffDraft {
  const role = view.role ?? view.roleId;
  return {
    nickname: view.nickname ?? '',
    username: view.username ?? '',
    password: '', // spec: blanked on load; blank keeps it
    phone: view.phone ?? '',
    sex: view.sex,
    status: view.status,
    headimg: view.headimg ?? '',
    role,
    roles: view.roles?.includes(role) ? [...view.roles] : [role, ...(view.roles ?? [])],
    areacode: view.areacode ?? '',
    country: view.country ?? '',
    is_from: view.is_from ?? '',
    wage: view.wage ?? '',
    work_wage: view.work_wage ?? '',
  };
}

/** Whether one of the person's roles uses a role-bound field (area, country, domestic/foreign, wages). */
export function usesField(draft: Pick<StaffDraft, 'role' | 'roles'>, field: RoleBoundField): boolean {
  const allowed: readonly Role[] = STAFF_FIELD_ROLES[field];
  return allowed.includes(draft.role) || draft.roles.some((r) => allowed.includes(r));
}

/** Role-bound fields with their value, or '' when none of the person's roles uses them. */
function applicable(draft: StaffDraft): StaffDraft {
  const out = { ...draft };
  for (const field of Object.keys(STAFF_FIELD_ROLES) as RoleBoundField[]) {
    if (!usesField(draft, field)) out[field] = '';
  }
  return out;
}

/** The catalogue keys staffRequirements answers, as this console's texts. */
const REQUIREMENT_TEXT: Partial<Record<MessageKey, CheckKey>> = {
  'staff.nicknameRequired': 'nicknameRequired',
  'staff.usernameRequired': 'usernameRequired',
  'staff.phoneRequired': 'phoneRequired',
  'staff.areaRequired': 'areaRequired',
  'staff.countryRequired': 'countryRequired',
  'staff.originRequired': 'originRequired',
  'staff.wageRequired': 'wageRequired',
  'staff.notForRole': 'notForRole',
  'check.mobile': 'mobile',
};

/**
 * What the spec's staff form checks (trimmed values): nickname, username and contact required, a
 * mainland mobile (foreign traders exempt), area for salesmen, country for salesmen and traders,
 * domestic/foreign for traders, base wage for salesmen; a password when creating. One message per
 * field, the first found.
 */
export function checkDraft(draft: StaffDraft, creating: boolean): Partial<Record<StaffField, CheckKey>> {
  const values = applicable(draft);
  const trimmed = (field: StaffField): string | null => {
    const value = values[field];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const found = staffRequirements({
    nickname: trimmed('nickname'),
    username: trimmed('username'),
    phone: trimmed('phone'),
    headimg: trimmed('headimg'),
    sex: values.sex,
    areacode: (trimmed('areacode') as AreaCode | null) ?? null,
    country: (trimmed('country') as Country | null) ?? null,
    is_from: (trimmed('is_from') as TraderOrigin | null) ?? null,
    wage: trimmed('wage'),
    work_wage: trimmed('work_wage'),
    role: values.role,
    roles: values.roles,
  });
  const errors: Partial<Record<StaffField, CheckKey>> = {};
  for (const { field, key } of found) {
    const text = REQUIREMENT_TEXT[key];
    if (text && isStaffField(field)) errors[field] ??= text;
  }
  if (creating && draft.password.trim() === '') errors.password ??= 'passwordRequired';
  if (draft.roles.length === 0) errors.roles ??= 'rolesRequired';
  return errors;
}

/**
 * The form as the API takes it: fields trimmed (the password is taken exactly as typed), blank
 * ones left out, role-bound fields only when the person's roles use them, `roles` comma-joined.
 * With `base` (editing), only what differs from it, plus a new password when one was typed.
 */
export function toPayload(draft: StaffDraft, base?: StaffDraft): Params {
  const full = payloadOf(draft);
  const password = draft.password.trim() === '' ? {} : { password: draft.password };
  if (base === undefined) return { ...full, ...password };
  const before = payloadOf(base);
  const changed = Object.fromEntries(Object.entries(full).filter(([key, value]) => before[key] !== value));
  return { ...changed, ...password };
}

function payloadOf(draft: StaffDraft): Record<string, string> {
  const values = applicable(draft);
  const out: Record<string, string> = {};
  const put = (key: string, value: string) => {
    const v = value.trim();
    if (v !== '') out[key] = v;
  };
  put('nickname', values.nickname);
  put('username', values.username);
  put('phone', values.phone);
  put('sex', values.sex);
  put('headimg', values.headimg);
  put('status', values.status);
  put('role', values.role);
  put('roles', values.roles.join(','));
  put('areacode', values.areacode);
  put('country', values.country);
  put('is_from', values.is_from);
  put('wage', values.wage);
  put('work_wage', values.work_wage);
  return out;
}

/** The roles list with `role` added or removed; the primary role moves to another held one when removed. */
export function toggleRole(draft: StaffDraft, role: Role, allRoles: readonly Role[]): StaffDraft {
  const held = draft.roles.includes(role)
    ? draft.roles.filter((r) => r !== role)
    : allRoles.filter((r) => r === role || draft.roles.includes(r));
  const primary = held.includes(draft.role) ? draft.role : (held[0] ?? draft.role);
  return { ...draft, roles: held, role: primary };
}
