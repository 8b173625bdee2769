import { type AreaCode, ROLES, type Role } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import type { AccountProfile, AccountState, AccountStatus, ProfileField } from './account';

/** Who is acting: the signed-in person in the role they are working in now. */
export interface Actor {
  id: string;
  role: Role;
  areacode: AreaCode | null;
}

export interface StaffTarget {
  id: string;
  roles: readonly Role[];
  areacode: AreaCode | null;
}

/**
 * Which staff records an actor reaches (domain rules, "Accounts and roles"): an administrator
 * reaches everyone; a sales supervisor themselves and the salesmen they manage (all of them, or
 * those of their area when the supervisor has one); everybody else only themselves. Queries turn this into
 * their WHERE clause, so a record out of reach is never read, not merely hidden.
 */
export type StaffScope =
  | { kind: 'everyone' }
  | { kind: 'salesmen'; areacode: AreaCode | null; selfId: string; managedRoles: readonly Role[] }
  | { kind: 'self'; selfId: string };

export function staffScope(actor: Actor): StaffScope {
  if (actor.role === 'Admin') return { kind: 'everyone' };
  if (actor.role === 'OperatorManage')
    return { kind: 'salesmen', areacode: actor.areacode, selfId: actor.id, managedRoles: MANAGED_ROLES };
  return { kind: 'self', selfId: actor.id };
}

/** The roles of the people a sales supervisor manages. */
export const MANAGED_ROLES: readonly Role[] = ['OperatorIndex'];

/** A supervisor manages people who are salesmen and nothing else: never an administrator who also sells. */
export const isOnlySalesman = (roles: readonly Role[]): boolean =>
  roles.length > 0 && roles.every((r) => MANAGED_ROLES.includes(r));

export function reaches(scope: StaffScope, target: StaffTarget): boolean {
  switch (scope.kind) {
    case 'everyone':
      return true;
    case 'salesmen':
      return (
        target.id === scope.selfId ||
        (isOnlySalesman(target.roles) && (!scope.areacode || target.areacode === scope.areacode))
      );
    case 'self':
      return target.id === scope.selfId;
  }
}

/** What anyone may change on their own record (personal info); the password needs the old one too. */
export const SELF_FIELDS: readonly ProfileField[] = ['nickname', 'phone', 'sex', 'headimg', 'country'];

/** What a supervisor may change on a salesman: not the roles, not the area when the supervisor has one. */
const SUPERVISED_FIELDS: readonly ProfileField[] = [
  'nickname',
  'username',
  'phone',
  'sex',
  'areacode',
  'country',
  'wage',
  'work_wage',
  'headimg',
];
const ALL_FIELDS: readonly ProfileField[] = [...SUPERVISED_FIELDS, 'is_from', 'role', 'roles'];

/**
 * The profile fields `actor` may change on `target`, or null when the target is out of reach.
 * Status, password resets and unlocking are separate actions with permissions of their own.
 */
export function editableFields(actor: Actor, target: StaffTarget): readonly ProfileField[] | null {
  const scope = staffScope(actor);
  if (!reaches(scope, target)) return null;
  if (scope.kind === 'everyone') return ALL_FIELDS;
  if (target.id === actor.id) return SELF_FIELDS;
  return actor.areacode ? SUPERVISED_FIELDS.filter((f) => f !== 'areacode') : SUPERVISED_FIELDS;
}

/** The roles an actor may give to a person they create. */
export function creatableRoles(actor: Actor): readonly Role[] {
  if (actor.role === 'Admin') return ROLES;
  if (actor.role === 'OperatorManage') return MANAGED_ROLES;
  return [];
}

/** A field the caller may not send (or not with another value than the stored one): 400. */
export const fieldNotAllowed = (field: string) =>
  new DomainError('ACCOUNT.FIELD_NOT_ALLOWED', 'account.fieldNotAllowed', { field }, field);
/** A role the caller may not give: 403. */
export const roleNotAllowed = (role: string) =>
  new DomainError('ACCOUNT.ROLE_NOT_ALLOWED', 'account.roleNotAllowed', { role });
/** No such staff member, or one out of the caller's reach (the two look the same): 404. */
export const staffNotFound = () => new DomainError('ACCOUNT.NOT_FOUND', 'common.notFound');
const fieldError = (field: string, key: string) => new DomainError('VALIDATION.FAILED', key, {}, field);

/** The staff form as sent (profile fields, status, password and old password, all optional). */
export interface StaffFormInput extends Partial<AccountProfile> {
  status?: AccountStatus;
  password?: string;
  oldPassword?: string;
}

/** The role-configured permissions that widen a save: changing status, resetting another's password. */
export interface StaffSaveRights {
  setStatus: boolean;
  resetPassword: boolean;
}

/** The profile fields a form carries, as the aggregate stores them. */
export function profileChanges(form: StaffFormInput): Partial<AccountProfile> {
  const { password: _p, oldPassword: _o, status: _s, ...profile } = form;
  return profile;
}

