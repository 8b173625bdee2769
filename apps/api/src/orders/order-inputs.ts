import { Inject, Injectable } from '@nestjs/common';
import { account, order, orderPolicies, type staffScope } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { INFRA } from '../tokens';

/** Who acts on orders: the signed-in person in their current role, with their area. */
export type OrderActor = staffScope.Actor;

export const orderActor = (auth: AuthContext): OrderActor => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

export type OrderResult = CommandResult<order.OrderEvent, order.OrderState>;

/**
 * What the order handlers read before they decide: the order's stream, its owner as a staff record
 * (for the policy's reach), and one way to run a command on an order the actor reaches.
 */
@Injectable()
export class OrderInputs {
  constructor(@Inject(INFRA) readonly infra: Infrastructure) {}

  load(id: string): Promise<order.OrderState> {
    return this.infra.commands.load(order.orderDecider, order.orderStream(id));
  }

  /** An order's owner as a staff record, or null when there is no such person. */
  async owner(state: order.OrderState): Promise<staffScope.StaffTarget | null> {
    const ownerId = state.created?.ownerId;
    if (!ownerId) return null;
    const owner = await this.infra.commands.load(account.accountDecider, account.accountStream(ownerId));
    return owner.exists
      ? { id: ownerId, roles: owner.profile.roles, areacode: owner.profile.areacode }
      : null;
  }

  /**
   * Runs the command `commandOf` makes from the order's state, when the actor may act on it
   * (`may`: the owner's side by default); an order out of reach answers 404 like a missing one.
   */
  async act(
    actor: OrderActor,
    id: string,
    metadata: CommandMetadata,
    commandOf: (state: order.OrderState) => order.OrderCommand | Promise<order.OrderCommand>,
    may: (actor: OrderActor, owner: staffScope.StaffTarget | null) => boolean = orderPolicies.mayActOn,
  ): Promise<OrderResult> {
    const state = await this.load(id);
    const owner = state.exists ? await this.owner(state) : null;
    if (!state.exists || !may(actor, owner)) throw order.orderNotFound();
    return this.infra.commands.run(
      order.orderDecider,
      order.orderStream(id),
      await commandOf(state),
      metadata,
    );
  }
}

/** Who and when, as every order event records them. */
export const act = (actor: OrderActor, metadata: CommandMetadata) => ({
  by: actor.id,
  at: metadata.at.toISOString(),
});
