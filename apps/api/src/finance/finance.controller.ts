import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  payPaymentSchema,
  recordReceiptSchema,
  rejectReceiptSchema,
  requestRefundSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { ApproveOtherTermsCommand } from './handlers/approve-other-terms';
import { DecideReceiptCommand, type ReceiptDecided } from './handlers/decide-receipt';
import { RecordReceiptCommand, type ReceiptWritten } from './handlers/record-receipt';
import { PayPaymentCommand, type PaymentWritten, RequestRefundCommand } from './handlers/refunds';
import { moneyActor } from './money-inputs';

/** Money in: receipts recorded by the seller, decided by Finance; the supervisor's approval of 'other' terms. */
@Controller()
export class FinanceController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Record money received; the same `idempotencyKey` again answers the same receipt and records nothing. */
  @Post('finance/receipt')
  @RequirePermission('POST@finance/receipt')
  async record(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(recordReceiptSchema) form: Parsed<typeof recordReceiptSchema>,
  ) {
    const written = await this.commandBus.execute<RecordReceiptCommand, ReceiptWritten>(
      new RecordReceiptCommand(moneyActor(auth), form, meta),
    );
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
  async confirm(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ) {
    const decided = await this.commandBus.execute<DecideReceiptCommand, ReceiptDecided>(
      new DecideReceiptCommand(moneyActor(auth), id, { type: 'ConfirmReceipt' }, meta),
    );
    return reply(
      { receiptId: id, contractId: decided.contractId, status: 'confirmed' },
      { msg: 'finance.receiptConfirmed', position: decided.position },
    );
  }

  @Put('finance/receipt/:id/reject')
  @RequirePermission('PUT@finance/receipt/:id/reject')
  async reject(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(rejectReceiptSchema) { reason }: Parsed<typeof rejectReceiptSchema>,
  ) {
    const decided = await this.commandBus.execute<DecideReceiptCommand, ReceiptDecided>(
      new DecideReceiptCommand(moneyActor(auth), id, { type: 'RejectReceipt', reason }, meta),
    );
    return reply(
      { receiptId: id, contractId: decided.contractId, status: 'rejected' },
      { msg: 'finance.receiptRejected', position: decided.position },
    );
  }

  /** A confirmed receipt found wrong after the fact: it no longer counts (`reason` required). */
  @Put('finance/receipt/:id/reverse')
  @RequirePermission('PUT@finance/receipt/:id/reverse')
  async reverse(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(rejectReceiptSchema) { reason }: Parsed<typeof rejectReceiptSchema>,
  ) {
    const decided = await this.commandBus.execute<DecideReceiptCommand, ReceiptDecided>(
      new DecideReceiptCommand(moneyActor(auth), id, { type: 'ReverseReceipt', reason }, meta),
    );
    return reply(
      { receiptId: id, contractId: decided.contractId, status: 'reversed' },
      { msg: 'finance.receiptReversed', position: decided.position },
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

  /** Finance records a refund to pay on a canceled order; the same `idempotencyKey` again records nothing more. */
  @Post('finance/payment')
  @RequirePermission('POST@finance/payment')
  async requestRefund(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(requestRefundSchema) form: Parsed<typeof requestRefundSchema>,
  ) {
    const written = await this.commandBus.execute<RequestRefundCommand, PaymentWritten>(
      new RequestRefundCommand(moneyActor(auth), form, meta),
    );
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
