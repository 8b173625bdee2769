import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Infrastructure } from '@packflow/platform';
import { AccessGuard } from './auth/access.guard';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { RolesController } from './auth/roles.controller';
import { Sessions } from './auth/sessions';
import { CatalogCommands } from './catalog/catalog-commands';
import { CatalogController } from './catalog/catalog.controller';
import { PricingSettingsReader } from './catalog/pricing-settings.reader';
import { CustomerCommands } from './customers/customer-commands';
import { CustomersReadController } from './customers/customers-read.controller';
import { CustomersController } from './customers/customers.controller';
import { ReleaseRuns } from './customers/release-runs';
import { ForumController } from './forum/forum.controller';
import { BeanLedger } from './golden-beans/bean-ledger';
import { GoldenBeansController } from './golden-beans/golden-beans.controller';
import { HealthController } from './health/health.controller';
import { RateLimitGuard, rateLimits } from './http/rate-limit';
import { ReadYourWrites } from './http/read-your-writes';
import { LiveGateway } from './live/live.gateway';
import { ProjectionsController } from './projections/projections.controller';
import { QuotationCommands } from './quotations/quotation-commands';
import { QuotationsReadController } from './quotations/quotations-read.controller';
import { QuotationsController } from './quotations/quotations.controller';
import { Accounts } from './staff/accounts';
import { StaffController } from './staff/staff.controller';
import { ChangeSyssetHandler } from './sysset/change-sysset.command';
import { SyssetController } from './sysset/sysset.controller';
import { INFRA } from './tokens';

/** Every controller of the API; the route-declaration test walks them. */
export const CONTROLLERS = [
  HealthController,
  AuthController,
  StaffController,
  RolesController,
  ForumController,
  SyssetController,
  ProjectionsController,
  CustomersController,
  CustomersReadController,
  QuotationsController,
  QuotationsReadController,
  GoldenBeansController,
  CatalogController,
];

@Module({})
export class AppModule {
  static register(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), ThrottlerModule.forRoot(rateLimits(infra.config))],
      controllers: CONTROLLERS,
      providers: [
        { provide: INFRA, useValue: infra },
        // In this order: the rate limit counts refused requests too; then access is checked.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        Sessions,
        Accounts,
        LoginService,
        ReadYourWrites,
        LiveGateway,
        ChangeSyssetHandler,
        CustomerCommands,
        ReleaseRuns,
        CatalogCommands,
        PricingSettingsReader,
        BeanLedger,
        QuotationCommands,
      ],
    };
  }
}
