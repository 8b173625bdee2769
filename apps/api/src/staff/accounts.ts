import { Inject, Injectable } from '@nestjs/common';
import { account, staffScope, username } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { Sessions } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { INFRA } from '../tokens';

export type AccountResult = CommandResult<account.AccountEvent, account.AccountState>;

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

  async register(
    id: string,
    profile: account.AccountProfile,
    password: string,
    metadata: CommandMetadata,
    firstLogin: { passwordTemporary?: boolean; phonePlaceholder?: boolean } = {},
  ): Promise<AccountResult> {
    await this.reserve(profile.username, id, metadata);
    try {
      return await this.run(
        id,
        {
          type: 'RegisterAccount',
          data: { id, profile, passwordHash: await hashPassword(password), ...firstLogin },
        },
        metadata,
      );
    } catch (error) {
      await this.release(profile.username, id, metadata);
      throw error;
    }
  }

  /** One save of the staff form; a new password is hashed here. */
  async changeProfile(
    id: string,
    changes: Partial<account.AccountProfile>,
    metadata: CommandMetadata,
    extra: { status?: account.AccountStatus; password?: { plain: string; reset: boolean } } = {},
  ): Promise<AccountResult> {
    const before = await this.load(id);
    const renamed =
      changes.username !== undefined &&
      changes.username.toLowerCase() !== before.profile.username.toLowerCase();
    if (renamed) await this.reserve(changes.username!, id, metadata);
    try {
      const result = await this.run(
        id,
        {
          type: 'ChangeProfile',
          data: {
            changes,
            actorId: metadata.userId ?? '',
            ...(extra.status ? { status: extra.status } : {}),
            ...(extra.password
              ? { password: { hash: await hashPassword(extra.password.plain), reset: extra.password.reset } }
              : {}),
          },
        },
        metadata,
      );
      if (renamed) await this.release(before.profile.username, id, metadata);
      return result;
    } catch (error) {
      if (renamed) await this.release(changes.username!, id, metadata);
      throw error;
    }
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

  private reserve(name: string, accountId: string, metadata: CommandMetadata) {
    return this.infra.commands.run(
      username.usernameDecider,
      username.usernameStream(name),
      { type: 'Reserve', data: { key: name, holder: accountId } },
      metadata,
    );
  }

  private release(name: string, accountId: string, metadata: CommandMetadata) {
    return this.infra.commands.run(
      username.usernameDecider,
      username.usernameStream(name),
      { type: 'Release', data: { key: name, holder: accountId } },
      metadata,
    );
  }
}
