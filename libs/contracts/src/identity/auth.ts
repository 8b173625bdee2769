import { z } from 'zod';
import type { MenuItem } from '../menus';
import type { Permission, PermissionGroup } from '../permissions';
import type { Role } from './roles';
import type { AreaCode, Country, StaffSex, StaffStatus, TraderOrigin } from './staff';
import { msg, requiredText, strictForm } from '../validation';

export const loginSchema = strictForm({
  username: requiredText(32),
  // Not trimmed: a password is taken exactly as typed.
  password: z.string(msg('validation.required')).min(1, msg('validation.required')).max(128),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** The person as the shell keeps it (spec section 3: role, id, nickname, headimg, country). */
export interface SessionUser {
  id: string;
  role: Role;
  nickname: string;
  headimg: string;
  country: Country;
}

export interface RoleOption {
  role: Role;
  title: string;
  english_name: string;
}

/**
 * What a first login must do before the console is usable: replace a generated or reset password,
 * and (the first administrator) the placeholder phone. Until then the server refuses every other
 * command.
 */
export interface FirstLoginTasks {
  password: boolean;
  phone: boolean;
}

/** What POST /api/login answers; `secret` signs later requests and is never sent back. */
export interface LoginAnswer {
  token: string;
  logintime: number;
  checkcode: string;
  secret: string;
  user: SessionUser;
  roles: RoleOption[];
  /** Whole days before the system licence expires (negative once expired). */
  daysLeft: number;
  warnExpiry: boolean;
  /** Always sent by the server; absent (an older server) means nothing to do. */
  mustChange?: FirstLoginTasks;
}

/** GET /api/session: the signed-in person, their roles and what the shell needs to draw itself. */
export interface SessionView {
  user: SessionUser;
  roles: RoleOption[];
  permissions: Permission[];
  showRoles: boolean;
  companyNameCn: string;
  companyNameEn: string;
  daysLeft: number;
  warnExpiry: boolean;
  expiresAt: string;
  /** Always sent by the server; absent (an older server) means nothing to do. */
  mustChange?: FirstLoginTasks;
  /** The /Sysset image host shown in front of relative image paths; '' (or absent) for none. */
  imageHost?: string;
  /** The /Sysset image limit: how many images an image field takes (absent: an older server). */
  imageLimit?: number;
}

/** GET /api/login/info: what the login page shows before anyone signs in. */
export interface LoginInfo {
  companyNameCn: string;
  companyNameEn: string;
  daysLeft: number;
  warnExpiry: boolean;
  appVersion: string;
}

export const switchRoleSchema = strictForm({ role: z.string(msg('validation.required')).trim().min(1) });

export interface MenusAnswer {
  menus: MenuItem[];
  landing: string | null;
}

export interface LoginLogEntry {
  position: string;
  at: string;
  accountId: string | null;
  username: string;
  nickname: string | null;
  role: string | null;
  ip: string;
  userAgent: string;
  result: 'ok' | 'failed' | 'locked' | 'slowed' | 'disabled' | 'unknown';
}

export const LOGIN_RESULTS = ['ok', 'failed', 'locked', 'slowed', 'disabled', 'unknown'] as const;

/** A staff member as GET admin/operator answers (the password always blank). */
export interface StaffView {
  id: string;
  nickname: string;
  username: string;
  password: '';
  phone: string;
  sex: StaffSex;
  status: StaffStatus;
  role: Role;
  roleId: Role;
  roles: Role[];
  areacode: AreaCode | null;
  country: Country | null;
  is_from: TraderOrigin | null;
  wage: string | null;
  work_wage: string | null;
  headimg: string;
  locked: boolean;
  failures: number;
  last_login_at: string | null;
  created_at: string;
}

export interface RoleView {
  role: Role;
  title: string;
  english_name: string;
  permissions: Permission[];
  version: number;
  updatedAt: string;
}

export interface PermissionCatalog {
  groups: PermissionGroup[];
  separator: string;
}

export const rolePermissionsSchema = strictForm({
  // The spec stores a permission set as method@route entries joined by a comma; JSON may send an array.
  permissions: z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
});

export const forumSectionSchema = strictForm({ name: requiredText(50) });

export interface ForumSection {
  id: string;
  name: string;
}

/** /Login/Log's filters: part of a username (`keyword`, or `username`), a result, and a date range (a bare end date means the whole day). */
export const loginLogQuerySchema = z.looseObject({
  keyword: z
    .string(msg('validation.failed'))
    .trim()
    .max(100, msg('validation.tooLong', { max: 100 }))
    .optional(),
  username: z
    .string(msg('validation.failed'))
    .trim()
    .max(100, msg('validation.tooLong', { max: 100 }))
    .optional(),
  result: z.union([z.literal(''), z.enum(LOGIN_RESULTS)], { error: msg('validation.failed') }).optional(),
  from: z
    .string(msg('validation.date'))
    .trim()
    .refine((d) => d === '' || !Number.isNaN(Date.parse(d)), msg('validation.date'))
    .optional(),
  to: z
    .string(msg('validation.date'))
    .trim()
    .refine((d) => d === '' || !Number.isNaN(Date.parse(d)), msg('validation.date'))
    .optional(),
});
export type LoginLogQuery = z.infer<typeof loginLogQuerySchema>;
