import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  type AccountCommand,
  type AccountEvent,
  type AccountProfile,
  DEFAULT_LOGIN_POLICY,
  type LoginPolicy,
  accountDecider,
  firstLoginTasks,
  loginWaitSeconds,
} from './account';

const { given, stateAfter } = deciderSpec(accountDecider);

const salesman: AccountProfile = {
  nickname: 'Li Lei',
  username: 'lilei',
  phone: '13812345678',
  sex: '男',
  role: 'OperatorIndex',
  roles: ['OperatorIndex'],
  areacode: 'Q',
  country: 'cn',
  is_from: null,
  wage: '3500',
  work_wage: null,
  headimg: '',
};
const trader: AccountProfile = {
  nickname: 'John Smith',
  username: 'jsmith',
  phone: '+44 20 7946 0958',
  sex: '男',
  role: 'Traders',
  roles: ['Traders'],
  areacode: null,
  country: 'en',
  is_from: 'W',
  wage: null,
  work_wage: null,
  headimg: '',
};
const admin: AccountProfile = {
  nickname: 'Han Meimei',
  username: 'admin',
  phone: '13912345678',
  sex: '女',
  role: 'Admin',
  roles: ['Admin'],
  areacode: null,
  country: null,
  is_from: null,
  wage: null,
  work_wage: null,
  headimg: '',
};

const SALESMAN_ID = 'acc-salesman';
const ADMIN_ID = 'acc-admin';
const registered = (id: string, profile: AccountProfile): AccountEvent => ({
  type: 'AccountRegistered',
  data: { id, profile, passwordHash: 'hash-1' },
});
const salesmanRegistered = registered(SALESMAN_ID, salesman);
const adminRegistered = registered(ADMIN_ID, admin);
const disabled: AccountEvent = { type: 'AccountDisabled', data: {} };

const login = { username: 'lilei', ip: '10.0.0.7', userAgent: 'jest' };
const T0 = '2026-11-22T08:00:00.000Z';
/** `seconds` after T0, as an ISO instant. */
const after = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const attempt = (
  passwordOk: boolean | null,
  at: string,
  policy: LoginPolicy = DEFAULT_LOGIN_POLICY,
): AccountCommand => ({ type: 'AttemptLogin', data: { ...login, passwordOk, at, policy } });
const failed = (failures: number, at = T0): AccountEvent => ({
  type: 'LoginFailed',
  data: { ...login, nickname: 'Li Lei', failures, at },
});
/** `count` consecutive failures, the last one at `lastAt`. */
const failures = (count: number, lastAt = T0): AccountEvent[] =>
  Array.from({ length: count }, (_, i) =>
    failed(i + 1, i + 1 === count ? lastAt : '2026-11-22T07:00:00.000Z'),
  );

describe('account registration', () => {
  it('registers a complete salesman', () => {
    given([])
      .when({
        type: 'RegisterAccount',
        data: { id: SALESMAN_ID, profile: salesman, passwordHash: 'hash-1' },
      })
      .then([
        { type: 'AccountRegistered', data: { id: SALESMAN_ID, profile: salesman, passwordHash: 'hash-1' } },
      ]);
  });

  it('registers a foreign trader with a non-mainland number', () => {
    given([])
      .when({ type: 'RegisterAccount', data: { id: 't1', profile: trader, passwordHash: 'h' } })
      .then([{ type: 'AccountRegistered', data: { id: 't1', profile: trader, passwordHash: 'h' } }]);
  });

  it('registers an administrator, who needs no area, country, origin or wage', () => {
    given([])
      .when({ type: 'RegisterAccount', data: { id: ADMIN_ID, profile: admin, passwordHash: 'h' } })
      .then([{ type: 'AccountRegistered', data: { id: ADMIN_ID, profile: admin, passwordHash: 'h' } }]);
  });

  it('adds the starting role to the roles when it is missing, once', () => {
    const [event] = given([]).when({
      type: 'RegisterAccount',
      data: {
        id: 's2',
        profile: { ...salesman, role: 'OperatorManage', roles: ['OperatorIndex', 'OperatorIndex'] },
        passwordHash: 'h',
      },
    }).events;
    expect(event).toEqual({
      type: 'AccountRegistered',
      data: {
        id: 's2',
        profile: { ...salesman, role: 'OperatorManage', roles: ['OperatorManage', 'OperatorIndex'] },
        passwordHash: 'h',
      },
    });
  });

  it('refuses a salesman without an area', () => {
    expect(
      given([]).when({
        type: 'RegisterAccount',
        data: { id: 's3', profile: { ...salesman, areacode: null }, passwordHash: 'h' },
      }).refusal,
    ).toEqual({ code: 'ACCOUNT.INVALID', messageKey: 'staff.areaRequired', params: {}, field: 'areacode' });
  });

  it('refuses a phone that is not a mainland mobile', () => {
    expect(
      given([]).when({
        type: 'RegisterAccount',
        data: { id: 's4', profile: { ...salesman, phone: '12345678901' }, passwordHash: 'h' },
      }).refusal,
    ).toMatchObject({ code: 'ACCOUNT.INVALID', messageKey: 'check.mobile', field: 'phone' });
  });

  it('refuses a foreign number for a domestic trader', () => {
    expect(
      given([]).when({
        type: 'RegisterAccount',
        data: { id: 't2', profile: { ...trader, is_from: 'N' }, passwordHash: 'h' },
      }).refusal,
    ).toMatchObject({ code: 'ACCOUNT.INVALID', field: 'phone' });
  });

  it('refuses registering the same account twice', () => {
    expect(
      given([salesmanRegistered]).when({
        type: 'RegisterAccount',
        data: { id: SALESMAN_ID, profile: salesman, passwordHash: 'hash-1' },
      }).refusal,
    ).toMatchObject({ code: 'ACCOUNT.EXISTS' });
  });
});

