import { Module } from '@nestjs/common';
import { CloseOrderHandler } from './handlers/close-order';
import { RaiseSupplementaryOrderHandler } from './handlers/raise-supplementary-order';
import { RequestOrderCancelHandler } from './handlers/request-order-cancel';
import { ReviewOrderCancelHandler } from './handlers/review-order-cancel';
import { SignOrdersHandler } from './handlers/sign-orders';
import { UploadArtworkHandler } from './handlers/upload-artwork';
import { OrderInputs } from './order-inputs';
import { OrdersHome } from './orders.home';
import { OrdersReadController } from './orders-read.controller';
import { OrdersController } from './orders.controller';

/** The orders area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const ORDER_CONTROLLERS = [OrdersController, OrdersReadController];

/** The orders area of the API: its command handlers and what they read (infrastructure from the core module). */
@Module({
  controllers: ORDER_CONTROLLERS,
  providers: [
    OrderInputs,
    RequestOrderCancelHandler,
    ReviewOrderCancelHandler,
    CloseOrderHandler,
    RaiseSupplementaryOrderHandler,
    UploadArtworkHandler,
    SignOrdersHandler,
    OrdersHome,
  ],
})
export class OrdersModule {}
