import type { AreaCode, Country, Role, StaffSex, TraderOrigin } from '@packflow/contracts';
import { staffRequirements } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

// ---------------------------------------------------------------- state

/** A staff member's or trader's record (spec section 3), without the password. */
export interface AccountProfile {
  nickname: string;
  username: string;
  phone: string;
  sex: StaffSex;
  /** The role the person starts in after logging in (the spec's roleId). */
  role: Role;
  /** Every role the person holds; always includes `role`. */
  roles: Role[];
  areacode: AreaCode | null;
  country: Country | null;
  is_from: TraderOrigin | null;
  /** Money as decimal text, never a float. */
  wage: string | null;
  work_wage: string | null;
  headimg: string;
}
export type ProfileField = keyof AccountProfile;
export const PROFILE_FIELDS = [
  'nickname',
  'username',
  'phone',
  'sex',
  'role',
  'roles',
  'areacode',
  'country',
  'is_from',
  'wage',
  'work_wage',
  'headimg',
] as const satisfies readonly ProfileField[];

export type AccountStatus = '正常' | '禁用';

export interface AccountState {
  exists: boolean;
  id: string;
  profile: AccountProfile;
  status: AccountStatus;
  passwordHash: string;
  /** Consecutive failed logins since the last success or unlock. */
  failures: number;
  lastFailureAt: string | null;
  locked: boolean;
  /**
   * The password was generated at start or set by an administrator's reset: the person must choose
   * their own before doing anything else.
   */
  passwordTemporary: boolean;
  /** The phone is the placeholder the first administrator was created with, until they give their own. */
  phonePlaceholder: boolean;
}

/** What a first login must complete before the console is usable. */
export interface FirstLoginTasks {
  password: boolean;
  phone: boolean;
}
export const firstLoginTasks = (state: AccountState): FirstLoginTasks => ({
  password: state.passwordTemporary,
  phone: state.phonePlaceholder,
});

/** When failed logins slow down and lock an account. Defaults are the README's; configuration may change them. */
export interface LoginPolicy {
  /** From this many consecutive failures on, each attempt must wait before the next. */
  slowAfter: number;
  /** The wait after `slowAfter` failures; it doubles with each further failure, up to 5 minutes. */
  slowBaseSeconds: number;
  /** This many consecutive failures lock the account until an administrator unlocks it. */
  lockAfter: number;
}
export const DEFAULT_LOGIN_POLICY: LoginPolicy = { slowAfter: 3, slowBaseSeconds: 1, lockAfter: 10 };
const MAX_WAIT_SECONDS = 300;

const ACCOUNT_STREAM_PREFIX = 'account-';
export const accountStream = (id: string): string => `${ACCOUNT_STREAM_PREFIX}${id}`;
/** The account id of an account stream, or null for any other stream. */
export const accountIdOf = (streamId: string): string | null =>
  streamId.startsWith(ACCOUNT_STREAM_PREFIX) ? streamId.slice(ACCOUNT_STREAM_PREFIX.length) : null;

// ---------------------------------------------------------------- events and commands

export type FieldChange = { field: ProfileField; from: unknown; to: unknown };
export type LoginRefusal = 'locked' | 'slowed' | 'disabled';

export interface LoginContext {
  username: string;
  ip: string;
  userAgent: string;
}

/** How an account starts: a generated password and a placeholder phone are to be replaced at first login. */
export interface RegistrationData {
  id: string;
  profile: AccountProfile;
  passwordHash: string;
  passwordTemporary?: boolean;
  phonePlaceholder?: boolean;
}

