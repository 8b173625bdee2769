import type { Database } from '@packflow/db';
import { account, staffScope } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Transaction } from 'kysely';
import type { Projector } from '../projector';
import { commandTime } from '../rows';
import { createAccountsTable } from './accounts.table';

type AccountRow = Insertable<Database['accounts']>;

// The projector reads account events only, so every stream here is an account stream.
const idOf = (event: RecordedEvent): string => account.accountIdOf(event.streamId) ?? event.streamId;

/** Staff and traders as the lists of /Operator/<Role> and the session check read them. */
export const accountsProjector: Projector = {
  name: 'accounts',
  version: 2,
  eventTypes: account.ACCOUNT_EVENT_TYPES,
  tables: ['accounts'],

  createTables: createAccountsTable,

  async applyBatch(db, events) {
    const rows = new Map<string, AccountRow>();
    for (const event of events) {
      const id = idOf(event);
      const row = rows.get(id) ?? (await load(db, id));
      const next = applyEvent(row, event as RecordedEvent<account.AccountEventType, never>, id);
      if (next) rows.set(id, next);
    }
    for (const row of rows.values()) {
      await db
        .insertInto('accounts')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    const ids = [...rows.keys()];
    return ids.length ? { ids, audience: staffScope.staffAudience(ids) } : undefined;
  },
};

async function load(db: Transaction<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

function applyEvent(
  row: AccountRow | undefined,
  event: RecordedEvent<account.AccountEventType, never>,
  id: string,
): AccountRow | undefined {
  const at = commandTime(event);
  const e = { type: event.type, data: event.data } as account.AccountEvent;
  if (e.type === 'AccountRegistered') {
    const p = e.data.profile;
    return {
      id,
      ...profileColumns(p),
      status: '正常',
      locked: false,
      failures: 0,
      last_login_at: null,
      sessions_valid_after: null,
      password_temporary: e.data.passwordTemporary === true,
      phone_placeholder: e.data.phonePlaceholder === true,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) return undefined;
  const ended = account.SESSION_ENDING_EVENTS.includes(e.type) ? { sessions_valid_after: at } : {};
  switch (e.type) {
    case 'AccountProfileChanged': {
      const changed: Record<string, unknown> = {};
      for (const { field, to } of e.data.changes) changed[field] = to;
      if ('phone' in changed) changed.phone_placeholder = false;
      return { ...row, ...changed, updated_at: at };
    }
    case 'AccountRolesChanged':
      return { ...row, role: e.data.role, roles: e.data.roles, updated_at: at, ...ended };
    case 'AccountPasswordChanged':
      return { ...row, password_temporary: e.data.reset, updated_at: at, ...ended };
    case 'AccountDisabled':
      return { ...row, status: '禁用', updated_at: at, ...ended };
    case 'AccountEnabled':
      return { ...row, status: '正常', updated_at: at };
    case 'AccountUnlocked':
      return { ...row, locked: false, failures: 0, updated_at: at };
    case 'LoginSucceeded':
      return { ...row, locked: false, failures: 0, last_login_at: at };
    case 'LoginFailed':
      return { ...row, failures: e.data.failures };
    case 'AccountLocked':
      return { ...row, locked: true, updated_at: at };
    case 'LoginRefused':
    case 'RoleSwitched':
    case 'LoggedOut':
      return row;
    default:
      return row;
  }
}

function profileColumns(p: account.AccountProfile) {
  return {
    username: p.username,
    nickname: p.nickname,
    phone: p.phone,
    sex: p.sex,
    role: p.role,
    roles: p.roles,
    areacode: p.areacode,
    country: p.country,
    is_from: p.is_from,
    wage: p.wage,
    work_wage: p.work_wage,
    headimg: p.headimg,
  };
}
