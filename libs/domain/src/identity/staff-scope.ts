import { type AreaCode, ROLES, type Role } from '@packflow/contracts';
import type { ProfileField } from './account';

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
  | { kind: 'salesmen'; areacode: AreaCode | null; selfId: string }
  | { kind: 'self'; selfId: string };

export function staffScope(actor: Actor): StaffScope {
  if (actor.role === 'Admin') return { kind: 'everyone' };
  if (actor.role === 'OperatorManage')
    return { kind: 'salesmen', areacode: actor.areacode, selfId: actor.id };
  return { kind: 'self', selfId: actor.id };
}

/** A supervisor manages people who are salesmen and nothing else: never an administrator who also sells. */
export const isOnlySalesman = (roles: readonly Role[]): boolean =>
  roles.length > 0 && roles.every((r) => r === 'OperatorIndex');

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
  if (actor.role === 'OperatorManage') return ['OperatorIndex'];
  return [];
}
