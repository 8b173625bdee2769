import { Inject, Injectable } from '@nestjs/common';
import { account, contractFacts, contractMoney, financePolicies, type staffScope } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { INFRA } from '../tokens';

export type MoneyActor = staffScope.Actor;
export const moneyActor = (auth: AuthContext): MoneyActor => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

/** A contract as the money handlers read it: its facts, its owner as a staff record, its ledger. */
export interface ContractMoneyInputs {
  contract: contractFacts.ContractFacts;
  owner: staffScope.StaffTarget;
  state: contractMoney.ContractMoneyState;
}

/**
 * What the finance handlers read before they decide, from the event streams (never a read model):
 * the contract (once created), its owner, an order's contract, the contract's money ledger.
 */
@Injectable()
export class MoneyInputs {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /** The contract and its owner, or 404 when it does not exist (yet) or `seen` says it is out of reach. */
  async contract(
    contractId: string,
    seen: (owner: staffScope.StaffTarget) => boolean,
  ): Promise<ContractMoneyInputs> {
    const history = await this.infra.commands.history(`contract-${contractId}`);
    const contract = contractFacts.contractFactsOf(history);
    if (!contract) throw financePolicies.contractMoneyNotFound();
    const holder = await this.infra.commands.load(
      account.accountDecider,
      account.accountStream(contract.ownerId),
    );
    const owner = {
      id: contract.ownerId,
      roles: holder.exists ? holder.profile.roles : [],
      areacode: holder.exists ? holder.profile.areacode : null,
    };
    if (!seen(owner)) throw financePolicies.contractMoneyNotFound();
    const state = await this.infra.commands.load(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(contractId),
    );
    return { contract, owner, state };
  }

  /**
   * The contract's orders as their streams tell them (its lines' orders, then their supplementary
   * orders): what the contract is owed follows their cancels and supplementary amounts.
   */
  async ordersOf(contractId: string): Promise<contractFacts.OrderFacts[]> {
    const history = await this.infra.commands.history(`contract-${contractId}`);
    const read = async (ids: readonly string[]) =>
      (await Promise.all(ids.map((id) => this.orderOf(id, contractId)))).filter((o) => o !== null);
    const orders = await read(contractFacts.orderIdNamesOf(history).map((name) => nameBasedUuid(name)));
    return [...orders, ...(await read(orders.flatMap((o) => o.supplementaries)))];
  }

  /** The order's facts when it belongs to `contractId`, else null. */
  async orderOf(orderId: string, contractId: string): Promise<contractFacts.OrderFacts | null> {
    const order = contractFacts.orderFactsOf(await this.infra.commands.history(`order-${orderId}`));
    return order?.contractId === contractId ? order : null;
  }
}
