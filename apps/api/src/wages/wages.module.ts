import { Module } from '@nestjs/common';
import { ScheduleCommissionHandler } from './handlers/schedule-commission';
import { WageSheetStepHandler } from './handlers/wage-sheet-steps';
import { RankController } from './rank.controller';
import { WagesReadController } from './wages-read.controller';
import { WagesController } from './wages.controller';
import { WagesHome } from './wages.home';
import { WagesInputs } from './wages-inputs';

/** The wages area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const WAGES_CONTROLLERS = [WagesReadController, WagesController, RankController];

/** Wages: the commission schedules, the wage sheets' lists, steps and Excel files, the rank, Finance's /Home tiles. */
@Module({
  controllers: WAGES_CONTROLLERS,
  providers: [WagesInputs, ScheduleCommissionHandler, WageSheetStepHandler, WagesHome],
})
export class WagesModule {}
