import { z } from 'zod';
import { ROLES, isRole } from './roles';
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

// What the staff form requires holds no schema: the console's staff list checks it on the first
// page without loading zod.
export * from './staff-requirements';