describe('account profile', () => {
  it('records only the fields that really change, with their old and new values', () => {
    const events = given([salesmanRegistered]).when({
      type: 'ChangeProfile',
      data: {
        changes: { nickname: 'Li Lei', phone: '13900001111', wage: '4000', roles: ['OperatorIndex'] },
        actorId: ADMIN_ID,
      },
    }).events;
    expect(events).toEqual([
      {
        type: 'AccountProfileChanged',
        data: {
          changes: [
            { field: 'phone', from: '13812345678', to: '13900001111' },
            { field: 'wage', from: '3500', to: '4000' },
          ],
        },
      },
    ]);
    const state = stateAfter([salesmanRegistered, ...events]);
    expect(state.profile).toEqual({ ...salesman, phone: '13900001111', wage: '4000' });
  });

  it('answers no event when nothing changes', () => {
    given([salesmanRegistered])
      .when({
        type: 'ChangeProfile',
        data: { changes: { nickname: 'Li Lei', areacode: 'Q' }, actorId: ADMIN_ID },
      })
      .then([]);
  });

  it('refuses a change that leaves the record incomplete', () => {
    expect(
      given([salesmanRegistered]).when({
        type: 'ChangeProfile',
        data: { changes: { wage: null }, actorId: ADMIN_ID },
      }).refusal,
    ).toMatchObject({ code: 'ACCOUNT.INVALID', messageKey: 'staff.wageRequired', field: 'wage' });
  });

  it('records role changes apart from the other fields', () => {
    const events = given([salesmanRegistered]).when({
      type: 'ChangeProfile',
      data: { changes: { nickname: 'Lei', roles: ['OperatorIndex', 'Finance'] }, actorId: ADMIN_ID },
    }).events;
    expect(events).toEqual([
      {
        type: 'AccountRolesChanged',
        data: {
          role: 'OperatorIndex',
          roles: ['OperatorIndex', 'Finance'],
          from: { role: 'OperatorIndex', roles: ['OperatorIndex'] },
        },
      },
      {
        type: 'AccountProfileChanged',
        data: { changes: [{ field: 'nickname', from: 'Li Lei', to: 'Lei' }] },
      },
    ]);
    const state = stateAfter([salesmanRegistered, ...events]);
    expect(state.profile.roles).toEqual(['OperatorIndex', 'Finance']);
    expect(state.profile.nickname).toBe('Lei');
  });

  it('keeps the starting role among the roles when only the starting role changes', () => {
    given([salesmanRegistered])
      .when({
        type: 'ChangeProfile',
        data: { changes: { role: 'OperatorManage' }, actorId: ADMIN_ID },
      })
      .then([
        {
          type: 'AccountRolesChanged',
          data: {
            role: 'OperatorManage',
            roles: ['OperatorManage', 'OperatorIndex'],
            from: { role: 'OperatorIndex', roles: ['OperatorIndex'] },
          },
        },
      ]);
  });

  it('does not let an administrator drop their own Admin role', () => {
    expect(
      given([adminRegistered]).when({
        type: 'ChangeProfile',
        data: { changes: { role: 'Finance', roles: ['Finance'] }, actorId: ADMIN_ID },
      }).refusal,
    ).toEqual({ code: 'ACCOUNT.SELF', messageKey: 'account.cannotDropOwnAdmin', params: {}, field: 'roles' });
  });

  it('lets another administrator drop it, and an administrator add a role to themselves', () => {
    given([adminRegistered])
      .when({
        type: 'ChangeProfile',
        data: { changes: { role: 'Finance', roles: ['Finance'] }, actorId: 'acc-other-admin' },
      })
      .then([
        {
          type: 'AccountRolesChanged',
          data: { role: 'Finance', roles: ['Finance'], from: { role: 'Admin', roles: ['Admin'] } },
        },
      ]);
    given([adminRegistered])
      .when({
        type: 'ChangeProfile',
        data: { changes: { roles: ['Admin', 'Finance'] }, actorId: ADMIN_ID },
      })
      .then([
        {
          type: 'AccountRolesChanged',
          data: { role: 'Admin', roles: ['Admin', 'Finance'], from: { role: 'Admin', roles: ['Admin'] } },
        },
      ]);
  });
});

