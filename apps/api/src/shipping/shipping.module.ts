import { Module } from '@nestjs/common';
import { DeliveryNotes } from './delivery-note';
import { ChangeShippingSettingsHandler } from './handlers/change-shipping-settings';
import { RecordShipmentHandler } from './handlers/record-shipment';
import { ShippingStepHandler } from './handlers/shipping-steps';
import { ShippingInputs } from './shipping-inputs';
import { ShippingReadController } from './shipping-read.controller';
import { ShippingController } from './shipping.controller';
import { ShippingHome } from './shipping.home';

/** The shipping area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const SHIPPING_CONTROLLERS = [ShippingReadController, ShippingController];

/** Shipping: shipments with their readiness check, the close short, approvals, delivery notes, Admin's settings and the warehouse's /Home tiles. */
@Module({
  controllers: SHIPPING_CONTROLLERS,
  providers: [
    ShippingInputs,
    RecordShipmentHandler,
    ShippingStepHandler,
    ChangeShippingSettingsHandler,
    DeliveryNotes,
    ShippingHome,
  ],
})
export class ShippingModule {}
