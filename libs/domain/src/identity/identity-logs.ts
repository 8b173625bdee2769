import type { Decider, DomainEvent } from '../shared/decider';
import { type LoginContext, type LoginUnknownUser } from './account';

/**
 * The identity area's two streams that belong to no account: logins with a username nobody holds
 * (a log: every attempt is recorded, no rule spans its events, so it is appended without being
 * read) and the set-up marker that says the first administrator exists (at most once).
 */

// ---------------------------------------------------------------- unknown logins

export type RecordUnknownLogin = { type: 'RecordUnknownLogin'; data: LoginContext };

export const unknownLoginsDecider: Decider<null, RecordUnknownLogin, LoginUnknownUser> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'LoginUnknownUser', data: command.data }],
};

// ---------------------------------------------------------------- first administrator

export const IDENTITY_SETUP_STREAM = 'identity-setup';

export type FirstAdminCreated = DomainEvent<'FirstAdminCreated', { accountId: string }>;
export type MarkFirstAdmin = { type: 'MarkFirstAdmin'; data: { accountId: string } };
export interface IdentitySetup {
  firstAdminId: string | null;
}

export const identitySetupDecider: Decider<IdentitySetup, MarkFirstAdmin, FirstAdminCreated> = {
  initialState: () => ({ firstAdminId: null }),
  evolve: (_state, event) => ({ firstAdminId: event.data.accountId }),
  // Two processes starting on one empty store: the first marker stands, the second adds nothing.
  decide: (command, state) =>
    state.firstAdminId ? [] : [{ type: 'FirstAdminCreated', data: { accountId: command.data.accountId } }],
};
