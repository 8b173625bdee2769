import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Database } from '@packflow/db';
import { contractMoney, financePolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { Kysely } from 'kysely';
import { INFRA } from '../../tokens';
import type { MoneyActor } from '../money-inputs';

/** Finance's decision on a pending receipt (confirm, or reject with a reason), or the reversal of a confirmed one found wrong. */
export class DecideReceiptCommand {
  constructor(
    readonly actor: MoneyActor,
    readonly receiptId: string,
    readonly decision:
      | { type: 'ConfirmReceipt' }
      | { type: 'RejectReceipt'; reason: string }
      | { type: 'ReverseReceipt'; reason: string },
    readonly metadata: CommandMetadata,
  ) {}
}

export interface ReceiptDecided {
  receiptId: string;
  contractId: string;
  position?: bigint;
}

/** Which contract a receipt is on: the receipt id is all Finance sends. */
async function contractOfReceipt(db: Kysely<Database>, receiptId: string): Promise<string | null> {
  const row = await db
    .withSchema('rm')
    .selectFrom('finance_receipts')
    .select('contract_id')
    .where('receipt_id', '=', receiptId)
    .executeTakeFirst();
  return row?.contract_id ?? null;
}

/**
 * Confirms or rejects on the contract's money stream, where only a pending receipt may be decided:
 * two Finance users deciding the same receipt at once give one decision, the other is refused.
 */
@CommandHandler(DecideReceiptCommand)
export class DecideReceiptHandler implements ICommandHandler<DecideReceiptCommand, ReceiptDecided> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, receiptId, decision, metadata }: DecideReceiptCommand): Promise<ReceiptDecided> {
    if (!financePolicies.mayDecide(actor)) throw financePolicies.receiptNotFound();
    // The receipts list is where Finance found it, so its row is there (read-your-writes aside).
    const contractId = await contractOfReceipt(this.infra.db, receiptId);
    if (!contractId) throw financePolicies.receiptNotFound();
    const stamp = { receiptId, by: actor.id, at: metadata.at.toISOString() };
    const result = await this.infra.commands.run(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(contractId),
      decision.type === 'ConfirmReceipt'
        ? { type: 'ConfirmReceipt', data: stamp }
        : { type: decision.type, data: { ...stamp, reason: decision.reason } },
      metadata,
    );
    return { receiptId, contractId, ...(result.position ? { position: result.position } : {}) };
  }
}