/** The caller's own record needs the old password to change it; the handler checks the hash. */
export const needsOldPassword = (actor: Actor, targetId: string, form: StaffFormInput): boolean =>
  targetId === actor.id && form.password !== undefined && Boolean(form.oldPassword);

/**
 * One save of the staff form, decided: which profile changes, status and password to apply, or
 * the refusal. Fields the caller may not change are refused unless they carry the value already
 * stored, so a form sent back whole still saves. `oldPasswordMatches` is whether the old password
 * sent matches the stored hash (checked by the caller when `needsOldPassword`).
 */
export function planStaffSave(
  actor: Actor,
  rights: StaffSaveRights,
  target: AccountState,
  form: StaffFormInput,
  oldPasswordMatches: boolean,
): {
  changes: Partial<AccountProfile>;
  status?: AccountStatus;
  password?: { plain: string; reset: boolean };
} {
  if (!target.exists) throw staffNotFound();
  const editable = editableFields(actor, {
    id: target.id,
    roles: target.profile.roles,
    areacode: target.profile.areacode,
  });
  if (!editable) throw staffNotFound();
  const changes = profileChanges(form);
  for (const [field, value] of Object.entries(changes) as [ProfileField, unknown][]) {
    const current = target.profile[field];
    const same =
      Array.isArray(value) && Array.isArray(current) ? value.join() === current.join() : value === current;
    if (!same && !editable.includes(field)) throw fieldNotAllowed(field);
  }
  const roles = [...(changes.roles ?? []), ...(changes.role ? [changes.role] : [])];
  const refused = roles.find((r) => !target.profile.roles.includes(r) && !creatableRoles(actor).includes(r));
  if (refused) throw roleNotAllowed(refused);
  const self = target.id === actor.id;
  if (form.status !== undefined && form.status !== target.status && (self || !rights.setStatus))
    throw fieldNotAllowed('status');
  let password: { plain: string; reset: boolean } | undefined;
  if (form.password !== undefined) {
    if (self) {
      if (!form.oldPassword) throw fieldError('oldPassword', 'auth.oldPasswordRequired');
      if (!oldPasswordMatches) throw fieldError('oldPassword', 'auth.wrongOldPassword');
      password = { plain: form.password, reset: false };
    } else {
      if (!rights.resetPassword) throw fieldNotAllowed('password');
      password = { plain: form.password, reset: true };
    }
  } else if (form.oldPassword !== undefined) throw fieldNotAllowed('oldPassword');
  return { changes, ...(form.status ? { status: form.status } : {}), ...(password ? { password } : {}) };
}

/**
 * A new staff member's record, decided: the roles the caller may give (a supervisor only
 * salesmen), and a supervisor of one area creates salesmen of that area.
 */
export function planStaffCreate(
  actor: Actor,
  form: StaffFormInput,
): { profile: AccountProfile; password: string; status?: AccountStatus } {
  if (form.oldPassword !== undefined) throw fieldNotAllowed('oldPassword');
  if (!form.role) throw fieldError('role', 'validation.required');
  if (!form.password) throw fieldError('password', 'validation.required');
  const roles = [...new Set<Role>([form.role, ...(form.roles ?? [])])];
  const allowed = creatableRoles(actor);
  const refused = roles.find((r) => !allowed.includes(r));
  if (refused) throw roleNotAllowed(refused);
  let areacode = form.areacode ?? null;
  const scope = staffScope(actor);
  if (scope.kind === 'salesmen' && scope.areacode) {
    if (areacode && areacode !== scope.areacode) throw fieldNotAllowed('areacode');
    areacode = scope.areacode;
  }
  return {
    profile: {
      nickname: form.nickname ?? '',
      username: form.username ?? '',
      phone: form.phone ?? '',
      sex: form.sex ?? '男',
      role: form.role,
      roles,
      areacode,
      country: form.country ?? null,
      is_from: form.is_from ?? null,
      wage: form.wage ?? null,
      work_wage: form.work_wage ?? null,
      headimg: form.headimg ?? '',
    },
    password: form.password,
    ...(form.status === '禁用' ? { status: '禁用' as const } : {}),
  };
}

/** Resetting a password is for others: one's own is changed with the old one on the staff form. */
export function checkPasswordReset(actor: Actor, targetId: string): void {
  if (targetId === actor.id) throw fieldNotAllowed('password');
}

/** Who hears live of changes to staff records: those with staff lists, and the people themselves. */
export const staffAudience = (ids: readonly string[]) => ({
  roles: ['Admin', 'OperatorManage'] as readonly Role[],
  users: ids,
});

/** Who hears live of the login log and of role permissions: administrators. */
export const ADMINISTRATORS_AUDIENCE = { roles: ['Admin'] as readonly Role[] };

/** Switching roles in a session: only to a known role, and only while the system settings allow it. */
export function checkRoleSwitch(role: string, switchingAllowed: boolean): asserts role is Role {
  if (!(ROLES as readonly string[]).includes(role))
    throw new DomainError('VALIDATION.FAILED', 'role.unknown', { role }, 'role');
  if (!switchingAllowed) throw new DomainError('AUTH.SWITCHING_FORBIDDEN', 'auth.switchingOff');
}
