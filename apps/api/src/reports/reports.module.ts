import { Module } from '@nestjs/common';
import { ReportsReadController } from './reports-read.controller';
import { ReportsController } from './reports.controller';
import { ReportsHome } from './reports.home';

/** The reports area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const REPORTS_CONTROLLERS = [ReportsReadController, ReportsController];

/** Finance's reports: receivables and ageing, collections and payments, golden beans, the chains' verification, Finance's /Home tile. */
@Module({
  controllers: REPORTS_CONTROLLERS,
  providers: [ReportsHome],
})
export class ReportsModule {}