export type AccountEvent =
  | DomainEvent<'AccountRegistered', RegistrationData>
  | DomainEvent<'AccountProfileChanged', { changes: FieldChange[] }>
  | DomainEvent<'AccountRolesChanged', { role: Role; roles: Role[]; from: { role: Role; roles: Role[] } }>
  | DomainEvent<'AccountPasswordChanged', { passwordHash: string; reset: boolean }>
  | DomainEvent<'AccountDisabled', Record<string, never>>
  | DomainEvent<'AccountEnabled', Record<string, never>>
  | DomainEvent<'AccountUnlocked', { failures: number }>
  | DomainEvent<'LoginSucceeded', LoginContext & { nickname: string; role: Role }>
  | DomainEvent<'LoginFailed', LoginContext & { nickname: string; failures: number; at: string }>
  | DomainEvent<
      'LoginRefused',
      LoginContext & { nickname: string; reason: LoginRefusal; retryAfterSeconds?: number }
    >
  | DomainEvent<'AccountLocked', { failures: number }>
  | DomainEvent<'RoleSwitched', { from: Role; to: Role }>
  | DomainEvent<'LoggedOut', { role: Role }>;
export type AccountEventType = AccountEvent['type'];

export type AccountCommand =
  | { type: 'RegisterAccount'; data: RegistrationData }
  /** One save of the staff form: profile fields, and optionally the status and a new password, in one append. */
  | {
      type: 'ChangeProfile';
      data: {
        changes: Partial<AccountProfile>;
        actorId: string;
        status?: AccountStatus;
        password?: { hash: string; reset: boolean };
      };
    }
  | { type: 'ChangePassword'; data: { passwordHash: string; reset: boolean } }
  | { type: 'DisableAccount'; data: { actorId: string } }
  | { type: 'EnableAccount'; data: Record<string, never> }
  | { type: 'UnlockAccount'; data: Record<string, never> }
  /** `passwordOk` is null when the password was not checked because the gate was already shut. */
  | {
      type: 'AttemptLogin';
      data: LoginContext & { passwordOk: boolean | null; at: string; policy: LoginPolicy };
    }
  | { type: 'SwitchRole'; data: { from: Role; to: Role } }
  | { type: 'LogOut'; data: { role: Role } };

export const ACCOUNT_EVENT_TYPES: AccountEventType[] = [
  'AccountRegistered',
  'AccountProfileChanged',
  'AccountRolesChanged',
  'AccountPasswordChanged',
  'AccountDisabled',
  'AccountEnabled',
  'AccountUnlocked',
  'LoginSucceeded',
  'LoginFailed',
  'LoginRefused',
  'AccountLocked',
  'RoleSwitched',
  'LoggedOut',
];

/** After these the person's open sessions end at once (spec: the very next request fails). */
export const SESSION_ENDING_EVENTS: readonly AccountEventType[] = [
  'AccountPasswordChanged',
  'AccountRolesChanged',
  'AccountDisabled',
];

/**
 * A login with a username nobody holds. It has no account to belong to, so it goes to a stream
 * of its own; the login log shows it beside the others.
 */
export const UNKNOWN_LOGINS_STREAM = 'login-unknown-users';
export type LoginUnknownUser = DomainEvent<'LoginUnknownUser', LoginContext>;

export const LOGIN_EVENT_TYPES = [
  'LoginSucceeded',
  'LoginFailed',
  'LoginRefused',
  'LoginUnknownUser',
] as const;

// ---------------------------------------------------------------- evolve

