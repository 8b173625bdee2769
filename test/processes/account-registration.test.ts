import { account, accountRename, registration, username } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { accountRegistrationReactor, accountRenameReactor } from '@packflow/projections';
import { salesMeta, useProcessHarness } from './support';

/**
 * A new account as a process (reserve first, confirm after): given a registration request, when
 * the reactor carries it out, killed at any step and delivered again, then the username is held
 * by an account that exists, or free again; never held by nobody's account.
 */
describe('account registration reactor', () => {
  const t = useProcessHarness();
  const meta = { ...salesMeta('2026-11-27T08:00:00Z'), userId: 'admin-1', role: 'Admin' };
  let n = 0;

  const profile = (name: string): account.AccountProfile => ({
    nickname: name,
    username: name,
    phone: '13912345678',
    sex: '女',
    role: 'Finance',
    roles: ['Finance'],
    areacode: null,
    country: null,
    is_from: null,
    wage: null,
    work_wage: null,
    headimg: '',
  });

  /** A registration asked for; answers its request event. */
  async function requested(name: string, extra: Partial<registration.RegistrationRequest> = {}) {
    n++;
    const id = `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const stream = registration.registrationStream(id);
    await t.commands.create(
      registration.registrationDecider,
      stream,
      {
        type: 'StartProcess',
        data: { id, profile: profile(name), passwordHash: 'hash', actorId: 'admin-1', ...extra },
      },
      meta,
    );
    const [event] = await t.store.readStream(stream);
    return { event: event as RecordedEvent, id, stream };
  }

  const holder = async (name: string) =>
    (await t.commands.load(username.usernameDecider, username.usernameStream(name))).holder;
  const exists = async (id: string) =>
    (await t.commands.load(account.accountDecider, account.accountStream(id))).exists;

  it('reserves the name, registers the account and records it; delivered again it adds nothing', async () => {
    const { event, id, stream } = await requested('reg-once', { status: '禁用' });
    await accountRegistrationReactor.react(event, t.commands);
    expect(await t.types(stream)).toEqual(['AccountRegistrationRequested', 'AccountRegistrationCompleted']);
    expect(await t.types(account.accountStream(id))).toEqual(['AccountRegistered', 'AccountDisabled']);
    expect(await holder('REG-ONCE')).toBe(id);
    const head = await t.store.headPosition();
    await accountRegistrationReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
  });

  it.each(['Reserve', 'RegisterAccount', 'DisableAccount', 'CompleteProcess'])(
    'killed at %s, finishes when delivered again: the name is held by the account',
    async (step) => {
      const name = `reg-kill-${step.toLowerCase()}`;
      const { event, id, stream } = await requested(name, { status: '禁用' });
      const revive = t.killAt(step);
      await expect(accountRegistrationReactor.react(event, t.commands)).rejects.toThrow('killed');
      revive();
      await accountRegistrationReactor.react(event, t.commands);
      expect(await t.types(stream)).toEqual(['AccountRegistrationRequested', 'AccountRegistrationCompleted']);
      expect(await t.types(account.accountStream(id))).toEqual(['AccountRegistered', 'AccountDisabled']);
      expect(await holder(name)).toBe(id);
    },
  );

  it('refused (the name is taken), records why and leaves the holder alone', async () => {
    const first = await requested('reg-taken');
    await accountRegistrationReactor.react(first.event, t.commands);
    const second = await requested('Reg-Taken');
    await accountRegistrationReactor.react(second.event, t.commands);
    const state = await t.commands.load(registration.registrationDecider, second.stream);
    expect(state.failure).toMatchObject({ code: 'USERNAME.TAKEN', field: 'username' });
    expect(await exists(second.id)).toBe(false);
    expect(await holder('reg-taken')).toBe(first.id);
  });

  it.each(['FailProcess', 'Release'])(
    'refused after reserving and killed at %s, gives the name back when delivered again',
    async (step) => {
      const name = `reg-refused-${step.toLowerCase()}`;
      // The account's own checks refuse it once the name is reserved: a salesman without an area.
      const { event, id, stream } = await requested(name, {
        profile: { ...profile(name), role: 'OperatorIndex', roles: ['OperatorIndex'] },
      });
      const revive = t.killAt(step);
      await expect(accountRegistrationReactor.react(event, t.commands)).rejects.toThrow('killed');
      revive();
      await accountRegistrationReactor.react(event, t.commands);
      expect(await t.types(stream)).toEqual(['AccountRegistrationRequested', 'AccountRegistrationFailed']);
      expect(await exists(id)).toBe(false);
      expect(await holder(name)).toBeNull();
    },
  );

  describe('a save that changes the username', () => {
    /** A registered account and a save of it renaming it to `to`; answers the save's request. */
    async function renaming(from: string, to: string, changes: Partial<account.AccountProfile> = {}) {
      const made = await requested(from);
      await accountRegistrationReactor.react(made.event, t.commands);
      const changeId = `r-${made.id}`;
      const stream = accountRename.renameStream(changeId);
      const change = { changes: { username: to, ...changes }, actorId: 'admin-1' };
      await t.commands.create(
        accountRename.renameDecider,
        stream,
        { type: 'StartProcess', data: { changeId, accountId: made.id, from, to, change } },
        meta,
      );
      const [event] = await t.store.readStream(stream);
      return { event: event as RecordedEvent, id: made.id, stream };
    }
    const username_ = async (id: string) =>
      (await t.commands.load(account.accountDecider, account.accountStream(id))).profile.username;

    it.each(['Reserve', 'ChangeProfile', 'Release', 'CompleteProcess'])(
      'killed at %s, finishes when delivered again: the new name held, the old one free',
      async (step) => {
        const [from, to] = [`ren-old-${step.toLowerCase()}`, `ren-new-${step.toLowerCase()}`];
        const { event, id, stream } = await renaming(from, to);
        const revive = t.killAt(step);
        await expect(accountRenameReactor.react(event, t.commands)).rejects.toThrow('killed');
        revive();
        await accountRenameReactor.react(event, t.commands);
        expect(await t.types(stream)).toEqual(['AccountRenameRequested', 'AccountRenameCompleted']);
        expect(await username_(id)).toBe(to);
        expect([await holder(to), await holder(from)]).toEqual([id, null]);
        const head = await t.store.headPosition();
        await accountRenameReactor.react(event, t.commands);
        expect(await t.store.headPosition()).toBe(head);
      },
    );

    it.each(['FailProcess', 'Release'])(
      'refused after reserving and killed at %s, gives the new name back and keeps the old',
      async (step) => {
        const [from, to] = [`ren-keep-${step.toLowerCase()}`, `ren-refused-${step.toLowerCase()}`];
        // The save itself is refused once the new name is reserved: a salesman without an area.
        const { event, id, stream } = await renaming(from, to, {
          role: 'OperatorIndex',
          roles: ['OperatorIndex'],
        });
        const revive = t.killAt(step);
        await expect(accountRenameReactor.react(event, t.commands)).rejects.toThrow('killed');
        revive();
        await accountRenameReactor.react(event, t.commands);
        expect(await t.types(stream)).toEqual(['AccountRenameRequested', 'AccountRenameFailed']);
        expect(await username_(id)).toBe(from);
        expect([await holder(to), await holder(from)]).toEqual([null, id]);
      },
    );

    it('refused when the new name is taken, leaves both names with their holders', async () => {
      const other = await requested('ren-taken');
      await accountRegistrationReactor.react(other.event, t.commands);
      const { event, id, stream } = await renaming('ren-mine', 'REN-TAKEN');
      await accountRenameReactor.react(event, t.commands);
      const state = await t.commands.load(accountRename.renameDecider, stream);
      expect(state.failure).toMatchObject({ code: 'USERNAME.TAKEN', field: 'username' });
      expect([await holder('ren-taken'), await holder('ren-mine')]).toEqual([other.id, id]);
    });
  });
});
