import { z } from 'zod';
import { isEmail, isMainlandMobile } from '../checks';
import {
  CUSTOMER_ATTACHMENTS_MAX,
  CUSTOMER_FILE_FIELDS,
  filePathListField,
  IMAGE_LIMIT_MAX,
} from '../files/schemas';
import { LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN, roundCoordinate } from '../geo';
import { boundedInt, formBoolean, msg, pagingQueryShape, requiredText, strictForm } from '../validation';

/** Customer areas (spec section 9: Qingdao Q, Linyi L); trader-owned customers use T. */
export const CUSTOMER_AREAS = ['Q', 'L', 'T'] as const;
export type CustomerArea = (typeof CUSTOMER_AREAS)[number];

export interface ShippingAddress {
  /**
   * A 6-digit district code (spec section 3: "Area values are 6-digit region codes"; see
   * regions.ts); a foreign customer's address may instead carry its country and region as text.
   */
  region: string;
  detail: string;
  /** The place's name as the map picker found it ("科技园"), or '' / absent. */
  name?: string;
  /** Picked on the map or typed: both or neither (absent on addresses saved before). */
  latitude?: number | null;
  longitude?: number | null;
}

const optionalText = (max: number) =>
  z.string(msg('validation.required')).trim().max(max, msg('validation.tooLong', { max }));

/** A coordinate in degrees, as a JSON number or its text; null, '' or absent for none. */
const coordinate = (min: number, max: number, key: 'customers.latitudeRange' | 'customers.longitudeRange') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
    z.number(msg(key)).min(min, msg(key)).max(max, msg(key)).transform(roundCoordinate).nullable().optional(),
  );

const address = z.strictObject({
  // Whether the code names a real district, and whether text is allowed (foreign customers only),
  // the customer's rules decide (regionProblem).
  region: z
    .string(msg('customers.regionRequired'))
    .trim()
    .min(1, msg('customers.regionRequired'))
    .max(100, msg('validation.tooLong', { max: 100 })),
  detail: requiredText(200),
  name: optionalText(100).optional(),
  // Both or neither is the customer's rule (coordinatesProblems); the bounds are the value's own.
  latitude: coordinate(LATITUDE_MIN, LATITUDE_MAX, 'customers.latitudeRange'),
  longitude: coordinate(LONGITUDE_MIN, LONGITUDE_MAX, 'customers.longitudeRange'),
});

/** Addresses travel as JSON text in a form body (or as an array in JSON). */
const addresses = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.array(address, msg('customers.addressesInvalid')).max(10, msg('customers.tooManyAddresses', { max: 10 })),
);

/**
 * The customer form (spec section 3: name, gender, email, phone, customer code, enterprise, is
 * domestic, source, logistics company, shipping address, responsible person). The code is
 * generated; owner and grade have actions of their own. Any subset on edit.
 */
export const customerFormSchema = strictForm({
  name: requiredText(100),
  gender: z.enum(['男', '女', ''], msg('customers.genderInvalid')),
  email: optionalText(254).refine((s) => s === '' || isEmail(s), msg('check.email')),
  phone: requiredText(30),
  enterprise: optionalText(100),
  domestic: formBoolean,
  source: optionalText(50),
  logistics: optionalText(100),
  addresses,
  responsible: optionalText(50),
  area: z.enum(['Q', 'L'], msg('customers.areaInvalid')),
  /**
   * Stored paths of the files area joined by '||': .png/.jpg images (the handler holds them to the
   * /Sysset image limit, at most IMAGE_LIMIT_MAX here), .pdf attachments.
   */
  images: filePathListField(CUSTOMER_FILE_FIELDS.images, IMAGE_LIMIT_MAX),
  attachments: filePathListField(CUSTOMER_FILE_FIELDS.attachments, CUSTOMER_ATTACHMENTS_MAX),
}).partial();
export type CustomerForm = z.infer<typeof customerFormSchema>;

/** What a customer holds (all fields, defaults filled in). */
export interface CustomerFields {
  name: string;
  gender: '男' | '女' | '';
  email: string;
  phone: string;
  enterprise: string;
  domestic: boolean;
  source: string;
  logistics: string;
  addresses: ShippingAddress[];
  responsible: string;
  /** Stored image paths joined by '||' ('' for none; absent on customers saved before files existed). */
  images?: string;
  /** Stored PDF paths joined by '||'. */
  attachments?: string;
}

/** A domestic customer's phone is a mainland mobile; a foreign one has 5 to 20 digits, with + - ( ) and spaces allowed. */
export function customerPhoneProblem(
  phone: string,
  domestic: boolean,
): 'check.mobile' | 'customers.phoneInvalid' | null {
  if (domestic) return isMainlandMobile(phone) ? null : 'check.mobile';
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(phone) && digits >= 5 && digits <= 20 ? null : 'customers.phoneInvalid';
}

