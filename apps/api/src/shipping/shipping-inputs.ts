import { Inject, Injectable } from '@nestjs/common';
import type { ShippingSettingsView } from '@packflow/contracts';
import { DomainError, order, shipping, shippingSettings } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { contractMoneyOf } from '../finance/money-figures.queries';
import { reaches } from '../inspection/order-reach';
import { INFRA } from '../tokens';

export type ShippingResult = CommandResult<shipping.ShippingEvent, shipping.ShippingState>;

export const shippingNotFound = () => new DomainError('SHIPPING.NOT_FOUND', 'shipping.notFound');

/** Who and when, as every shipping event records them. */
export const act = (auth: AuthContext, metadata: CommandMetadata) => ({
  by: auth.accountId,
  at: metadata.at.toISOString(),
});

/** The balance counts as confirmed once Finance confirmed it received, or nothing is owed. */
export const balanceConfirmedOf = (status: 'unpaid' | 'paid' | 'notOwed' | null | undefined): boolean =>
  status === 'paid' || status === 'notOwed';

/**
 * What the shipping handlers and views read: an order's shipping stream (and its order, before
 * anything is released), Admin's settings, the contract's balance as Finance confirmed it, and
 * one way to run a command on an order the reader reaches (otherwise 404).
 */
@Injectable()
export class ShippingInputs {
  constructor(@Inject(INFRA) readonly infra: Infrastructure) {}

  load(orderId: string): Promise<shipping.ShippingState> {
    return this.infra.commands.load(shipping.shippingDecider, shipping.shippingStream(orderId));
  }

  loadOrder(orderId: string): Promise<order.OrderState> {
    return this.infra.commands.load(order.orderDecider, order.orderStream(orderId));
  }

  settings(): Promise<ShippingSettingsView> {
    return this.infra.commands.load(
      shippingSettings.shippingSettingsDecider,
      shippingSettings.SHIPPING_SETTINGS_STREAM,
    );
  }

  /** Whether each contract's balance is confirmed (received and confirmed by Finance, or nothing owed). */
  async balances(contractIds: readonly string[]): Promise<Map<string, boolean>> {
    const money = await contractMoneyOf(this.infra.db, [...new Set(contractIds)]);
    return new Map([...money].map(([id, m]) => [id, balanceConfirmedOf(m.balanceStatus)]));
  }

  async balanceConfirmed(contractId: string): Promise<boolean> {
    return (await this.balances([contractId])).get(contractId) ?? false;
  }

  /** The order's shipping, when the reader reaches its order (an order released to nobody yet answers with its state, not existing). */
  async reachable(auth: AuthContext, orderId: string): Promise<shipping.ShippingState> {
    const state = await this.load(orderId);
    const ownerId = state.order?.ownerId ?? (await this.loadOrder(orderId)).created?.ownerId;
    if (!ownerId || !(await reaches(this.infra, auth, ownerId))) throw shippingNotFound();
    return state;
  }

  run(
    orderId: string,
    metadata: CommandMetadata,
    command: shipping.ShippingCommand,
  ): Promise<ShippingResult> {
    return this.infra.commands.run(
      shipping.shippingDecider,
      shipping.shippingStream(orderId),
      command,
      metadata,
    );
  }
}
