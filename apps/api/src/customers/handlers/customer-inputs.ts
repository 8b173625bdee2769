import type { HighSeasSettings } from '@packflow/contracts';
import {
  type Decider,
  type DomainEvent,
  DomainError,
  type ProcessCommand,
  type ProcessState,
  account,
  customer,
  customerKeys,
  customerPolicies,
  errorOf,
} from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { type Infrastructure, processOutcome } from '@packflow/runtime';

/**
 * What the customer handlers gather before they decide: the customer, the high-seas settings, an
 * owner's standing, and a process's outcome. Reads only; the rules are libs/domain's.
 */

/** What a customer command answers: whether it changed anything, where, and whether it is still running. */
export interface CustomerOutcome {
  id: string;
  changed: boolean;
  position?: Position;
  pending?: true;
}

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export function loadCustomer(infra: Infrastructure, id: string): Promise<customer.CustomerState> {
  return infra.commands.load(customer.customerDecider, customer.customerStream(id));
}

export async function highSeasSettings(infra: Infrastructure): Promise<HighSeasSettings> {
  return (
    await infra.commands.load(customerKeys.highSeasSettingsDecider, customerKeys.HIGH_SEAS_SETTINGS_STREAM)
  ).values;
}

/** The customer, when the actor may change it (edit, release, reassign, grade); else answered like a missing one. */
export async function changeableCustomer(
  infra: Infrastructure,
  actor: customerPolicies.CustomerActor,
  id: string,
): Promise<customer.CustomerState> {
  return customerPolicies.assertMayChange(actor, await loadCustomer(infra, id));
}

/** An owner must be an active salesman or trade customer. */
export async function validOwner(infra: Infrastructure, ownerId: string): Promise<customer.Owner> {
  const state = await infra.commands.load(account.accountDecider, account.accountStream(ownerId));
  const role = customerPolicies.ownerRoleOf(state.profile.roles);
  if (!state.exists || state.status !== '正常' || !role)
    throw new DomainError('CUSTOMER.OWNER_INVALID', 'customers.ownerInvalid', {}, 'ownerId');
  return { id: ownerId, role };
}

/**
 * The metadata for commands on other streams than the customer's (a process, a book): the
 * If-Match revision the person sent is the customer's, checked by the handler, not theirs.
 */
export function withoutRevision(metadata: CommandMetadata): CommandMetadata {
  const { expectedRevision: _revision, ...rest } = metadata;
  return rest;
}

/**
 * A process's answer: done (with the position of its last event, for read-your-writes), refused
 * (the recorded refusal is thrown), or still running (`pending`).
 */
export async function processAnswer<Request, Result, Event extends DomainEvent>(
  infra: Infrastructure,
  reactor: string,
  decider: Decider<ProcessState<Request, Result>, ProcessCommand<Request, Result>, Event>,
  stream: string,
  started: { position?: Position },
): Promise<{ changed: boolean; position?: Position; pending?: true; state?: ProcessState<Request, Result> }> {
  const { state, position } = await processOutcome(infra, reactor, decider, stream, started.position!);
  if (state.status === 'failed') throw errorOf(state.failure!);
  if (state.status === 'completed') return { changed: true, position, state };
  return { changed: false, pending: true, state };
}