/** Phone and enterprise as the duplicate check compares them. */
export const normalizedPhone = (phone: string): string => phone.replace(/[\s()-]/g, '');
export const normalizedEnterprise = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

// ---------------------------------------------------------------- high-seas settings

/** /Customer/Setting (domain rules, "Customers and the high seas"): every threshold an admin setting. */
export const highSeasSettingsSchema = strictForm({
  releaseDays: boundedInt(1, 3650),
  maxOwned: boundedInt(1, 100_000),
  maxClaimsPerDay: boundedInt(1, 10_000),
  protectionDays: boundedInt(0, 365),
  cooldownDays: boundedInt(0, 3650),
  warnDaysBefore: boundedInt(0, 365),
}).partial();
export type HighSeasSettingsChange = z.infer<typeof highSeasSettingsSchema>;
export type HighSeasSettings = Required<HighSeasSettingsChange>;

export const DEFAULT_HIGH_SEAS_SETTINGS: HighSeasSettings = {
  releaseDays: 90,
  maxOwned: 200,
  maxClaimsPerDay: 10,
  protectionDays: 1,
  cooldownDays: 30,
  warnDaysBefore: 7,
};

// ---------------------------------------------------------------- trader grades

/** /Customer/Grade: a grade has a name and a price factor applied to traders' quotations. */
export const traderGradeSchema = strictForm({
  name: requiredText(50),
  // A factor such as 1.05: positive, at most 4 decimals, kept as text (money rules: no floats).
  factor: z
    .string(msg('customers.factorInvalid'))
    .trim()
    .regex(/^(?:0|[1-9]\d{0,2})(?:\.\d{1,4})?$/, msg('customers.factorInvalid'))
    .refine((s) => Number(s) > 0, msg('customers.factorInvalid')),
});

// ---------------------------------------------------------------- views

export interface CustomerView extends CustomerFields {
  id: string;
  code: string;
  area: CustomerArea;
  ownerId: string | null;
  ownerName: string | null;
  gradeId: string | null;
  gradeName: string | null;
  /** When the present owner got it; null in the high seas. */
  ownedSince: string | null;
  /** In the high seas: nobody may claim before this (the protection period after a release). */
  protectedUntil: string | null;
  /** When the automatic release will take it back, if no order is signed before. */
  releaseOn: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerTimelineEntry {
  position: string;
  at: string;
  type: string;
  actorId: string | null;
  actorName: string | null;
  /** e.g. { from, to } owner names for a reassignment, { reason } for a release. */
  details: Record<string, unknown>;
}

export interface TraderGrade {
  id: string;
  name: string;
  factor: string;
}

export interface ReleaseRunView {
  day: string;
  released: number;
  warned: number;
  state: 'running' | 'done' | 'failed';
  at: string;
}

// ---------------------------------------------------------------- actions

const idText = z.string().trim().max(100);

/** POST customer: the form with name and phone required (reported with every other problem at once), and for a supervisor the owner (none: into the high seas). */
export const customerCreateSchema = customerFormSchema.extend({
  name: requiredText(100),
  phone: requiredText(30),
  ownerId: idText.optional(),
});
export type CustomerCreateForm = z.infer<typeof customerCreateSchema>;

/** PUT customer/:id/owner: the salesman or trade customer who takes it over. */
export const customerOwnerSchema = strictForm({ ownerId: idText.min(1) });

/** PUT customer/:id/grade: a trader grade, or '' for none. */
export const customerGradeSchema = strictForm({ gradeId: idText });

// ---------------------------------------------------------------- list queries

const queryText = (max: number) =>
  z.string(msg('validation.failed')).trim().max(max, msg('validation.tooLong', { max })).optional();

/**
 * GET customer and GET customer/high-seas: `keyword` (name, code, phone, enterprise), `area`,
 * `source`, `domestic` (true/false) and, for supervisors on their own list, `ownerId`; with the
 * paging parameters `_page` and `_size`.
 */
export const customerListQuerySchema = z.object({
  ...pagingQueryShape,
  keyword: queryText(100),
  area: z
    .string(msg('validation.failed'))
    .trim()
    .refine(
      (v) => v === '' || (CUSTOMER_AREAS as readonly string[]).includes(v),
      msg('customers.areaInvalid'),
    )
    .optional(),
  source: queryText(100),
  domestic: z
    .string(msg('validation.failed'))
    .trim()
    .refine((v) => v === '' || v === 'true' || v === 'false', msg('validation.boolean'))
    .optional(),
  ownerId: queryText(100),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** GET customer-grade/history: every grade's changes, or one grade's (`gradeId`). */
export const traderGradeHistoryQuerySchema = z.object({ ...pagingQueryShape, gradeId: queryText(100) });

/** Lists that take only the paging parameters (`_page`, `_size`). */
export const customerPagingQuerySchema = z.object(pagingQueryShape);

export * from './regions';
