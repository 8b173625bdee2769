import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ShipmentForm } from '@packflow/contracts';
import { shippingReadiness } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { ShippingInputs, type ShippingResult, act } from '../shipping-inputs';

/**
 * The warehouse records a shipment. The decider's readiness check gets its facts here: the
 * contract's balance as Finance confirmed it, Admin's tolerance, and whether the address is
 * remote (its region code in Admin's remote provinces, or none: abroad). The client's shipment id
 * records a retry once; two shipments of the last quantity at once: the stream's version lets
 * one through and the other is decided again on the new state, and refused.
 */
export class RecordShipmentCommand {
  constructor(
    readonly auth: AuthContext,
    readonly orderId: string,
    readonly form: ShipmentForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(RecordShipmentCommand)
export class RecordShipmentHandler implements ICommandHandler<RecordShipmentCommand, ShippingResult> {
  constructor(private readonly inputs: ShippingInputs) {}

  async execute({ auth, orderId, form, metadata }: RecordShipmentCommand): Promise<ShippingResult> {
    const state = await this.inputs.reachable(auth, orderId);
    const [settings, balanceConfirmed] = await Promise.all([
      this.inputs.settings(),
      state.order ? this.inputs.balanceConfirmed(state.order.contractId) : Promise.resolve(false),
    ]);
    return this.inputs.run(orderId, metadata, {
      type: 'RecordShipment',
      data: {
        shipmentId: form.shipmentId,
        quantity: form.quantity,
        waybill: form.waybill,
        company: form.company,
        service: form.service,
        freight: form.freight,
        weight: form.weight,
        cartons: { ...form.cartons },
        pallets: form.pallets ? { ...form.pallets } : null,
        address: form.address,
        regionCode: form.regionCode,
        postage: { ...form.postage },
        facts: {
          balanceConfirmed,
          tolerancePct: settings.tolerancePct,
          remote: shippingReadiness.remoteAddress(form.regionCode, settings.remoteProvinces),
        },
        ...act(auth, metadata),
      },
    });
  }
}
