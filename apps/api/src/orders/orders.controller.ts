import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  artworkSchema,
  cancelReviewSchema,
  orderReasonSchema,
  signOrdersSchema,
  supplementarySchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { CloseOrderCommand } from './handlers/close-order';
import { RaiseSupplementaryOrderCommand } from './handlers/raise-supplementary-order';
import { RequestOrderCancelCommand } from './handlers/request-order-cancel';
import { ReviewOrderCancelCommand } from './handlers/review-order-cancel';
import { type SignedOrders, SignOrdersCommand } from './handlers/sign-orders';
import { UploadArtworkCommand } from './handlers/upload-artwork';
import { type OrderResult, orderActor } from './order-inputs';

/** What an order's answer carries: where it stands now. */
const answer = (id: string, result: OrderResult) => ({
  id,
  status: result.state.status,
  closing: result.state.closing,
  cancelPending: result.state.cancelRequest !== null,
});

/** Orders: the side exits, supplementary orders and artwork. Reads are OrdersReadController's. */
@Controller()
export class OrdersController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Sign the selected orders, once Finance has confirmed the prepayment their contracts' terms ask for. */
  @Post('order/sign')
  @RequirePermission('POST@order/sign')
  async sign(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(signOrdersSchema) { ids }: Parsed<typeof signOrdersSchema>,
  ) {
    const { position, ...data } = await this.commandBus.execute<SignOrdersCommand, SignedOrders>(
      new SignOrdersCommand(orderActor(auth), ids, meta),
    );
    return reply(data, { msg: data.status === 'signing' ? 'process.inProgress' : 'orders.signed', position });
  }

  @Post('order/:id/cancel')
  @RequirePermission('POST@order/:id/cancel')
  async cancel(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(orderReasonSchema) { reason }: Parsed<typeof orderReasonSchema>,
  ) {
    const result = await this.commandBus.execute<RequestOrderCancelCommand, OrderResult>(
      new RequestOrderCancelCommand(orderActor(auth), id, reason, meta),
    );
    return reply(answer(id, result), { msg: 'orders.cancelRequested', position: result.position });
  }

  /** The supervisor's decision on a cancel request. */
  @Put('operator-manage/order/:id')
  @RequirePermission('PUT@operator-manage/order/:id')
  async review(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(cancelReviewSchema) { decision, reason }: Parsed<typeof cancelReviewSchema>,
  ) {
    const result = await this.commandBus.execute<ReviewOrderCancelCommand, OrderResult>(
      new ReviewOrderCancelCommand(orderActor(auth), id, decision, reason, meta),
    );
    const msg = decision === 'approve' ? 'orders.cancelApproved' : 'orders.cancelRejected';
    return reply(answer(id, result), { msg, position: result.position });
  }

  @Post('order/:id/invalidate')
  @RequirePermission('POST@order/:id/invalidate')
  async invalidate(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(orderReasonSchema) { reason }: Parsed<typeof orderReasonSchema>,
  ) {
    const result = await this.commandBus.execute<CloseOrderCommand, OrderResult>(
      new CloseOrderCommand(orderActor(auth), id, 'invalidate', reason, meta),
    );
    return reply(answer(id, result), { msg: 'orders.invalidatedDone', position: result.position });
  }

  @Post('order/:id/end')
  @RequirePermission('POST@order/:id/end')
  async end(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(orderReasonSchema) { reason }: Parsed<typeof orderReasonSchema>,
  ) {
    const result = await this.commandBus.execute<CloseOrderCommand, OrderResult>(
      new CloseOrderCommand(orderActor(auth), id, 'end', reason, meta),
    );
    return reply(answer(id, result), { msg: 'orders.endedDone', position: result.position });
  }

  @Post('order/:id/supplementary')
  @RequirePermission('POST@order/:id/supplementary')
  async supplementary(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(supplementarySchema) { quantity, reason }: Parsed<typeof supplementarySchema>,
  ) {
    const result = await this.commandBus.execute<RaiseSupplementaryOrderCommand, OrderResult>(
      new RaiseSupplementaryOrderCommand(orderActor(auth), id, quantity, reason, meta),
    );
    const supplementaryId = result.state.supplementaries.at(-1) ?? null;
    return reply(
      { ...answer(id, result), supplementaryId },
      { msg: 'orders.supplementaryRaised', position: result.position },
    );
  }

  @Post('order/:id/artwork')
  @RequirePermission('POST@order/:id/artwork')
  async artwork(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(artworkSchema) { files }: Parsed<typeof artworkSchema>,
  ) {
    const result = await this.commandBus.execute<UploadArtworkCommand, OrderResult>(
      new UploadArtworkCommand(orderActor(auth), id, files, meta),
    );
    return reply(
      { ...answer(id, result), artworkStatus: result.state.artwork.status },
      { msg: 'orders.artworkUploaded', position: result.position },
    );
  }
}
