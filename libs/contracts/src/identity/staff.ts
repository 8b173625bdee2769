import { z } from 'zod';
import { isMainlandMobile } from '../checks';
import type { MessageKey } from '../messages/en';
import { ROLES, type Role, isRole } from './roles';
import { msg, strictForm } from '../validation';

/** Staff (operator) choices of spec sections 3 and 9, as the API stores them. */
export const STAFF_SEX = ['男', '女'] as const;
export type StaffSex = (typeof STAFF_SEX)[number];
export const STAFF_STATUS = ['正常', '禁用'] as const;
export type StaffStatus = (typeof STAFF_STATUS)[number];
/** Q = Qingdao, L = Linyi. */
export const AREA_CODES = ['Q', 'L'] as const;
export type AreaCode = (typeof AREA_CODES)[number];
/** N = domestic, W = foreign. */
export const TRADER_ORIGINS = ['N', 'W'] as const;
export type TraderOrigin = (typeof TRADER_ORIGINS)[number];
export const COUNTRIES = ['cn', 'en'] as const;
export type Country = (typeof COUNTRIES)[number];

const USERNAME = { min: 3, max: 32 };
const PASSWORD_FIELDS = new Set(['password', 'oldPassword']);
const PASSWORD = { min: 8, max: 128 };
const MONEY_MAX = '9999999.99';
/** 0 to 9,999,999.99 with at most 2 decimals and no leading zeros, kept as typed. */
const MONEY = /^(?:0|[1-9]\d{0,6})(?:\.\d{1,2})?$/;

const text = (max: number) =>
  z.string(msg('validation.required')).max(max, msg('validation.tooLong', { max }));
const oneOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, msg('staff.oneOf', { options: options.join(', ') }));
const money = z.string(msg('validation.required')).regex(MONEY, msg('staff.money', { max: MONEY_MAX }));
const role = z.enum(ROLES, { error: (issue) => msg('staff.unknownRole', { role: String(issue.input) }) });

/** 'Admin, Finance,Admin' -> ['Admin', 'Finance']; one issue names every unknown code. */
const roleList = z.string(msg('validation.required')).transform((s, ctx) => {
  const codes = [...new Set(s.split(',').map((code) => code.trim()))].filter(Boolean);
  const unknown = codes.filter((code) => !isRole(code));
  if (unknown.length) {
    ctx.issues.push({
      code: 'custom',
      input: s,
      message: msg('staff.unknownRole', { role: unknown.join(', ') }),
    });
  } else if (!codes.length) {
    ctx.issues.push({ code: 'custom', input: s, message: msg('validation.required') });
  }
  return codes.filter(isRole);
});

const staffShape = {
  nickname: text(50),
  username: z
    .string(msg('validation.required'))
    .regex(new RegExp(`^[A-Za-z0-9_.@-]{${USERNAME.min},${USERNAME.max}}$`), msg('staff.username', USERNAME)),
  password: z
    .string(msg('validation.required'))
    .min(PASSWORD.min, msg('staff.password', PASSWORD))
    .max(PASSWORD.max, msg('staff.password', PASSWORD)),
  // An old password may predate the length rule, so only its size is bounded.
  oldPassword: text(PASSWORD.max),
  phone: text(20),
  sex: oneOf(STAFF_SEX),
  status: oneOf(STAFF_STATUS),
  role,
  roles: roleList,
  areacode: oneOf(AREA_CODES),
  country: oneOf(COUNTRIES),
  is_from: oneOf(TRADER_ORIGINS),
  wage: money,
  work_wage: money,
  headimg: text(1000),
};

/** A new password (8 to 128 characters), e.g. for an administrator's reset. */
export const passwordResetSchema = strictForm({ password: staffShape.password });

export const staffStatusSchema = strictForm({ status: oneOf(STAFF_STATUS) });

/**
 * Generic request rule: known fields are trimmed, and blank or null ones dropped (not kept as
 * undefined, so spreading the form over stored values never erases them). Unknown keys stay, to be refused.
 */
function tidy(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const known = Object.hasOwn(staffShape, key);
    // Passwords are taken exactly as typed (login does not trim them either); blank still means none.
    const trim = known && typeof value === 'string' && !PASSWORD_FIELDS.has(key);
    const v = trim ? value.trim() : value;
    if (known && typeof value === 'string' && PASSWORD_FIELDS.has(key) && value.trim() === '') continue;
    if (!known || (v !== '' && v !== null)) out[key] = v;
  }
  return out;
}

/** The staff form as the API receives it (form-urlencoded text). Any subset; the API decides what it needs. */
/**
 * The staff list's filters (other query parameters, such as paging and `_position`, are read by
 * the API's paging and read-your-writes): a role code, a status and a keyword (name, username or phone).
 */
export const staffListQuerySchema = z.looseObject({
  role: z
    .union([z.literal(''), z.enum(ROLES)], {
      error: (issue) => msg('role.unknown', { role: String(issue.input) }),
    })
    .optional(),
  status: z.union([z.literal(''), oneOf(STAFF_STATUS)]).optional(),
  keyword: z
    .string(msg('validation.required'))
    .max(100, msg('validation.tooLong', { max: 100 }))
    .optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffFormSchema = z.preprocess(tidy, strictForm(staffShape).partial());
export type StaffForm = z.infer<typeof staffFormSchema>;

/** POST admin/operator: the staff form with the role and the first password required, reported together with every other problem. */
export const staffCreateSchema = z.preprocess(
  tidy,
  strictForm(staffShape)
    .partial()
    .extend({
      role: z.enum(ROLES, {
        error: (issue) =>
          issue.input === undefined
            ? msg('validation.required')
            : msg('staff.unknownRole', { role: String(issue.input) }),
      }),
      password: staffShape.password,
    }),
);

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
