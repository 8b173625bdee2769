import type { Decider } from '../shared/decider';
import { decide } from './customer-decide';
import {
  type CustomerCommand,
  type CustomerEvent,
  type CustomerState,
  evolve,
  initialCustomerState,
} from './customer-model';

/**
 * The customer aggregate: its model (state, events, commands, evolve) in customer-model.ts, the
 * rules its decisions and others ask in customer-rules.ts, one decision per command in
 * customer-decide.ts.
 */
export * from './customer-model';
export { claimRefusal, protectedUntil, releaseOn, warnedIfOwnedSince } from './customer-rules';
export { decide } from './customer-decide';

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve,
  decide,
};
