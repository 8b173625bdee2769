import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { account, accountRename, errorOf, registration, staffScope, username } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import { ACCOUNT_REGISTRATION_REACTOR, ACCOUNT_RENAME_REACTOR } from '@packflow/projections';
import { type Infrastructure, processOutcome } from '@packflow/runtime';
import { Sessions } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { INFRA } from '../tokens';

export type AccountResult = CommandResult<account.AccountEvent, account.AccountState>;

/** How a new account starts: to be replaced at first login, and disabled from the start. */
export interface AccountStart {
  passwordTemporary?: boolean;
  phonePlaceholder?: boolean;
  status?: account.AccountStatus;
}

/**
 * The account commands with what surrounds them: the username reservation (unique regardless of
 * case), password hashing, and ending the person's sessions after a password, role or status
 * change, so their very next request fails.
 */
@Injectable()
export class Accounts {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly sessions: Sessions,
  ) {}

  load(id: string): Promise<account.AccountState> {
    return this.infra.commands.load(account.accountDecider, account.accountStream(id));
  }

  /** A staff member within the actor's reach; one out of reach is refused exactly like a missing one. */
  async reachable(actor: staffScope.Actor, id: string): Promise<account.AccountState> {
    const state = await this.load(id);
    const target = { id, roles: state.profile.roles, areacode: state.profile.areacode };
    if (!state.exists || !staffScope.reaches(staffScope.staffScope(actor), target))
      throw staffScope.staffNotFound();
    return state;
  }

  async holderOf(name: string): Promise<string | null> {
    return (await this.infra.commands.load(username.usernameDecider, username.usernameStream(name))).holder;
  }

  /** The request of a new account, recorded as a registration process (registration.ts). */
  async requestRegistration(
    id: string,
    profile: account.AccountProfile,
    password: string,
    metadata: CommandMetadata,
    start: AccountStart = {},
  ): Promise<Position | undefined> {
    const request: registration.RegistrationRequest = {
      id,
      profile,
      passwordHash: await hashPassword(password),
      ...start,
      actorId: metadata.userId ?? '',
    };
    const started = await this.infra.commands.create(
      registration.registrationDecider,
      registration.registrationStream(id),
      { type: 'StartProcess', data: request },
      metadata,
    );
    return started.position;
  }

  /**
   * A new account: requested, then carried out by the registration reactor (username first, then
   * the account). Answers once it is registered (with the position to read it at) or still
   * running; a refusal (the username is taken) is thrown.
   */
  async register(
    id: string,
    profile: account.AccountProfile,
    password: string,
    metadata: CommandMetadata,
    start: AccountStart = {},
  ): Promise<{ position?: Position; pending?: true }> {
    const requested = await this.requestRegistration(id, profile, password, metadata, start);
    const { state, position } = await processOutcome(
      this.infra,
      ACCOUNT_REGISTRATION_REACTOR,
      registration.registrationDecider,
      registration.registrationStream(id),
      requested!,
    );
    if (state.status === 'failed') throw errorOf(state.failure!);
    return state.status === 'completed' ? { position } : { pending: true };
  }

  /**
   * One save of the staff form; a new password is hashed here. A save that changes the username
   * is a rename process (rename.ts), waited for like a registration.
   */
  async changeProfile(
    id: string,
    changes: Partial<account.AccountProfile>,
    metadata: CommandMetadata,
    extra: { status?: account.AccountStatus; password?: { plain: string; reset: boolean } } = {},
  ): Promise<AccountResult> {
    const change = {
      changes,
      actorId: metadata.userId ?? '',
      ...(extra.status ? { status: extra.status } : {}),
      ...(extra.password
        ? { password: { hash: await hashPassword(extra.password.plain), reset: extra.password.reset } }
        : {}),
    };
    const before = await this.load(id);
    const renamed =
      changes.username !== undefined &&
      changes.username.toLowerCase() !== before.profile.username.toLowerCase();
    if (!renamed) return this.run(id, { type: 'ChangeProfile', data: change }, metadata);
    return this.rename(id, before.profile.username, changes.username!, change, metadata);
  }

  private async rename(
    id: string,
    from: string,
    to: string,
    change: accountRename.RenameRequest['change'],
    metadata: CommandMetadata,
  ): Promise<AccountResult> {
    const changeId = randomUUID();
    const stream = accountRename.renameStream(changeId);
    const started = await this.infra.commands.create(
      accountRename.renameDecider,
      stream,
      { type: 'StartProcess', data: { changeId, accountId: id, from, to, change } },
      metadata,
    );
    const { state, position } = await processOutcome(
      this.infra,
      ACCOUNT_RENAME_REACTOR,
      accountRename.renameDecider,
      stream,
      started.position!,
    );
    if (state.status === 'failed') throw errorOf(state.failure!);
    // What the save appended to the account: its events caused by the request.
    const [requested] = await this.infra.commands.history(stream);
    const { state: after, history } = await this.infra.commands.loadWithHistory(
      account.accountDecider,
      account.accountStream(id),
    );
    const events = history
      .filter((e) => e.metadata.causationId === requested?.id)
      .map((e) => ({ type: e.type, data: e.data }) as account.AccountEvent);
    if (events.some((e) => account.SESSION_ENDING_EVENTS.includes(e.type))) await this.sessions.revokeAll(id);
    return { events, state: after, ...(position === undefined ? {} : { position }) };
  }

  async changePassword(id: string, password: string, reset: boolean, metadata: CommandMetadata) {
    return this.run(
      id,
      { type: 'ChangePassword', data: { passwordHash: await hashPassword(password), reset } },
      metadata,
    );
  }

  setStatus(id: string, status: account.AccountStatus, metadata: CommandMetadata): Promise<AccountResult> {
    return this.run(
      id,
      status === '禁用'
        ? { type: 'DisableAccount', data: { actorId: metadata.userId ?? '' } }
        : { type: 'EnableAccount', data: {} },
      metadata,
    );
  }

  unlock(id: string, metadata: CommandMetadata): Promise<AccountResult> {
    return this.run(id, { type: 'UnlockAccount', data: {} }, metadata);
  }

  async run(id: string, command: account.AccountCommand, metadata: CommandMetadata): Promise<AccountResult> {
    const result = await this.infra.commands.run(
      account.accountDecider,
      account.accountStream(id),
      command,
      metadata,
    );
    if (result.events.some((e) => account.SESSION_ENDING_EVENTS.includes(e.type)))
      await this.sessions.revokeAll(id);
    return result;
  }
}
