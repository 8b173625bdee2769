import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Infrastructure } from '@packflow/platform';
import { HealthController } from './health/health.controller';
import { ReadYourWrites } from './http/read-your-writes';
import { LiveGateway } from './live/live.gateway';
import { ProjectionsController } from './projections/projections.controller';
import { ChangeSyssetHandler } from './sysset/change-sysset.command';
import { SyssetController } from './sysset/sysset.controller';
import { INFRA } from './tokens';

@Module({})
export class AppModule {
  static register(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot()],
      controllers: [HealthController, SyssetController, ProjectionsController],
      providers: [{ provide: INFRA, useValue: infra }, ReadYourWrites, LiveGateway, ChangeSyssetHandler],
    };
  }
}
