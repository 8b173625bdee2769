import { type CustomerArea, normalizedPhone } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { customer, customerPolicies } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import type { Projector } from '../projector';
import { chunks, eventTime, iso, upsertById } from '../rows';
import { createCustomersTables } from './customers.table';

type CustomerRow = Selectable<Database['customers']>;
type NewCustomerRow = Insertable<Database['customers']>;
type TimelineRow = Insertable<Database['customer_timeline']>;

const STREAM_PREFIX = 'customer-';
const idOf = (event: RecordedEvent): string => event.streamId.slice(STREAM_PREFIX.length);

/** The fields the keyword filter searches, each lower-cased, the phone also without separators. */
function searchFields(fields: { code: string; name: string; phone: string; enterprise: string }): string[] {
  const phone = normalizedPhone(fields.phone);
  return [
    fields.code,
    fields.name,
    fields.phone,
    ...(phone !== fields.phone ? [phone] : []),
    fields.enterprise,
  ].map((f) => f.toLowerCase());
}

/** No keyword is this long; the cap keeps `search` within a btree entry (the lists' indexes carry it). */
export const SEARCH_MAX_CHARS = 600;

/**
 * What a keyword of three or more characters is matched against (LIKE '%...%', with a trigram
 * index where pg_trgm is available): code, name, phone (as typed and without separators) and
 * enterprise, lower-cased here with JavaScript's Unicode rules, the same the query applies to the
 * keyword (PostgreSQL's lower() under the C collation leaves non-ASCII letters alone). The
 * separator is a control character nobody types, so a keyword never matches across two fields.
 */
export function searchText(fields: {
  code: string;
  name: string;
  phone: string;
  enterprise: string;
}): string {
  return Array.from(searchFields(fields).join('\u001f')).slice(0, SEARCH_MAX_CHARS).join('');
}

/**
 * What a keyword of one or two characters is matched against: every character and every pair of
 * neighbouring characters of each field (trigrams cannot find two Chinese characters, the most
 * common search). Whitespace is left out: a trimmed keyword never holds it at its ends.
 */
export function searchGrams(fields: {
  code: string;
  name: string;
  phone: string;
  enterprise: string;
}): string[] {
  const grams = new Set<string>();
  for (const field of searchFields(fields)) {
    const chars = Array.from(field);
    chars.forEach((c, i) => {
      if (/\s/.test(c)) return;
      grams.add(c);
      const next = chars[i + 1];
      if (next !== undefined && !/\s/.test(next)) grams.add(c + next);
    });
  }
  return [...grams].sort();
}

function stateOf(row: CustomerRow): customer.CustomerState {
  return {
    exists: true,
    // The read model keeps no terms: the books follow them, not the lists.
    ownerTerm: '',
    id: row.id,
    code: row.code,
    area: row.area as CustomerArea,
    fields: {
      name: row.name,
      gender: row.gender as customer.CustomerState['fields']['gender'],
      email: row.email,
      phone: row.phone,
      enterprise: row.enterprise,
      domestic: row.domestic,
      source: row.source,
      logistics: row.logistics,
      addresses: row.addresses,
      responsible: row.responsible,
      images: row.images,
      attachments: row.attachments,
    },
    owner: row.owner_id ? { id: row.owner_id, role: row.owner_role as customer.OwnerRole } : null,
    ownedSince: iso(row.owned_since),
    gradeId: row.grade_id,
    releasedAt: iso(row.released_at),
    releasedFrom: row.released_from,
    warnedFor: row.warned_for,
  };
}