describe('account status and password', () => {
  it('refuses disabling oneself', () => {
    expect(
      given([adminRegistered]).when({ type: 'DisableAccount', data: { actorId: ADMIN_ID } }).refusal,
    ).toEqual({ code: 'ACCOUNT.SELF', messageKey: 'account.cannotDisableSelf', params: {}, field: 'status' });
  });

  it('disables once, then answers no event', () => {
    const events = given([salesmanRegistered]).when({
      type: 'DisableAccount',
      data: { actorId: ADMIN_ID },
    }).events;
    expect(events).toEqual([{ type: 'AccountDisabled', data: {} }]);
    expect(stateAfter([salesmanRegistered, ...events]).status).toBe('禁用');
    given([salesmanRegistered, disabled])
      .when({ type: 'DisableAccount', data: { actorId: ADMIN_ID } })
      .then([]);
  });

  it('enables a disabled account, and an active one gives no event', () => {
    const events = given([salesmanRegistered, disabled]).when({ type: 'EnableAccount', data: {} }).events;
    expect(events).toEqual([{ type: 'AccountEnabled', data: {} }]);
    expect(stateAfter([salesmanRegistered, disabled, ...events]).status).toBe('正常');
    given([salesmanRegistered]).when({ type: 'EnableAccount', data: {} }).then([]);
  });

  it('changes the password, telling a reset from a change by the holder', () => {
    const events = given([salesmanRegistered]).when({
      type: 'ChangePassword',
      data: { passwordHash: 'hash-2', reset: true },
    }).events;
    expect(events).toEqual([
      { type: 'AccountPasswordChanged', data: { passwordHash: 'hash-2', reset: true } },
    ]);
    expect(stateAfter([salesmanRegistered, ...events]).passwordHash).toBe('hash-2');
    given([salesmanRegistered])
      .when({
        type: 'ChangePassword',
        data: { passwordHash: 'hash-3', reset: false },
      })
      .then([{ type: 'AccountPasswordChanged', data: { passwordHash: 'hash-3', reset: false } }]);
  });

  it('saves profile, status and password of one form in one list of events', () => {
    given([salesmanRegistered])
      .when({
        type: 'ChangeProfile',
        data: {
          changes: { nickname: 'Lei' },
          actorId: ADMIN_ID,
          status: '禁用',
          password: { hash: 'hash-2', reset: true },
        },
      })
      .then([
        {
          type: 'AccountProfileChanged',
          data: { changes: [{ field: 'nickname', from: 'Li Lei', to: 'Lei' }] },
        },
        { type: 'AccountDisabled', data: {} },
        { type: 'AccountPasswordChanged', data: { passwordHash: 'hash-2', reset: true } },
      ]);
  });

  it('gives only the status event when the form changes nothing else, and refuses disabling oneself there too', () => {
    given([salesmanRegistered, disabled])
      .when({
        type: 'ChangeProfile',
        data: { changes: { nickname: 'Li Lei' }, actorId: ADMIN_ID, status: '正常' },
      })
      .then([{ type: 'AccountEnabled', data: {} }]);
    expect(
      given([salesmanRegistered]).when({
        type: 'ChangeProfile',
        data: { changes: {}, actorId: SALESMAN_ID, status: '禁用' },
      }).refusal,
    ).toMatchObject({ code: 'ACCOUNT.SELF', field: 'status' });
  });
});

