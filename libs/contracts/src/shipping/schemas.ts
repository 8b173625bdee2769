import { z } from 'zod';
import { boundedInt, formNumber, msg, requiredText, strictForm } from '../validation';
import { APPROVAL_KINDS, POSTAGE_MODES, SHIPPING_SERVICES } from './views';

/**
 * The shipping area's requests: the lists' filters, a shipment, the close short, a salesman's
 * approval request, OperatorManage's decision and Admin's settings.
 */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

/** The client's id of a thing it creates (a retry with the same id records it once). */
const clientId = z
  .string(msg('validation.failed'))
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, msg('validation.failed'));

const keyword = param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 })));

/** Money as text with at most 2 decimals (0 allowed), answered with exactly 2: "12.50". */
const money = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string(msg('validation.number'))
    .regex(/^\d{1,9}(\.\d+)?$/, msg('validation.number'))
    .refine((s) => !/\.\d{3,}$/.test(s), msg('production.twoDecimals'))
    .transform((s) => Number(s).toFixed(2)),
);

/** A positive measure with at most 2 decimals (kg, cm). */
const measure = (max: number) =>
  formNumber(
    z
      .number(msg('validation.number'))
      .finite(msg('validation.number'))
      .min(0, msg('validation.between', { min: 0, max }))
      .max(max, msg('validation.between', { min: 0, max }))
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), msg('production.twoDecimals')),
  );

/** Cartons or pallets: how many and their dimensions (cm). */
const packages = z.strictObject({
  count: boundedInt(1, 100_000),
  length: measure(10_000),
  width: measure(10_000),
  height: measure(10_000),
});

/** An object or list as JSON text in a form body (as the console sends it), or as JSON itself. */
const jsonText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

// ---------------------------------------------------------------- lists

/** /OrderLogistics/Wait (open with something remaining, or blocked) and /Send (with shipments). */
export const SHIPPING_LIST_STATUSES = ['wait', 'sent'] as const;
export type ShippingListStatus = (typeof SHIPPING_LIST_STATUSES)[number];

/** GET shipping. */
export const shippingListQuerySchema = z.object({
  status: param(z.enum(SHIPPING_LIST_STATUSES, msg('validation.failed'))),
  keyword,
});
export type ShippingListQuery = z.infer<typeof shippingListQuerySchema>;

/** GET shipping/approvals: OperatorManage's queue (pending) and what was answered (decided). */
export const approvalListQuerySchema = z.object({
  status: param(z.enum(['pending', 'decided'], msg('validation.failed'))),
  keyword,
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

// ---------------------------------------------------------------- shipment

/**
 * POST shipping/:orderId/shipments. `shipmentId` is the client's (a retry records it once). The
 * address defaults in the form to the customer's; `regionCode` (6 digits) decides whether it is
 * remote (none: abroad, remote). The readiness check on the server decides whether it may go.
 */
export const shipmentSchema = strictForm({
  shipmentId: clientId,
  quantity: boundedInt(1, 100_000_000),
  waybill: requiredText(60),
  company: requiredText(60),
  service: z.enum(SHIPPING_SERVICES, msg('validation.failed')),
  freight: money,
  weight: measure(1_000_000),
  cartons: z.preprocess(jsonText, packages),
  pallets: z.preprocess((v) => (v === undefined || v === '' ? null : jsonText(v)), packages.nullable()),
  address: requiredText(300),
  regionCode: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string(msg('customers.regionInvalid'))
      .trim()
      .regex(/^\d{6}$/, msg('customers.regionInvalid'))
      .nullable(),
  ),
  postage: z.preprocess(
    jsonText,
    z.strictObject({
      mode: z.enum(POSTAGE_MODES, msg('validation.failed')),
      amount: money,
    }),
  ),
});
export type ShipmentForm = z.infer<typeof shipmentSchema>;

/** POST shipping/:orderId/close-short: the rest will not ship, and why. */
export const closeShortSchema = strictForm({ reason: requiredText(500) });

// ---------------------------------------------------------------- approvals

/**
 * POST shipping/:orderId/approvals: the salesman asks OperatorManage for an over-shipment (the
 * quantity above the tolerance) or a release on credit; `approvalId` is the client's.
 */
export const approvalRequestSchema = strictForm({
  approvalId: clientId,
  kind: z.enum(APPROVAL_KINDS, msg('validation.failed')),
  quantity: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    boundedInt(1, 100_000_000).nullable(),
  ),
  reason: requiredText(500),
})
  .refine((f) => f.kind !== 'overShipment' || f.quantity !== null, {
    message: msg('shipping.quantityInvalid'),
    path: ['quantity'],
  })
  .transform((f) => ({ ...f, quantity: f.kind === 'credit' ? null : f.quantity }));
export type ApprovalRequestForm = z.infer<typeof approvalRequestSchema>;

/** POST shipping/:orderId/approvals/:approvalId/decide. */
export const approvalDecisionSchema = strictForm({
  decision: z.enum(['approve', 'reject'], msg('orders.decisionInvalid')),
  reason: requiredText(500),
});
export type ApprovalDecisionForm = z.infer<typeof approvalDecisionSchema>;

// ---------------------------------------------------------------- settings

/** PUT shipping/settings: the over-shipment tolerance and the remote provinces (2-digit codes). */
export const shippingSettingsSchema = strictForm({
  tolerancePct: boundedInt(0, 100),
  remoteProvinces: z.preprocess(
    jsonText,
    z
      .array(
        z
          .string(msg('customers.regionInvalid'))
          .trim()
          .regex(/^\d{2}$/, msg('customers.regionInvalid')),
        msg('validation.failed'),
      )
      .max(40, msg('validation.tooLong', { max: 40 }))
      .transform((list) => [...new Set(list)].sort()),
  ),
});
export type ShippingSettingsForm = z.infer<typeof shippingSettingsSchema>;
