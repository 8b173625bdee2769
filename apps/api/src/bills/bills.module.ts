import { Module } from '@nestjs/common';
import { BillPdfs } from './bill-pdf';
import { BillsInputs } from './bills-inputs';
import { BillsReadController } from './bills-read.controller';
import { BillsController } from './bills.controller';
import { BillsHome } from './bills.home';
import { BillStepHandler } from './handlers/bill-steps';
import { ChangeMonthCloseSettingsHandler } from './handlers/change-month-close-settings';
import { RunMonthCloseHandler } from './handlers/run-month-close';

/** The bills area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const BILLS_CONTROLLERS = [BillsReadController, BillsController];

/** Bills: the lists, a bill's steps, its PDF and Excel file, the months' closes and the sellers' /Home tiles. */
@Module({
  controllers: BILLS_CONTROLLERS,
  providers: [
    BillsInputs,
    BillStepHandler,
    RunMonthCloseHandler,
    ChangeMonthCloseSettingsHandler,
    BillPdfs,
    BillsHome,
  ],
})
export class BillsModule {}