const emptyProfile: AccountProfile = {
  nickname: '',
  username: '',
  phone: '',
  sex: '男',
  role: 'OperatorIndex',
  roles: ['OperatorIndex'],
  areacode: null,
  country: null,
  is_from: null,
  wage: null,
  work_wage: null,
  headimg: '',
};

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
      return {
        ...state,
        exists: true,
        id: event.data.id,
        profile: event.data.profile,
        passwordHash: event.data.passwordHash,
        passwordTemporary: event.data.passwordTemporary === true,
        phonePlaceholder: event.data.phonePlaceholder === true,
      };
    case 'AccountProfileChanged': {
      const profile = { ...state.profile } as Record<ProfileField, unknown>;
      for (const { field, to } of event.data.changes) profile[field] = to;
      const phoneChanged = event.data.changes.some((c) => c.field === 'phone');
      return {
        ...state,
        profile: profile as unknown as AccountProfile,
        phonePlaceholder: state.phonePlaceholder && !phoneChanged,
      };
    }
    case 'AccountRolesChanged':
      return { ...state, profile: { ...state.profile, role: event.data.role, roles: event.data.roles } };
    case 'AccountPasswordChanged':
      // One's own new password is no longer temporary; an administrator's reset is.
      return { ...state, passwordHash: event.data.passwordHash, passwordTemporary: event.data.reset };
    case 'AccountDisabled':
      return { ...state, status: '禁用' };
    case 'AccountEnabled':
      return { ...state, status: '正常' };
    case 'AccountUnlocked':
    case 'LoginSucceeded':
      return { ...state, failures: 0, lastFailureAt: null, locked: false };
    case 'LoginFailed':
      return { ...state, failures: event.data.failures, lastFailureAt: event.data.at };
    case 'AccountLocked':
      return { ...state, locked: true };
    case 'LoginRefused':
    case 'RoleSwitched':
    case 'LoggedOut':
      return state;
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- rules

/** Seconds a caller must still wait before the next login attempt, 0 when it may try now. */
export function loginWaitSeconds(state: AccountState, at: string, policy: LoginPolicy): number {
  if (state.failures < policy.slowAfter || !state.lastFailureAt) return 0;
  const wait = Math.min(policy.slowBaseSeconds * 2 ** (state.failures - policy.slowAfter), MAX_WAIT_SECONDS);
  // A clock that stepped back must not stretch the wait beyond its length.
  const elapsed = Math.max(0, (Date.parse(at) - Date.parse(state.lastFailureAt)) / 1000);
  return Math.max(0, Math.ceil(wait - elapsed));
}

/** Whether a login may be tried now, before the password is even checked. */
export function loginGate(
  state: AccountState,
  at: string,
  policy: LoginPolicy,
): { open: true } | { open: false; reason: 'locked' | 'slowed'; retryAfterSeconds?: number } {
  if (state.locked) return { open: false, reason: 'locked' };
  const wait = loginWaitSeconds(state, at, policy);
  return wait > 0 ? { open: false, reason: 'slowed', retryAfterSeconds: wait } : { open: true };
}

function assertComplete(profile: AccountProfile): void {
  const [missing] = staffRequirements(profile);
  if (missing) throw new DomainError('ACCOUNT.INVALID', missing.key, {}, missing.field);
}

/** Role lists are sets: the same roles in another order are no change. */
function sameValue(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b;
}

function mustExist(state: AccountState): void {
  if (!state.exists) throw new DomainError('ACCOUNT.NOT_FOUND', 'common.notFound');
}

// ---------------------------------------------------------------- decide

export function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterAccount') {
    if (state.exists) throw new DomainError('ACCOUNT.EXISTS', 'account.exists');
    const profile = withPrimaryRole(command.data.profile);
    assertComplete(profile);
    return [{ type: 'AccountRegistered', data: { ...command.data, profile } }];
  }
  mustExist(state);
  switch (command.type) {
    case 'ChangeProfile': {
      const { changes, actorId, status, password } = command.data;
      return [
        ...changeProfile(state, changes, actorId),
        ...(status ? changeStatus(state, status, actorId) : []),
        ...(password
          ? [
              {
                type: 'AccountPasswordChanged',
                data: { passwordHash: password.hash, reset: password.reset },
              } as const,
            ]
          : []),
      ];
    }
    case 'ChangePassword':
      return [{ type: 'AccountPasswordChanged', data: command.data }];
    case 'DisableAccount':
      return changeStatus(state, '禁用', command.data.actorId);
    case 'EnableAccount':
      return changeStatus(state, '正常', '');
    case 'UnlockAccount':
      return state.locked || state.failures > 0
        ? [{ type: 'AccountUnlocked', data: { failures: state.failures } }]
        : [];
    case 'AttemptLogin':
      return attemptLogin(state, command.data);
    case 'SwitchRole':
      if (!state.profile.roles.includes(command.data.to))
        throw new DomainError('ACCOUNT.ROLE_NOT_HELD', 'auth.roleNotHeld');
      return command.data.from === command.data.to ? [] : [{ type: 'RoleSwitched', data: command.data }];
    case 'LogOut':
      return [{ type: 'LoggedOut', data: command.data }];
    default:
      return assertNever(command);
  }
}

