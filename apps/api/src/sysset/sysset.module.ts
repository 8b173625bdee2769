import { Module } from '@nestjs/common';
import { ChangeSyssetHandler } from './handlers/change-sysset';
import { MapController } from './map.controller';
import { SyssetReadController } from './sysset-read.controller';
import { SyssetController } from './sysset.controller';

/** The area's controllers, also listed in the app's CONTROLLERS (route tests, the API document). */
export const SYSSET_CONTROLLERS = [SyssetController, SyssetReadController, MapController];

/** /Sysset: the system settings, their change and their history; the map provider they name. The first-start seed is initializeSysset. */
@Module({ controllers: SYSSET_CONTROLLERS, providers: [ChangeSyssetHandler] })
export class SyssetModule {}
