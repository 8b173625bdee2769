import { account, staffScope } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Projector } from '../projector';
import { createLoginLogTable } from './login-log.table';

type LoginEvent =
  | Extract<account.AccountEvent, { type: (typeof account.LOGIN_EVENT_TYPES)[number] }>
  | account.LoginUnknownUser;

function resultOf(e: LoginEvent): string {
  switch (e.type) {
    case 'LoginSucceeded':
      return 'ok';
    case 'LoginFailed':
      return 'failed';
    case 'LoginRefused':
      return e.data.reason;
    case 'LoginUnknownUser':
      return 'unknown';
  }
}

/** /Login/Log: every login attempt with who, when, from where and how it ended. */
export const loginLogProjector: Projector = {
  name: 'login_log',
  version: 1,
  eventTypes: account.LOGIN_EVENT_TYPES,
  tables: ['login_log'],

  createTables: createLoginLogTable,

  async applyBatch(db, events) {
    const rows = events.map((event: RecordedEvent) => {
      const e = { type: event.type, data: event.data } as LoginEvent;
      const accountId = account.accountIdOf(event.streamId);
      return {
        position: event.position.toString(),
        at: event.metadata.at ?? event.created.toISOString(),
        account_id: accountId,
        username: e.data.username,
        nickname: e.type === 'LoginUnknownUser' ? null : e.data.nickname,
        role: e.type === 'LoginSucceeded' ? e.data.role : null,
        ip: e.data.ip,
        user_agent: e.data.userAgent,
        result: resultOf(e),
      };
    });
    if (rows.length) await db.insertInto('login_log').values(rows).execute();
    return { ids: rows.map((r) => r.position), audience: staffScope.ADMINISTRATORS_AUDIENCE };
  },
};