function changeStatus(state: AccountState, status: AccountStatus, actorId: string): AccountEvent[] {
  if (status === state.status) return [];
  if (status === '禁用') {
    if (actorId === state.id)
      throw new DomainError('ACCOUNT.SELF', 'account.cannotDisableSelf', {}, 'status');
    return [{ type: 'AccountDisabled', data: {} }];
  }
  return [{ type: 'AccountEnabled', data: {} }];
}

function withPrimaryRole(profile: AccountProfile): AccountProfile {
  const roles = profile.roles.includes(profile.role) ? profile.roles : [profile.role, ...profile.roles];
  return { ...profile, roles: [...new Set(roles)] };
}

function changeProfile(
  state: AccountState,
  requested: Partial<AccountProfile>,
  actorId: string,
): AccountEvent[] {
  const given = Object.fromEntries(Object.entries(requested).filter(([, v]) => v !== undefined));
  const next = withPrimaryRole({ ...state.profile, ...given });
  assertComplete(next);
  const events: AccountEvent[] = [];
  const rolesChanged = next.role !== state.profile.role || !sameValue(next.roles, state.profile.roles);
  if (rolesChanged) {
    if (actorId === state.id && state.profile.roles.includes('Admin') && !next.roles.includes('Admin'))
      throw new DomainError('ACCOUNT.SELF', 'account.cannotDropOwnAdmin', {}, 'roles');
    events.push({
      type: 'AccountRolesChanged',
      data: {
        role: next.role,
        roles: next.roles,
        from: { role: state.profile.role, roles: state.profile.roles },
      },
    });
  }
  const changes: FieldChange[] = PROFILE_FIELDS.filter(
    (field) => field !== 'role' && field !== 'roles' && !sameValue(next[field], state.profile[field]),
  ).map((field) => ({ field, from: state.profile[field], to: next[field] }));
  if (changes.length) events.push({ type: 'AccountProfileChanged', data: { changes } });
  return events;
}

function attemptLogin(
  state: AccountState,
  { passwordOk, at, policy, ...login }: Extract<AccountCommand, { type: 'AttemptLogin' }>['data'],
): AccountEvent[] {
  const context = { ...login, nickname: state.profile.nickname };
  const gate = loginGate(state, at, policy);
  if (!gate.open) {
    const { reason, retryAfterSeconds } = gate;
    return [
      {
        type: 'LoginRefused',
        data: { ...context, reason, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
      },
    ];
  }
  if (passwordOk === null) return [{ type: 'LoginRefused', data: { ...context, reason: 'slowed' } }];
  if (!passwordOk) {
    const failures = state.failures + 1;
    const failed: AccountEvent = { type: 'LoginFailed', data: { ...context, failures, at } };
    return failures >= policy.lockAfter ? [failed, { type: 'AccountLocked', data: { failures } }] : [failed];
  }
  if (state.status === '禁用') return [{ type: 'LoginRefused', data: { ...context, reason: 'disabled' } }];
  return [{ type: 'LoginSucceeded', data: { ...context, role: state.profile.role } }];
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: () => ({
    exists: false,
    id: '',
    profile: emptyProfile,
    status: '正常',
    passwordHash: '',
    failures: 0,
    lastFailureAt: null,
    locked: false,
    passwordTemporary: false,
    phonePlaceholder: false,
  }),
  evolve,
  decide,
};
