import { Module } from '@nestjs/common';
import { ChangeMachineHandler } from './handlers/change-machine';
import { ChangeMachineStateHandler } from './handlers/change-machine-state';
import { DefineMachineHandler } from './handlers/define-machine';
import { OrderMachineQueueHandler } from './handlers/order-machine-queue';
import { ReviewProductionHandler } from './handlers/review-production';
import { FinishReworkHandler } from './handlers/rework-finish';
import { ScheduleStageHandler } from './handlers/schedule-stage';
import { StageStepHandler } from './handlers/stage-step';
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
    FinishReworkHandler,
    ScheduleStageHandler,
    StageStepHandler,
    DefineMachineHandler,
    ChangeMachineHandler,
    ChangeMachineStateHandler,
    OrderMachineQueueHandler,
    ProductionHome,
  ],
})
export class ProductionModule {}
