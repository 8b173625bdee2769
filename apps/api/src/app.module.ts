import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Infrastructure } from '@packflow/runtime';
import { AccessGuard } from './auth/access.guard';
import { AuthController } from './auth/auth.controller';
import { BILLS_CONTROLLERS, BillsModule } from './bills/bills.module';
import { CATALOG_CONTROLLERS, CatalogModule } from './catalog/catalog.module';
import { CONTRACT_CONTROLLERS, ContractsModule } from './contracts/contracts.module';
import { CUSTOMER_CONTROLLERS, CustomersModule } from './customers/customers.module';
import { FILE_CONTROLLERS, FilesModule } from './files/files.module';
import { FINANCE_CONTROLLERS, FinanceModule } from './finance/finance.module';
import { FORUM_CONTROLLERS, ForumModule } from './forum/forum.module';
import { GOLDEN_BEAN_CONTROLLERS, GoldenBeansModule } from './golden-beans/golden-beans.module';
import { HOME_CONTROLLERS, HomeModule } from './home/home.module';
import { HealthController } from './health/health.controller';
import { RateLimitGuard, rateLimits } from './http/rate-limit';
import { LiveGateway } from './live/live.gateway';
import { NOTIFICATION_CONTROLLERS, NotificationsModule } from './notifications/notifications.module';
import { ORDER_CONTROLLERS, OrdersModule } from './orders/orders.module';
import { INSPECTION_CONTROLLERS, InspectionModule } from './inspection/inspection.module';
import { PRODUCTION_CONTROLLERS, ProductionModule } from './production/production.module';
import { ProjectionsController } from './projections/projections.controller';
import { QUOTATION_CONTROLLERS, QuotationsModule } from './quotations/quotations.module';
import { REPORTS_CONTROLLERS, ReportsModule } from './reports/reports.module';
import { SHIPPING_CONTROLLERS, ShippingModule } from './shipping/shipping.module';
import { STATISTICS_CONTROLLERS, StatisticsModule } from './statistics/statistics.module';
import { IDENTITY_CONTROLLERS, IdentityModule } from './staff/identity.module';
import { SYSSET_CONTROLLERS, SyssetModule } from './sysset/sysset.module';
import { WAGES_CONTROLLERS, WagesModule } from './wages/wages.module';
import { DocsController } from './docs/docs.controller';
import { CoreModule } from './core.module';

/**
 * The business areas: each module brings its controllers, handlers and queries. A new area is
 * one import and one entry here.
 */
const AREAS: { module: Type; controllers: readonly Type[] }[] = [
  { module: IdentityModule, controllers: IDENTITY_CONTROLLERS },
  { module: ForumModule, controllers: FORUM_CONTROLLERS },
  { module: SyssetModule, controllers: SYSSET_CONTROLLERS },
  { module: CatalogModule, controllers: CATALOG_CONTROLLERS },
  { module: CustomersModule, controllers: CUSTOMER_CONTROLLERS },
  { module: QuotationsModule, controllers: QUOTATION_CONTROLLERS },
  { module: ContractsModule, controllers: CONTRACT_CONTROLLERS },
  { module: GoldenBeansModule, controllers: GOLDEN_BEAN_CONTROLLERS },
  { module: HomeModule, controllers: HOME_CONTROLLERS },
  { module: FilesModule, controllers: FILE_CONTROLLERS },
  { module: NotificationsModule, controllers: NOTIFICATION_CONTROLLERS },
  { module: OrdersModule, controllers: ORDER_CONTROLLERS },
  { module: FinanceModule, controllers: FINANCE_CONTROLLERS },
  { module: ProductionModule, controllers: PRODUCTION_CONTROLLERS },
  { module: InspectionModule, controllers: INSPECTION_CONTROLLERS },
  { module: ShippingModule, controllers: SHIPPING_CONTROLLERS },
  { module: BillsModule, controllers: BILLS_CONTROLLERS },
  { module: ReportsModule, controllers: REPORTS_CONTROLLERS },
  { module: WagesModule, controllers: WAGES_CONTROLLERS },
  { module: StatisticsModule, controllers: STATISTICS_CONTROLLERS },
];

/** The API core's controllers: health, sign-in and sessions, processes, the API document. */
const CORE_CONTROLLERS = [HealthController, AuthController, ProjectionsController, DocsController];

/** Every controller of the API; the route-declaration test and the API document walk them. */
export const CONTROLLERS: readonly Type[] = [...CORE_CONTROLLERS, ...AREAS.flatMap((a) => a.controllers)];

@Module({})
export class AppModule {
  static register(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        ThrottlerModule.forRoot(rateLimits(infra.config)),
        CoreModule.register(infra),
        ...AREAS.map((a) => a.module),
      ],
      controllers: CORE_CONTROLLERS,
      providers: [
        // In this order: the rate limit counts refused requests too; then access is checked.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        LiveGateway,
      ],
    };
  }
}
