import { Module } from '@nestjs/common';
import { CustomersHome } from './customers.home';
import { CustomersReadController } from './customers-read.controller';
import { CustomersController } from './customers.controller';
import { ChangeHighSeasSettingsHandler } from './handlers/change-high-seas-settings';
import { ChangeTraderGradeHandler } from './handlers/change-trader-grade';
import { ClaimCustomerHandler } from './handlers/claim-customer';
import { CreateCustomerHandler } from './handlers/create-customer';
import { CreateTraderGradeHandler } from './handlers/create-trader-grade';
import { DeleteTraderGradeHandler } from './handlers/delete-trader-grade';
import { EditCustomerHandler } from './handlers/edit-customer';
import { ReassignCustomerHandler } from './handlers/reassign-customer';
import { ReleaseCustomerHandler } from './handlers/release-customer';
import { RunHighSeasReleaseHandler } from './handlers/run-high-seas-release';
import { SetCustomerGradeHandler } from './handlers/set-customer-grade';
import { HighSeasSettingsController } from './high-seas-settings.controller';

/** The customers area's controllers; the app module lists them in CONTROLLERS (the route catalogue and the API document walk it). */
export const CUSTOMER_CONTROLLERS = [
  CustomersController,
  CustomersReadController,
  HighSeasSettingsController,
];

/**
 * The customers area of the API: customers and the high seas (create, edit, claim, release,
 * reassign, grade), trader grades, the high-seas settings and the release runs. The processes a
 * command starts are carried on by the customer reactors, the daily release by its job
 * (projections/src/customers).
 */
@Module({
  controllers: CUSTOMER_CONTROLLERS,
  providers: [
    CreateCustomerHandler,
    EditCustomerHandler,
    ClaimCustomerHandler,
    ReleaseCustomerHandler,
    ReassignCustomerHandler,
    SetCustomerGradeHandler,
    CreateTraderGradeHandler,
    ChangeTraderGradeHandler,
    DeleteTraderGradeHandler,
    RunHighSeasReleaseHandler,
    ChangeHighSeasSettingsHandler,
    CustomersHome,
  ],
})
export class CustomersModule {}
