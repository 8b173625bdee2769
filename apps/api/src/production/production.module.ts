import { Module } from '@nestjs/common';
import { ChangeMachineHandler } from './handlers/change-machine';
import { ChangeMachineStateHandler } from './handlers/change-machine-state';
import { DefineMachineHandler } from './handlers/define-machine';
import { FinishStageHandler } from './handlers/finish-stage';
import { OrderMachineQueueHandler } from './handlers/order-machine-queue';
import { OverrideCureHandler } from './handlers/override-cure';
import { PauseStageHandler } from './handlers/pause-stage';
import { RecordStageEntryHandler } from './handlers/record-stage-entry';
import { ResumeStageHandler } from './handlers/resume-stage';
import { ReviewProductionHandler } from './handlers/review-production';
import { ScheduleStageHandler } from './handlers/schedule-stage';
import { StartStageHandler } from './handlers/start-stage';
import { MachinesController } from './machines.controller';
import { ProductionInputs } from './production-inputs';
import { ProductionReadController } from './production-read.controller';
import { ProductionController } from './production.controller';
import { ProductionHome } from './production.home';

/** The production area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const PRODUCTION_CONTROLLERS = [ProductionController, MachinesController, ProductionReadController];

/**
 * The factory floor: production review, machines, scheduling, stages with their ledger, the board
 * and the factory's /Home tiles. The first-start seed is initializeMachines.
 */
@Module({
  controllers: PRODUCTION_CONTROLLERS,
  providers: [
    ProductionInputs,
    ReviewProductionHandler,
    ScheduleStageHandler,
    StartStageHandler,
    PauseStageHandler,
    ResumeStageHandler,
    RecordStageEntryHandler,
    FinishStageHandler,
    OverrideCureHandler,
    DefineMachineHandler,
    ChangeMachineHandler,
    ChangeMachineStateHandler,
    OrderMachineQueueHandler,
    ProductionHome,
  ],
})
export class ProductionModule {}
