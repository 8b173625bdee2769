import { Module } from '@nestjs/common';
import { CatalogReadController } from './catalog-read.controller';
import { CatalogController } from './catalog.controller';
import { ChangeCatalogItemHandler } from './handlers/change-catalog-item';
import { ChangeSettingsHandler } from './handlers/change-settings';
import { CreateCatalogItemHandler } from './handlers/create-catalog-item';
import { PricingSettingsReader } from './pricing-settings.reader';

/** The area's controllers, also listed in the app's CONTROLLERS (route tests, the API document). */
export const CATALOG_CONTROLLERS = [CatalogController, CatalogReadController];

/**
 * The quotation settings: catalogues and settings documents, their changes and histories, and
 * the pricing snapshot the quotations read. The first-start seed is initializeCatalogs.
 */
@Module({
  controllers: CATALOG_CONTROLLERS,
  providers: [
    CreateCatalogItemHandler,
    ChangeCatalogItemHandler,
    ChangeSettingsHandler,
    PricingSettingsReader,
  ],
  exports: [PricingSettingsReader],
})
export class CatalogModule {}
