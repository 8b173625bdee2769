import { type ProcessState, processDecider } from '../shared/process';
import type { AccountStatus, RegistrationData } from './account';

/**
 * A new account spans its username's stream and its own (processes.md, "reserve first, confirm
 * after"). The request is recorded here; the registration reactor reserves the username,
 * registers the account (disabled when asked) and records the outcome, and on a refusal (the
 * username is taken, the account refused) records it and releases the name if it holds it. Run
 * again after a crash at any step, it finishes what was started or gives the name back: a
 * username is never held by an account that does not exist.
 */
export const registrationStream = (accountId: string): string => `account-registration-${accountId}`;

export interface RegistrationRequest extends RegistrationData {
  /** Disabled from the start when the form says so. */
  status?: AccountStatus;
  /** Who created the account (a disabled one records who disabled it). */
  actorId: string;
}

export const REGISTRATION_EVENTS = {
  requested: 'AccountRegistrationRequested',
  failed: 'AccountRegistrationFailed',
  completed: 'AccountRegistrationCompleted',
} as const;

export const registrationDecider = processDecider<
  typeof REGISTRATION_EVENTS,
  RegistrationRequest,
  { accountId: string }
>(REGISTRATION_EVENTS);
export type RegistrationState = ProcessState<RegistrationRequest, { accountId: string }>;
