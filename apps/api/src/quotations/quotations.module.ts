import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { QuotationDocumentController } from './document/quotation-document.controller';
import { ChangeQuotationRatioHandler } from './handlers/change-quotation-ratio';
import { GenerateQuotationHandler } from './handlers/generate-quotation';
import { PriceQuotationHandler } from './handlers/price-quotation';
import { ApproveQuotationHandler, RejectQuotationHandler } from './handlers/review-quotation';
import { QuotationInputs } from './quotation-inputs';
import { QuotationsHome } from './quotations.home';
import { QuotationsReadController } from './quotations-read.controller';
import { QuotationsController } from './quotations.controller';

/**
 * The quotations area's controllers (writes and reads), mounted by this module; the app module
 * also lists them in CONTROLLERS (the route catalogue and the API document walk it).
 */
export const QUOTATION_CONTROLLERS = [
  QuotationsController,
  QuotationsReadController,
  QuotationDocumentController,
];

/**
 * The quotations area of the API: its command handlers and what they read. The infrastructure and
 * read-your-writes come from the global core module, the pricing settings from the catalogue's.
 */
@Module({
  // The pricing settings reader (the settings a price is worked out with, the golden-bean fee).
  imports: [CatalogModule],
  controllers: QUOTATION_CONTROLLERS,
  providers: [
    QuotationInputs,
    PriceQuotationHandler,
    GenerateQuotationHandler,
    ChangeQuotationRatioHandler,
    ApproveQuotationHandler,
    RejectQuotationHandler,
    QuotationsHome,
  ],
})
export class QuotationsModule {}
