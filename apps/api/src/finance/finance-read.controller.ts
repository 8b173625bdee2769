import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type ContractMoneyView,
  FINANCE_READ_MODELS,
  type PaymentRow,
  ORDER_READ_MODELS,
  type ReceiptRow,
  type RefundableOrderRow,
  paymentListQuerySchema,
  receiptListQuerySchema,
  refundableQuerySchema,
} from '@packflow/contracts';
import { financePolicies, moneyView } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { listPayments, listReceipts, listRefundable } from './finance.queries';
import { MoneyInputs, moneyActor } from './money-inputs';

const RECEIPTS = [FINANCE_READ_MODELS.receipts];
const PAYMENTS = [FINANCE_READ_MODELS.payments];
const REFUNDABLE = [ORDER_READ_MODELS.orders, FINANCE_READ_MODELS.receipts, FINANCE_READ_MODELS.payments];
type RawQuery = Record<string, unknown>;

/** Receipts (Finance's queues, the seller's own) and a contract's money. */
@Controller()
export class FinanceReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly inputs: MoneyInputs,
  ) {}

  /** status (pending, confirmed, rejected, reversed), contractId, orderId, keyword (contract number or customer), from, to. */
  @Get('finance/receipt')
  @RequirePermission('GET@finance/receipt')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(receiptListQuerySchema) filter: Parsed<typeof receiptListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ReceiptRow[]>> {
    const freshness = await this.readYourWrites.await(query, RECEIPTS);
    const page = paging(query);
    const { rows, count } = await listReceipts(this.infra.db, moneyActor(auth), filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** Finance's payments (refunds after a cancel): `status` toPay or paid, `keyword` (contract number or customer). */
  @Get('finance/payment')
  @RequirePermission('GET@finance/payment')
  async payments(
    @Actor() auth: AuthContext,
    @ListQuery(paymentListQuerySchema) filter: Parsed<typeof paymentListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<PaymentRow[]>> {
    if (!financePolicies.mayDecide(moneyActor(auth))) throw financePolicies.paymentNotFound();
    const freshness = await this.readYourWrites.await(query, PAYMENTS);
    const page = paging(query);
    const { rows, count } = await listPayments(this.infra.db, filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /**
   * Canceled orders whose contract holds confirmed money not yet refunded, with the amount
   * refundable: where Finance picks the order to refund. `keyword`: order number, contract number
   * or customer.
   */
  @Get('finance/refundable')
  @RequirePermission('GET@finance/refundable')
  async refundable(
    @Actor() auth: AuthContext,
    @ListQuery(refundableQuerySchema) filter: Parsed<typeof refundableQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<RefundableOrderRow[]>> {
    if (!financePolicies.mayDecide(moneyActor(auth))) throw financePolicies.paymentNotFound();
    const freshness = await this.readYourWrites.await(query, REFUNDABLE);
    const page = paging(query);
    const { rows, count } = await listRefundable(this.infra.db, filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** What the contract asks and what came in, each figure with the receipts behind it (from its ledger). */
  @Get('finance/contract/:id/money')
  @RequirePermission('GET@finance/contract/:id/money')
  async money(@Param('id') id: string, @Actor() auth: AuthContext): Promise<Reply<ContractMoneyView>> {
    const actor = moneyActor(auth);
    const { contract, state } = await this.inputs.contract(id, (owner) =>
      financePolicies.maySeeMoney(actor, owner),
    );
    return reply(moneyView.moneyView(contract, state, await this.inputs.ordersOf(id)));
  }
}
