import { isMainlandMobile } from '../checks';
import type { MessageKey } from '../messages/en';
import type { Role } from './roles';
import type { StaffForm } from './staff';

/**
 * What a staff member holds once a change is applied; passwords are never part of it. A field may be
 * missing or null (stored records keep null for "none").
 */
export type StaffValues = {
  [K in Exclude<keyof StaffForm, 'password' | 'oldPassword' | 'role' | 'roles'>]?: StaffForm[K] | null;
} & {
  role: Role;
  roles: readonly Role[];
};
type StaffTextField = Exclude<keyof StaffValues, 'role' | 'roles'>;
export interface StaffRequirement {
  field: StaffTextField;
  key: MessageKey;
}

/**
 * The roles each role-bound field belongs to (spec section 3). A supervisor (OperatorManage) may
 * also have an area, which scopes whom they manage.
 */
export const STAFF_FIELD_ROLES = {
  areacode: ['OperatorIndex', 'OperatorManage'],
  country: ['OperatorIndex', 'Traders'],
  is_from: ['Traders'],
  wage: ['OperatorIndex'],
  work_wage: ['OperatorIndex'],
} as const satisfies Partial<Record<StaffTextField, readonly Role[]>>;

/** Spec section 5, staff form: what must be filled in, for everyone or for some roles only. */
const REQUIRED: readonly (StaffRequirement & { roles?: readonly Role[] })[] = [
  { field: 'nickname', key: 'staff.nicknameRequired' },
  { field: 'username', key: 'staff.usernameRequired' },
  { field: 'phone', key: 'staff.phoneRequired' },
  { field: 'areacode', key: 'staff.areaRequired', roles: ['OperatorIndex'] },
  { field: 'country', key: 'staff.countryRequired', roles: STAFF_FIELD_ROLES.country },
  { field: 'is_from', key: 'staff.originRequired', roles: STAFF_FIELD_ROLES.is_from },
  { field: 'wage', key: 'staff.wageRequired', roles: ['OperatorIndex'] },
];

/**
 * What is wrong with a staff member's values as a whole: missing fields, a phone that is not a
 * mainland mobile, and role-bound fields set although none of the person's roles uses them.
 */
export function staffRequirements(values: StaffValues): StaffRequirement[] {
  const held = new Set<Role>([values.role, ...values.roles]);
  const holdsAny = (roles: readonly Role[]) => roles.some((r) => held.has(r));
  const isSet = (field: StaffTextField) => Boolean(values[field]?.trim());

  const missing = REQUIRED.filter((r) => (!r.roles || holdsAny(r.roles)) && !isSet(r.field)).map(
    ({ field, key }): StaffRequirement => ({ field, key }),
  );
  // A foreign trader (W) has a foreign number, which the mainland check would always refuse.
  const foreign = held.has('Traders') && values.is_from === 'W';
  const badPhone: StaffRequirement[] =
    isSet('phone') && !foreign && !isMainlandMobile(values.phone ?? '')
      ? [{ field: 'phone', key: 'check.mobile' }]
      : [];
  const notForRole = (Object.keys(STAFF_FIELD_ROLES) as (keyof typeof STAFF_FIELD_ROLES)[])
    .filter((field) => isSet(field) && !holdsAny(STAFF_FIELD_ROLES[field]))
    .map((field): StaffRequirement => ({ field, key: 'staff.notForRole' }));
  return [...missing, ...badPhone, ...notForRole];
}
