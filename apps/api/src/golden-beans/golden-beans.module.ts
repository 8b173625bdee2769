import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { BeanEntries } from './bean-entries';
import { GoldenBeansHome } from './golden-beans.home';
import { GoldenBeansReadController } from './golden-beans-read.controller';
import { GoldenBeansController } from './golden-beans.controller';
import { RechargeBeansHandler } from './handlers/recharge-beans';
import { ReverseBeanEntryHandler } from './handlers/reverse-bean-entry';

/**
 * The golden-beans area's controllers (Finance's writes, everyone's reads); the app module lists them in CONTROLLERS (the
 * route catalogue and the API document walk it).
 */
export const GOLDEN_BEAN_CONTROLLERS = [GoldenBeansController, GoldenBeansReadController];

/**
 * The golden-beans area of the API: the ledger's command handlers (recharge, reversal) and the
 * keyed entry writer. Quotation generation's debit and refund are the generation reactor's.
 */
@Module({
  // The pricing settings reader (the settings a price is worked out with, the golden-bean fee).
  imports: [CatalogModule],
  controllers: GOLDEN_BEAN_CONTROLLERS,
  providers: [BeanEntries, RechargeBeansHandler, ReverseBeanEntryHandler, GoldenBeansHome],
})
export class GoldenBeansModule {}