describe('account login', () => {
  it('succeeds with the right password, naming the person and their starting role', () => {
    given([salesmanRegistered])
      .when(attempt(true, T0))
      .then([{ type: 'LoginSucceeded', data: { ...login, nickname: 'Li Lei', role: 'OperatorIndex' } }]);
  });

  it('resets the failures on success', () => {
    const history = [salesmanRegistered, ...failures(2)];
    const events = given(history).when(attempt(true, after(1))).events;
    expect(events.map((e) => e.type)).toEqual(['LoginSucceeded']);
    const state = stateAfter([...history, ...events]);
    expect(state.failures).toBe(0);
    expect(state.lastFailureAt).toBeNull();
  });

  it('counts consecutive failures up', () => {
    given([salesmanRegistered])
      .when(attempt(false, T0))
      .then([{ type: 'LoginFailed', data: { ...login, nickname: 'Li Lei', failures: 1, at: T0 } }]);
    const second = given([salesmanRegistered, failed(1)]).when(attempt(false, after(1))).events;
    expect(second).toEqual([
      { type: 'LoginFailed', data: { ...login, nickname: 'Li Lei', failures: 2, at: after(1) } },
    ]);
    const state = stateAfter([salesmanRegistered, failed(1), ...second]);
    expect(state.failures).toBe(2);
    expect(state.lastFailureAt).toBe(after(1));
  });

  it('checks the password at once while below the slow-down threshold', () => {
    const policy: LoginPolicy = { slowAfter: 3, slowBaseSeconds: 10, lockAfter: 10 };
    given([salesmanRegistered, ...failures(2)])
      .when(attempt(false, T0, policy))
      .then([{ type: 'LoginFailed', data: { ...login, nickname: 'Li Lei', failures: 3, at: T0 } }]);
  });

  describe('after slowAfter failures', () => {
    const policy: LoginPolicy = { slowAfter: 3, slowBaseSeconds: 10, lockAfter: 10 };
    const history = [salesmanRegistered, ...failures(3)];

    it('refuses an attempt inside the wait, saying how long is left, without counting it', () => {
      const events = given(history).when(attempt(true, after(4), policy)).events;
      expect(events).toEqual([
        {
          type: 'LoginRefused',
          data: { ...login, nickname: 'Li Lei', reason: 'slowed', retryAfterSeconds: 6 },
        },
      ]);
      given(history)
        .when(attempt(null, after(9.5), policy))
        .then([
          {
            type: 'LoginRefused',
            data: { ...login, nickname: 'Li Lei', reason: 'slowed', retryAfterSeconds: 1 },
          },
        ]);
      const state = stateAfter([...history, ...events]);
      expect(state.failures).toBe(3);
      expect(state.lastFailureAt).toBe(T0);
    });

    it('checks the password again once the wait has passed', () => {
      given(history)
        .when(attempt(false, after(10), policy))
        .then([{ type: 'LoginFailed', data: { ...login, nickname: 'Li Lei', failures: 4, at: after(10) } }]);
      given(history)
        .when(attempt(true, after(10), policy))
        .then([{ type: 'LoginSucceeded', data: { ...login, nickname: 'Li Lei', role: 'OperatorIndex' } }]);
    });

    it('refuses as slowed, without a wait, when the password was not checked', () => {
      const [event] = given(history).when(attempt(null, after(60), policy)).events;
      expect(event).toEqual({
        type: 'LoginRefused',
        data: { ...login, nickname: 'Li Lei', reason: 'slowed' },
      });
      expect(event?.data).not.toHaveProperty('retryAfterSeconds');
    });
  });

  it('doubles the wait with each further failure, up to 300 seconds', () => {
    const policy: LoginPolicy = { slowAfter: 3, slowBaseSeconds: 10, lockAfter: 100 };
    const waitAfter = (count: number, seconds = 0) =>
      loginWaitSeconds(stateAfter([salesmanRegistered, ...failures(count)]), after(seconds), policy);
    expect([2, 3, 4, 5, 6, 7, 8, 9, 20].map((count) => waitAfter(count))).toEqual([
      0, 10, 20, 40, 80, 160, 300, 300, 300,
    ]);
    expect(waitAfter(4, 15)).toBe(5);
    expect(waitAfter(4, 20)).toBe(0);
    expect(waitAfter(9, 299.2)).toBe(1);
  });

  it('applies the default policy: one second after three failures, doubling', () => {
    const waitAfter = (count: number) =>
      loginWaitSeconds(stateAfter([salesmanRegistered, ...failures(count)]), T0, DEFAULT_LOGIN_POLICY);
    expect([2, 3, 4, 9, 12].map(waitAfter)).toEqual([0, 1, 2, 64, 300]);
  });

  it('locks the account at the lockAfter-th failure', () => {
    const history = [salesmanRegistered, ...failures(9)];
    // Nine failures under the default policy: wait 2^6 = 64 s.
    given(history)
      .when(attempt(false, after(63)))
      .then([
        {
          type: 'LoginRefused',
          data: { ...login, nickname: 'Li Lei', reason: 'slowed', retryAfterSeconds: 1 },
        },
      ]);
    const events = given(history).when(attempt(false, after(64))).events;
    expect(events).toEqual([
      { type: 'LoginFailed', data: { ...login, nickname: 'Li Lei', failures: 10, at: after(64) } },
      { type: 'AccountLocked', data: { failures: 10 } },
    ]);
    expect(stateAfter([...history, ...events]).locked).toBe(true);
  });

  describe('a locked account', () => {
    const lockedHistory: AccountEvent[] = [
      salesmanRegistered,
      ...failures(10),
      { type: 'AccountLocked', data: { failures: 10 } },
    ];

    it('is refused even with the right password, long after', () => {
      const [event, ...rest] = given(lockedHistory).when(attempt(true, '2027-01-01T00:00:00.000Z')).events;
      expect(rest).toEqual([]);
      expect(event).toEqual({
        type: 'LoginRefused',
        data: { ...login, nickname: 'Li Lei', reason: 'locked' },
      });
      expect(event?.data).not.toHaveProperty('retryAfterSeconds');
    });

    it('is unlocked with its failures reset, and then lets the person in', () => {
      const events = given(lockedHistory).when({ type: 'UnlockAccount', data: {} }).events;
      expect(events).toEqual([{ type: 'AccountUnlocked', data: { failures: 10 } }]);
      const state = stateAfter([...lockedHistory, ...events]);
      expect(state).toMatchObject({ locked: false, failures: 0, lastFailureAt: null });
      given([...lockedHistory, ...events])
        .when(attempt(true, T0))
        .then([{ type: 'LoginSucceeded', data: { ...login, nickname: 'Li Lei', role: 'OperatorIndex' } }]);
    });
  });

  it('unlocks an account that only has failures, and answers no event for a clean one', () => {
    given([salesmanRegistered, ...failures(2)])
      .when({ type: 'UnlockAccount', data: {} })
      .then([{ type: 'AccountUnlocked', data: { failures: 2 } }]);
    given([salesmanRegistered]).when({ type: 'UnlockAccount', data: {} }).then([]);
  });

  it('refuses a disabled account with the right password, and counts a wrong one as a failure', () => {
    given([salesmanRegistered, disabled])
      .when(attempt(true, T0))
      .then([{ type: 'LoginRefused', data: { ...login, nickname: 'Li Lei', reason: 'disabled' } }]);
    given([salesmanRegistered, disabled])
      .when(attempt(false, T0))
      .then([{ type: 'LoginFailed', data: { ...login, nickname: 'Li Lei', failures: 1, at: T0 } }]);
  });
});

