import {
  CUSTOMER_ATTACHMENTS_MAX,
  customerPhoneProblem,
  isEmail,
  isRegionCode,
  type CustomerView,
  type ShippingAddress,
} from '@packflow/contracts';
import type { LocationResult } from '../../components/map';
import type { Params } from '../../lib/api';
import type { Messages } from '../../locales/en';

/** Spec: at most 10 shipping addresses (the server's limit too). */
export const MAX_ADDRESSES = 10;
/** A customer's PDF attachments (the server's limit too; the images take the /Sysset image limit). */
export const MAX_ATTACHMENTS = CUSTOMER_ATTACHMENTS_MAX;

/** The customer dialog's values as typed (spec section 3); a choice not made yet is ''. */
export interface CustomerDraft {
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
  /** Stored image paths joined by '||'. */
  images: string;
  /** Stored PDF paths joined by '||'. */
  attachments: string;
  /** Creating only (Q or L); the server keeps the area of an existing customer. */
  area: 'Q' | 'L' | '';
}

export type CustomerField = Exclude<keyof CustomerDraft, 'addresses'>;
export type CheckKey = keyof Messages['customers']['checks'];

/** The fields in the order the dialog shows them. */
export const FIELD_ORDER = [
  'name',
  'gender',
  'phone',
  'email',
  'enterprise',
  'domestic',
  'source',
  'logistics',
  'responsible',
  'area',
  'images',
  'attachments',
] as const satisfies readonly CustomerField[];

export const isCustomerField = (name: string): name is CustomerField =>
  (FIELD_ORDER as readonly string[]).includes(name);

export const newDraft = (): CustomerDraft => ({
  name: '',
  gender: '',
  email: '',
  phone: '',
  enterprise: '',
  domestic: true,
  source: '',
  logistics: '',
  addresses: [],
  responsible: '',
  area: '',
  images: '',
  attachments: '',
});

export function toDraft(view: CustomerView): CustomerDraft {
  return {
    name: view.name ?? '',
    gender: view.gender ?? '',
    email: view.email ?? '',
    phone: view.phone ?? '',
    enterprise: view.enterprise ?? '',
    domestic: view.domestic !== false,
    source: view.source ?? '',
    logistics: view.logistics ?? '',
    addresses: (view.addresses ?? []).map((a) => ({
      region: a.region ?? '',
      detail: a.detail ?? '',
      ...placeOf(a),
    })),
    responsible: view.responsible ?? '',
    area: view.area === 'Q' || view.area === 'L' ? view.area : '',
    ...customerFiles(view),
  };
}

/** The customer's images and PDF attachments, '||'-joined paths ('' for none). */
export function customerFiles(view: CustomerView): Pick<CustomerDraft, 'images' | 'attachments'> {
  return { images: view.images ?? '', attachments: view.attachments ?? '' };
}

/** The error key of an address part, as the dialog and the server name it. */
export const addressKey = (index: number, part: keyof ShippingAddress): string =>
  `addresses.${index}.${part}`;

/** An address's place on the map (name and coordinates), only the parts it has. */
function placeOf(a: ShippingAddress): Pick<ShippingAddress, 'name' | 'latitude' | 'longitude'> {
  const name = a.name?.trim() ?? '';
  const point = a.latitude != null && a.longitude != null;
  return {
    ...(name ? { name } : {}),
    ...(point ? { latitude: a.latitude, longitude: a.longitude } : {}),
  };
}

/** A place picked in the location dialog, into an address: what it found replaces what was there. */
export function withLocation(address: ShippingAddress, location: LocationResult): ShippingAddress {
  return {
    region: location.area || address.region,
    detail: location.address,
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

/** Addresses as sent: trimmed, rows left wholly blank dropped. */
const cleanAddresses = (addresses: readonly ShippingAddress[]): ShippingAddress[] =>
  addresses
    .map((a) => ({ region: a.region.trim(), detail: a.detail.trim(), ...placeOf(a) }))
    .filter((a) => a.region !== '' || a.detail !== '' || a.latitude !== undefined);

/**
 * What the server checks, before it is asked: a name and a phone, a phone that fits the customer
 * (a mainland mobile when domestic), an email address when one is given, and addresses with a
 * 6-digit region code and a detail, at most 10 of them. One message per field, keyed like the
 * server's field errors ('phone', 'addresses.0.region').
 */
export function checkDraft(draft: CustomerDraft): Record<string, CheckKey> {
  const errors: Record<string, CheckKey> = {};
  if (draft.name.trim() === '') errors.name = 'nameRequired';
  const phone = draft.phone.trim();
  if (phone === '') errors.phone = 'phoneRequired';
  else {
    const problem = customerPhoneProblem(phone, draft.domestic);
    if (problem === 'check.mobile') errors.phone = 'mobile';
    else if (problem !== null) errors.phone = 'phone';
  }
  const email = draft.email.trim();
  if (email !== '' && !isEmail(email)) errors.email = 'email';
  const addresses = draft.addresses.map((a) => ({ region: a.region.trim(), detail: a.detail.trim() }));
  addresses.forEach((a, i) => {
    if (a.region === '' && a.detail === '') return; // a blank row is dropped, not refused
    // A domestic address needs a picked district (whether the code is real the server checks
    // against the same data); a foreign one its country and region as text.
    if (a.region === '') errors[addressKey(i, 'region')] = draft.domestic ? 'region' : 'regionText';
    else if (draft.domestic && !isRegionCode(a.region)) errors[addressKey(i, 'region')] = 'region';
    if (a.detail === '') errors[addressKey(i, 'detail')] = 'detailRequired';
  });
  if (cleanAddresses(draft.addresses).length > MAX_ADDRESSES) errors.addresses = 'tooManyAddresses';
  return errors;
}

/** Every field as the API takes it (form-urlencoded text): trimmed, addresses as JSON text. */
function payloadOf(draft: CustomerDraft): Record<string, string> {
  return {
    name: draft.name.trim(),
    gender: draft.gender,
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    enterprise: draft.enterprise.trim(),
    domestic: draft.domestic ? 'true' : 'false',
    source: draft.source.trim(),
    logistics: draft.logistics.trim(),
    addresses: JSON.stringify(cleanAddresses(draft.addresses)),
    responsible: draft.responsible.trim(),
    area: draft.area,
    images: draft.images,
    attachments: draft.attachments,
  };
}

/**
 * Creating: every field with a value (addresses always, '[]' when there are none). Editing (with
 * `base`): only what differs from it, '' included (it clears the field); never the area, which
 * the server fixes at creation.
 */
export function toPayload(draft: CustomerDraft, base?: CustomerDraft): Params {
  const full = payloadOf(draft);
  if (base === undefined) {
    return Object.fromEntries(
      Object.entries(full).filter(([key, value]) => value !== '' || key === 'addresses'),
    );
  }
  const before = payloadOf(base);
  const { area: _area, ...fields } = full;
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => before[key] !== value));
}
