import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROOF_FILE_RULE, type RecordReceiptForm } from '@packflow/contracts';
import { contractMoney, financePolicies } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { Inject } from '@nestjs/common';
import type { Infrastructure } from '@packflow/runtime';
import { assertMayAttachFiles } from '../../files/attach-files';
import { INFRA } from '../../tokens';
import { type MoneyActor, MoneyInputs } from '../money-inputs';

export class RecordReceiptCommand {
  constructor(
    readonly actor: MoneyActor,
    /** The form with its request key settled (the Idempotency-Key header or the body's field). */
    readonly form: RecordReceiptForm & { idempotencyKey: string },
    readonly metadata: CommandMetadata,
  ) {}
}

export interface ReceiptWritten {
  receiptId: string;
  contractId: string;
  /** False when the same idempotency key had already recorded it. */
  recorded: boolean;
  position?: bigint;
}

/**
 * A salesman, trader, their supervisor or an administrator records money received on a contract
 * they reach. The same idempotency key again records nothing and answers the same receipt.
 */
@CommandHandler(RecordReceiptCommand)
export class RecordReceiptHandler implements ICommandHandler<RecordReceiptCommand, ReceiptWritten> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: MoneyInputs,
  ) {}

  async execute({ actor, form, metadata }: RecordReceiptCommand): Promise<ReceiptWritten> {
    const { contract } = await this.inputs.contract(form.contractId, (owner) =>
      financePolicies.mayRecord(actor, owner),
    );
    await assertMayAttachFiles(this.infra, actor, 'proofs', form.proofs, PROOF_FILE_RULE);
    const orderId = form.orderId ?? null;
    const order = orderId ? await this.inputs.orderOf(orderId, form.contractId) : null;
    const receiptId = nameBasedUuid(`receipt:${form.contractId}:${actor.id}:${form.idempotencyKey}`);
    const result = await this.infra.commands.run(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(form.contractId),
      {
        type: 'RecordReceipt',
        data: {
          receiptId,
          idempotencyKey: form.idempotencyKey,
          orderId,
          amount: form.amount,
          method: form.method,
          receivedOn: form.receivedOn,
          proofs: form.proofs,
          note: form.note,
          by: actor.id,
          at: metadata.at.toISOString(),
          contract: { ...contract, orderIds: order ? [order.orderId] : [] },
        },
      },
      metadata,
    );
    const answered = result.state.keys[form.idempotencyKey] ?? receiptId;
    return {
      receiptId: answered,
      contractId: form.contractId,
      recorded: result.events.length > 0,
      ...(result.position ? { position: result.position } : {}),
    };
  }
}
