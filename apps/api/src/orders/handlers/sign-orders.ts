import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contractMoney, order, orderPolicies, orderSigning } from '@packflow/domain';
import { type Position, nameBasedUuid } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { ORDER_SIGNING_REACTOR } from '@packflow/projections';
import { type Infrastructure, awaitOutcome } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { type OrderActor, OrderInputs, act } from '../order-inputs';

/**
 * Sign the selected orders: for each contract of the selection, the finance area's clearance is
 * appended to the contract's money stream with the revision it was decided on (a receipt rejected
 * or reversed at the same moment makes it decide again on the new money), then the order reactor
 * signs each cleared order. The answer waits (bounded) for the signing.
 */
export class SignOrdersCommand {
  constructor(
    readonly actor: OrderActor,
    readonly ids: readonly string[],
    readonly metadata: CommandMetadata,
  ) {}
}

export interface SignedOrders {
  /** The orders signed by the time of the answer. */
  signed: string[];
  /** 'signing' when the reactor had not finished within the wait (the lists follow live). */
  status: 'signed' | 'signing';
  position?: Position;
}

@CommandHandler(SignOrdersCommand)
export class SignOrdersHandler implements ICommandHandler<SignOrdersCommand, SignedOrders> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: OrderInputs,
  ) {}

  async execute({ actor, ids, metadata }: SignOrdersCommand): Promise<SignedOrders> {
    const stamp = act(actor, metadata);
    const states = await Promise.all(
      [...new Set(ids)].map(async (id) => {
        const state = await this.inputs.load(id);
        const owner = state.exists ? await this.inputs.owner(state) : null;
        if (!state.exists || !orderPolicies.mayActOn(actor, owner)) throw order.orderNotFound('ids');
        return state;
      }),
    );
    const groups = orderSigning.signingGroups(states, stamp);
    let position: Position | undefined;
    for (const group of groups) {
      const cleared = await this.infra.commands.run(
        contractMoney.contractMoneyDecider,
        contractMoney.contractMoneyStream(group.contractId),
        {
          type: 'ClearSigning',
          // The contract is named in a refusal, never recorded on the clearance.
          data: {
            ...group,
            signingId: nameBasedUuid(`signing:${metadata.correlationId}:${group.contractId}`),
            ...stamp,
          },
        },
        metadata,
      );
      position = cleared.position ?? position;
    }
    return awaitOutcome(this.infra, [ORDER_SIGNING_REACTOR], position, async (reached) => {
      const after = await Promise.all(groups.flatMap((g) => g.orderIds).map((id) => this.inputs.load(id)));
      const signed = after.filter((s) => s.status === 'signed').map((s) => s.id);
      return { signed, status: reached ? 'signed' : 'signing', position };
    });
  }
}
