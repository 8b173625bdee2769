import { Module } from '@nestjs/common';
import { StatisticsController } from './statistics.controller';

/** The statistics area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const STATISTICS_CONTROLLERS = [StatisticsController];

/** Admin's six statistics pages, each with its Excel export. */
@Module({ controllers: STATISTICS_CONTROLLERS })
export class StatisticsModule {}
