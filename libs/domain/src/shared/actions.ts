import { DomainError } from './decider';

/**
 * Actions offered are actions allowed (issue 21): each aggregate's actions function offers an
 * action exactly when the check its decider refuses by passes.
 */

/** Whether a check passes: a refusal (DomainError) is a no; anything else is a bug and thrown. */
export function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The actions whose entry is true, in the order the record lists them. */
export const offeredOf = <A extends string>(offered: Record<A, boolean>): A[] =>
  (Object.keys(offered) as A[]).filter((action) => offered[action]);
