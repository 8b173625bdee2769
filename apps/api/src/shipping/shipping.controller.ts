import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  approvalDecisionSchema,
  approvalRequestSchema,
  closeShortSchema,
  shipmentSchema,
  shippingSettingsSchema,
} from '@packflow/contracts';
import { shipping } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import {
  ChangeShippingSettingsCommand,
  type ShippingSettingsResult,
} from './handlers/change-shipping-settings';
import { RecordShipmentCommand } from './handlers/record-shipment';
import { type ShippingStep, ShippingStepCommand } from './handlers/shipping-steps';
import type { ShippingResult } from './shipping-inputs';

/** What a shipping command answers: where the order's shipping stands, and the position to read after. */
function answer(orderId: string, result: ShippingResult) {
  const s = result.state;
  const standing = shipping.standingOf(s);
  return reply(
    {
      orderId,
      status: s.status,
      shipped: standing.shipped,
      ordered: standing.ordered,
      pending: standing.pending,
    },
    { position: result.position },
  );
}

/** Shipping's writes: shipments and the close short (warehouse), approvals (salesman, OperatorManage), Admin's settings. */
@Controller()
export class ShippingController {
  constructor(private readonly commandBus: CommandBus) {}

  private async step(auth: AuthContext, orderId: string, step: ShippingStep, meta: CommandMetadata) {
    const result = await this.commandBus.execute<object, ShippingResult>(
      new ShippingStepCommand(auth, orderId, step, meta),
    );
    return answer(orderId, result);
  }

  @Post('shipping/:orderId/shipments')
  @RequirePermission('POST@shipping/:orderId/shipments')
  async ship(
    @Param('orderId') orderId: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(shipmentSchema) form: Parsed<typeof shipmentSchema>,
  ) {
    const result = await this.commandBus.execute<object, ShippingResult>(
      new RecordShipmentCommand(auth, orderId, form, meta),
    );
    return answer(orderId, result);
  }

  @Post('shipping/:orderId/close-short')
  @RequirePermission('POST@shipping/:orderId/close-short')
  closeShort(
    @Param('orderId') orderId: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(closeShortSchema) { reason }: Parsed<typeof closeShortSchema>,
  ) {
    return this.step(auth, orderId, { type: 'CloseShort', reason }, meta);
  }

  @Post('shipping/:orderId/approvals')
  @RequirePermission('POST@shipping/:orderId/approvals')
  requestApproval(
    @Param('orderId') orderId: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(approvalRequestSchema) form: Parsed<typeof approvalRequestSchema>,
  ) {
    return this.step(auth, orderId, { type: 'RequestShipApproval', form }, meta);
  }

  @Post('shipping/:orderId/approvals/:approvalId/decide')
  @RequirePermission('POST@shipping/:orderId/approvals/:approvalId/decide')
  decideApproval(
    @Param('orderId') orderId: string,
    @Param('approvalId') approvalId: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(approvalDecisionSchema) form: Parsed<typeof approvalDecisionSchema>,
  ) {
    return this.step(auth, orderId, { type: 'DecideShipApproval', approvalId, form }, meta);
  }

  @Put('shipping/settings')
  @RequirePermission('PUT@shipping/settings')
  async settings(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(shippingSettingsSchema) form: Parsed<typeof shippingSettingsSchema>,
  ) {
    const result = await this.commandBus.execute<object, ShippingSettingsResult>(
      new ChangeShippingSettingsCommand(auth, form, meta),
    );
    return reply(result.state, { position: result.position });
  }
}
