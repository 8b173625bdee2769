import type { ContractAction, ContractStatus } from '@packflow/contracts';
import { offeredOf, passes } from '../shared/actions';
import { DomainError } from '../shared/decider';

/**
 * What a reader may do with a contract now (issue 21: an action offered is an action allowed):
 * its document and a receipt exist only once the contract is made.
 */

/** A contract still being made (or refused) has no document and takes no money: it looks absent. */
export function checkMade(contract: { status: ContractStatus }): void {
  if (contract.status !== 'created') throw new DomainError('CONTRACT.NOT_FOUND', 'common.notFound');
}

/** Who looks: whether they may record money on it (financePolicies.mayRecord on its owner). */
export interface ContractViewer {
  records: boolean;
}

export function contractActions(
  contract: { status: ContractStatus },
  viewer: ContractViewer,
): ContractAction[] {
  const made = passes(() => checkMade(contract));
  return offeredOf({ recordReceipt: made && viewer.records, download: made });
}
