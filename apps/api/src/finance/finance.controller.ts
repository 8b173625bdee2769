import { Controller, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ResultCode,
  payPaymentSchema,
  recordReceiptSchema,
  rejectReceiptSchema,
  requestRefundSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { Response } from 'express';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { ApiError } from '../http/api-exception.filter';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { RequestKey, markReplay } from '../http/request-key';
import { ApproveOtherTermsCommand } from './handlers/approve-other-terms';
import { DecideReceiptCommand, type ReceiptDecided } from './handlers/decide-receipt';
import { RecordReceiptCommand, type ReceiptWritten } from './handlers/record-receipt';
import { PayPaymentCommand, type PaymentWritten, RequestRefundCommand } from './handlers/refunds';
import { moneyActor } from './money-inputs';

/**
 * The request key of a money command: the Idempotency-Key header or the form's `idempotencyKey`
 * (older callers). Both may be sent when they are the same key; two different keys are refused (400)
 * rather than one silently preferred, and a command without any key is refused too.
 */
export function moneyRequestKey(header: string | undefined, field: string | undefined): string {
  if (header !== undefined && field !== undefined && header !== field)
    throw new ApiError(
      400,
      ResultCode.VALIDATION_FAILED,
      'finance.idempotencyKeyConflict',
      {},
      'FINANCE.IDEMPOTENCY_KEY_CONFLICT',
      { field: 'idempotencyKey' },
    );
  const key = header ?? field;
  if (key === undefined)
    throw new ApiError(
      400,
      ResultCode.VALIDATION_FAILED,
      'finance.idempotencyKeyRequired',
      {},
      'FINANCE.IDEMPOTENCY_KEY_REQUIRED',
      { field: 'idempotencyKey' },
    );
  return key;
}

const DECIDED = {
  ConfirmReceipt: { status: 'confirmed', msg: 'finance.receiptConfirmed' },
  RejectReceipt: { status: 'rejected', msg: 'finance.receiptRejected' },
  ReverseReceipt: { status: 'reversed', msg: 'finance.receiptReversed' },
} as const;

/** Money in: receipts recorded by the seller, decided by Finance; the supervisor's approval of 'other' terms. */
@Controller()
export class FinanceController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * Record money received; the same request key (Idempotency-Key header or `idempotencyKey`) again
   * answers the same receipt, records nothing and says so with `Idempotent-Replayed: true`.
   */
  @Post('finance/receipt')
  @RequirePermission('POST@finance/receipt')
  async record(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @RequestKey('finance') header: string | undefined,
    @Form(recordReceiptSchema) form: Parsed<typeof recordReceiptSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const idempotencyKey = moneyRequestKey(header, form.idempotencyKey);
    const written = await this.commandBus.execute<RecordReceiptCommand, ReceiptWritten>(
      new RecordReceiptCommand(moneyActor(auth), { ...form, idempotencyKey }, meta),
    );
    markReplay(res, { replayed: !written.recorded });
    return reply(
      { receiptId: written.receiptId, contractId: written.contractId, recorded: written.recorded },
      {
        msg: written.recorded ? 'finance.receiptRecorded' : 'finance.receiptAlreadyRecorded',
        position: written.position,
      },
    );
  }

  @Put('finance/receipt/:id/confirm')
  @RequirePermission('PUT@finance/receipt/:id/confirm')
  confirm(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ) {
    return this.decide(id, auth, meta, { type: 'ConfirmReceipt' });
  }

  @Put('finance/receipt/:id/reject')
  @RequirePermission('PUT@finance/receipt/:id/reject')
  reject(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(rejectReceiptSchema) { reason }: Parsed<typeof rejectReceiptSchema>,
  ) {
    return this.decide(id, auth, meta, { type: 'RejectReceipt', reason });
  }

  /** A confirmed receipt found wrong after the fact: it no longer counts (`reason` required). */
  @Put('finance/receipt/:id/reverse')
  @RequirePermission('PUT@finance/receipt/:id/reverse')
  reverse(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(rejectReceiptSchema) { reason }: Parsed<typeof rejectReceiptSchema>,
  ) {
    return this.decide(id, auth, meta, { type: 'ReverseReceipt', reason });
  }

  /** Finance's decision on a receipt (confirm, reject, reverse), answered with the receipt's new status. */
  private async decide(
    id: string,
    auth: AuthContext,
    meta: CommandMetadata,
    decision: DecideReceiptCommand['decision'],
  ) {
    const decided = await this.commandBus.execute<DecideReceiptCommand, ReceiptDecided>(
      new DecideReceiptCommand(moneyActor(auth), id, decision, meta),
    );
    const { status, msg } = DECIDED[decision.type];
    return reply(
      { receiptId: id, contractId: decided.contractId, status },
      { msg, position: decided.position },
    );
  }

  @Post('finance/contract/:id/approve-other-terms')
  @RequirePermission('POST@finance/contract/:id/approve-other-terms')
  async approveOtherTerms(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ) {
    const result = await this.commandBus.execute<ApproveOtherTermsCommand, { position?: bigint }>(
      new ApproveOtherTermsCommand(moneyActor(auth), id, meta),
    );
    return reply({ contractId: id }, { msg: 'finance.otherTermsApproved', position: result.position });
  }

  /**
   * Finance records a refund to pay on a canceled order; the same request key (Idempotency-Key
   * header or `idempotencyKey`) again records nothing more and answers `Idempotent-Replayed: true`.
   */
  @Post('finance/payment')
  @RequirePermission('POST@finance/payment')
  async requestRefund(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @RequestKey('finance') header: string | undefined,
    @Form(requestRefundSchema) form: Parsed<typeof requestRefundSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const idempotencyKey = moneyRequestKey(header, form.idempotencyKey);
    const written = await this.commandBus.execute<RequestRefundCommand, PaymentWritten>(
      new RequestRefundCommand(moneyActor(auth), { ...form, idempotencyKey }, meta),
    );
    markReplay(res, written);
    return reply(
      { paymentId: written.paymentId },
      { msg: 'finance.refundRequested', position: written.position },
    );
  }

  @Put('finance/payment/:id/pay')
  @RequirePermission('PUT@finance/payment/:id/pay')
  async pay(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(payPaymentSchema) { proofs }: Parsed<typeof payPaymentSchema>,
  ) {
    const written = await this.commandBus.execute<PayPaymentCommand, PaymentWritten>(
      new PayPaymentCommand(moneyActor(auth), id, proofs, meta),
    );
    return reply(
      { paymentId: id, status: 'paid' },
      { msg: 'finance.paymentPaid', position: written.position },
    );
  }
}