describe('account roles in a session', () => {
  const twoRoles = registered(SALESMAN_ID, {
    ...salesman,
    roles: ['OperatorIndex', 'OperatorManage'],
  });

  it('switches to another role the person holds', () => {
    given([twoRoles])
      .when({ type: 'SwitchRole', data: { from: 'OperatorIndex', to: 'OperatorManage' } })
      .then([{ type: 'RoleSwitched', data: { from: 'OperatorIndex', to: 'OperatorManage' } }]);
  });

  it('refuses a role the person does not hold', () => {
    expect(
      given([twoRoles]).when({ type: 'SwitchRole', data: { from: 'OperatorIndex', to: 'Finance' } }).refusal,
    ).toMatchObject({ code: 'ACCOUNT.ROLE_NOT_HELD', messageKey: 'auth.roleNotHeld' });
  });

  it('answers no event for a switch to the same role', () => {
    given([twoRoles])
      .when({ type: 'SwitchRole', data: { from: 'OperatorIndex', to: 'OperatorIndex' } })
      .then([]);
  });

  it('records a logout in the role worked in', () => {
    given([twoRoles])
      .when({ type: 'LogOut', data: { role: 'OperatorManage' } })
      .then([{ type: 'LoggedOut', data: { role: 'OperatorManage' } }]);
  });
});