function rowOf(s: customer.CustomerState, createdAt: string, updatedAt: string): NewCustomerRow {
  const f = s.fields;
  return {
    id: s.id,
    code: s.code,
    area: s.area,
    name: f.name,
    gender: f.gender,
    email: f.email,
    phone: f.phone,
    enterprise: f.enterprise,
    domestic: f.domestic,
    source: f.source,
    logistics: f.logistics,
    addresses: JSON.stringify(f.addresses),
    responsible: f.responsible,
    images: f.images ?? '',
    attachments: f.attachments ?? '',
    owner_id: s.owner?.id ?? null,
    owner_role: s.owner?.role ?? null,
    grade_id: s.gradeId,
    owned_since: s.ownedSince,
    released_at: s.releasedAt,
    released_from: s.releasedFrom,
    warned_for: s.warnedFor,
    search: searchText({ code: s.code, name: f.name, phone: f.phone, enterprise: f.enterprise }),
    grams: searchGrams({ code: s.code, name: f.name, phone: f.phone, enterprise: f.enterprise }),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

const UPDATED_COLUMNS = [
  'code',
  'area',
  'name',
  'gender',
  'email',
  'phone',
  'enterprise',
  'domestic',
  'source',
  'logistics',
  'addresses',
  'responsible',
  'images',
  'attachments',
  'owner_id',
  'owner_role',
  'grade_id',
  'owned_since',
  'released_at',
  'released_from',
  'warned_for',
  'search',
  'grams',
  'updated_at',
] as const satisfies readonly (keyof NewCustomerRow)[];

/** What the timeline keeps of an event: owner ids, reason, changed fields, grades. Names are resolved when read. */
function detailsOf(e: customer.CustomerEvent): Record<string, unknown> {
  switch (e.type) {
    case 'CustomerCreated':
      return { code: e.data.code, area: e.data.area, toId: e.data.owner?.id ?? null };
    case 'CustomerEdited':
      return { changes: e.data.changes };
    case 'CustomerClaimed':
      return { toId: e.data.owner.id };
    case 'CustomerReleased':
      return { fromId: e.data.from, reason: e.data.reason };
    case 'CustomerReassigned':
      return { fromId: e.data.from, toId: e.data.to.id };
    case 'CustomerGradeSet':
      return { gradeId: e.data.gradeId, fromGradeId: e.data.from };
    case 'CustomerReleaseWarned':
      return { ownerId: e.data.owner, releaseOn: e.data.releaseOn };
    case 'CustomerOrderSigned':
      return { ownerId: e.data.owner, orderId: e.data.orderId };
  }
}

/**
 * Customers as the lists read them (one row each, owner null in the high seas) and each
 * customer's timeline (every event, with who did it). The rows fold the events with the domain's
 * own `evolve`, so the read model and the aggregate cannot disagree.
 */
export const customersProjector: Projector = {
  name: 'customers',
  // 2: the list indexes carry the filters (index-only counts); (owner_id, search) is gone.
  // 3: images and attachments (stored paths of the files area).
  version: 3,
  eventTypes: customer.CUSTOMER_EVENT_TYPES,
  tables: ['customers', 'customer_timeline'],

  createTables: createCustomersTables,

  async applyBatch(db, events) {
    const ids = [...new Set(events.map(idOf))];
    const current = new Map<
      string,
      { state: customer.CustomerState; createdAt: string; updatedAt: string }
    >();
    for (const part of chunks(ids, 1000)) {
      for (const row of await db.selectFrom('customers').selectAll().where('id', 'in', part).execute())
        current.set(row.id, {
          state: stateOf(row),
          createdAt: iso(row.created_at)!,
          updatedAt: iso(row.updated_at)!,
        });
    }
    const changed = new Set<string>();
    const timeline: TimelineRow[] = [];
    const roles = new Set<string>();
    const users = new Set<string>();
    for (const event of events) {
      const id = idOf(event);
      const e = { type: event.type, data: event.data } as customer.CustomerEvent;
      const before = current.get(id);
      // Events of a customer that was never created are not the domain's: nothing to show.
      if (!before && e.type !== 'CustomerCreated') continue;
      const state = customer.evolve(before?.state ?? customer.customerDecider.initialState(), e);
      const at = eventTime(event);
      current.set(id, { state, createdAt: before?.createdAt ?? at, updatedAt: at });
      changed.add(id);
      timeline.push({
        position: event.position.toString(),
        customer_id: id,
        at,
        type: e.type,
        actor_id: event.metadata.userId ?? null,
        details: JSON.stringify(detailsOf(e)),
      });
      // Who hears of it is the customers' policy: supervisors, the owners before and after, the high seas' readers.
      const audience = customerPolicies.customerAudience(
        before ? before.state.owner : state.owner,
        state.owner,
      );
      for (const role of audience.roles) roles.add(role);
      for (const user of audience.users) users.add(user);
    }
    if (changed.size === 0) return undefined;
    const rows = [...changed].map((id) => {
      const { state, createdAt, updatedAt } = current.get(id)!;
      return rowOf(state, createdAt, updatedAt);
    });
    for (const part of chunks(rows, 500)) await upsertById(db, 'customers', part, UPDATED_COLUMNS);
    for (const part of chunks(timeline, 2000))
      await db.insertInto('customer_timeline').values(part).execute();
    return { ids: [...changed], audience: { roles: [...roles], users: [...users] } };
  },
};
