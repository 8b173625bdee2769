import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Database } from '@packflow/db';
import { PROOF_FILE_RULE, type RequestRefundForm } from '@packflow/contracts';
import { contractMoney, financePolicies } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { Kysely } from 'kysely';
import { assertMayAttachFiles } from '../../files/attach-files';
import { INFRA } from '../../tokens';
import { type MoneyActor, MoneyInputs } from '../money-inputs';

/** Finance records a refund to pay on a canceled order of a contract; the same key again records nothing more. */
export class RequestRefundCommand {
  constructor(
    readonly actor: MoneyActor,
    /** The form with its request key settled (the Idempotency-Key header or the body's field). */
    readonly form: RequestRefundForm & { idempotencyKey: string },
    readonly metadata: CommandMetadata,
  ) {}
}

/** Finance pays a refund, with the proof of the transfer. */
export class PayPaymentCommand {
  constructor(
    readonly actor: MoneyActor,
    readonly paymentId: string,
    readonly proofs: string,
    readonly metadata: CommandMetadata,
  ) {}
}

export interface PaymentWritten {
  paymentId: string;
  /** True when the same request key had already recorded it (nothing was written this time). */
  replayed?: boolean;
  position?: bigint;
}

@CommandHandler(RequestRefundCommand)
export class RequestRefundHandler implements ICommandHandler<RequestRefundCommand, PaymentWritten> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: MoneyInputs,
  ) {}

  async execute({ actor, form, metadata }: RequestRefundCommand): Promise<PaymentWritten> {
    const { contract } = await this.inputs.contract(form.contractId, () => financePolicies.mayDecide(actor));
    const order = await this.inputs.orderOf(form.orderId, form.contractId);
    const paymentId = nameBasedUuid(`payment:${form.contractId}:${form.idempotencyKey}`);
    const result = await this.infra.commands.run(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(form.contractId),
      {
        type: 'RequestRefund',
        data: {
          paymentId,
          orderId: form.orderId,
          amount: form.amount,
          reason: form.reason,
          contract: { ...contract, orderIds: order ? [order.orderId] : [] },
          orderCanceled: order?.canceled ?? false,
          by: actor.id,
          at: metadata.at.toISOString(),
        },
      },
      metadata,
    );
    return {
      paymentId,
      replayed: result.events.length === 0,
      ...(result.position ? { position: result.position } : {}),
    };
  }
}

async function contractOfPayment(db: Kysely<Database>, paymentId: string): Promise<string | null> {
  const row = await db
    .withSchema('rm')
    .selectFrom('finance_payments')
    .select('contract_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row?.contract_id ?? null;
}

@CommandHandler(PayPaymentCommand)
export class PayPaymentHandler implements ICommandHandler<PayPaymentCommand, PaymentWritten> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, paymentId, proofs, metadata }: PayPaymentCommand): Promise<PaymentWritten> {
    const contractId = financePolicies.mayDecide(actor)
      ? await contractOfPayment(this.infra.db, paymentId)
      : null;
    if (!contractId) throw financePolicies.paymentNotFound();
    await assertMayAttachFiles(this.infra, actor, 'proofs', proofs, PROOF_FILE_RULE);
    const result = await this.infra.commands.run(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(contractId),
      { type: 'PayPayment', data: { paymentId, proofs, by: actor.id, at: metadata.at.toISOString() } },
      metadata,
    );
    return { paymentId, ...(result.position ? { position: result.position } : {}) };
  }
}
