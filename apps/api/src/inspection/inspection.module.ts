import { Module } from '@nestjs/common';
import { ChangeInspectionSettingsHandler } from './handlers/change-inspection-settings';
import { DecideConcessionHandler } from './handlers/decide-concession';
import { DisposeLotHandler } from './handlers/dispose-lot';
import { InspectLotHandler } from './handlers/inspect-lot';
import { InspectionInputs } from './inspection-inputs';
import { InspectionReadController } from './inspection-read.controller';
import { InspectionController } from './inspection.controller';
import { InspectionHome } from './inspection.home';

/** The inspection area's controllers; the app module also lists them in CONTROLLERS (route catalogue, API document). */
export const INSPECTION_CONTROLLERS = [InspectionReadController, InspectionController];

/** Quality inspection: lots, their inspection, ProductManage's dispositions, concessions, Admin's settings and QualityTesting's /Home tile. */
@Module({
  controllers: INSPECTION_CONTROLLERS,
  providers: [
    InspectionInputs,
    InspectLotHandler,
    DisposeLotHandler,
    DecideConcessionHandler,
    ChangeInspectionSettingsHandler,
    InspectionHome,
  ],
  exports: [InspectionInputs],
})
export class InspectionModule {}