describe('a missing account', () => {
  const commands: AccountCommand[] = [
    { type: 'ChangeProfile', data: { changes: { nickname: 'X' }, actorId: ADMIN_ID } },
    { type: 'ChangePassword', data: { passwordHash: 'h', reset: true } },
    { type: 'DisableAccount', data: { actorId: ADMIN_ID } },
    { type: 'EnableAccount', data: {} },
    { type: 'UnlockAccount', data: {} },
    attempt(true, T0),
    { type: 'SwitchRole', data: { from: 'Admin', to: 'Admin' } },
    { type: 'LogOut', data: { role: 'Admin' } },
  ];

  it.each(commands.map((command) => [command.type, command] as const))('refuses %s', (_, command) => {
    expect(given([]).when(command).refusal).toMatchObject({
      code: 'ACCOUNT.NOT_FOUND',
      messageKey: 'common.notFound',
    });
  });

  describe('edge cases', () => {
    it('takes the same roles in another order as no change, so sessions do not end', () => {
      const two = registered(SALESMAN_ID, { ...salesman, roles: ['OperatorIndex', 'OperatorManage'] });
      given([two])
        .when({
          type: 'ChangeProfile',
          data: { changes: { roles: ['OperatorManage', 'OperatorIndex'] }, actorId: ADMIN_ID },
        })
        .then([]);
    });

    it('ignores a field passed as undefined instead of erasing it', () => {
      given([salesmanRegistered])
        .when({
          type: 'ChangeProfile',
          data: { changes: { nickname: undefined, areacode: undefined }, actorId: ADMIN_ID },
        })
        .then([]);
    });

    it('does not stretch the wait when the clock stepped back', () => {
      const state = stateAfter([salesmanRegistered, ...failures(3, after(60))]);
      expect(loginWaitSeconds(state, T0, DEFAULT_LOGIN_POLICY)).toBe(1);
    });
  });
});

describe('the first login', () => {
  const generated: AccountEvent = {
    type: 'AccountRegistered',
    data: {
      id: ADMIN_ID,
      profile: admin,
      passwordHash: 'hash-1',
      passwordTemporary: true,
      phonePlaceholder: true,
    },
  };
  const passwordChanged = (reset: boolean): AccountEvent => ({
    type: 'AccountPasswordChanged',
    data: { passwordHash: 'hash-2', reset },
  });
  const phoneChanged: AccountEvent = {
    type: 'AccountProfileChanged',
    data: { changes: [{ field: 'phone', from: admin.phone, to: '13700001111' }] },
  };

  it('asks nothing of an account registered with a chosen password', () => {
    expect(firstLoginTasks(stateAfter([salesmanRegistered]))).toEqual({ password: false, phone: false });
  });

  it('asks the first administrator for a password and a phone until each is replaced', () => {
    expect(firstLoginTasks(stateAfter([generated]))).toEqual({ password: true, phone: true });
    expect(firstLoginTasks(stateAfter([generated, passwordChanged(false)]))).toEqual({
      password: false,
      phone: true,
    });
    expect(firstLoginTasks(stateAfter([generated, passwordChanged(false), phoneChanged]))).toEqual({
      password: false,
      phone: false,
    });
  });

  it("makes an administrator's reset temporary again, and one's own change final", () => {
    expect(firstLoginTasks(stateAfter([salesmanRegistered, passwordChanged(true)])).password).toBe(true);
    expect(
      firstLoginTasks(stateAfter([salesmanRegistered, passwordChanged(true), passwordChanged(false)]))
        .password,
    ).toBe(false);
  });
});
