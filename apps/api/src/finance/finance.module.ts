import { Module } from '@nestjs/common';
import { FinanceReadController } from './finance-read.controller';
import { FinanceController } from './finance.controller';
import { FinanceHome } from './finance.home';
import { ApproveOtherTermsHandler } from './handlers/approve-other-terms';
import { DecideReceiptHandler } from './handlers/decide-receipt';
import { RecordReceiptHandler } from './handlers/record-receipt';
import { PayPaymentHandler, RequestRefundHandler } from './handlers/refunds';
import { MoneyInputs } from './money-inputs';

/** The finance area's controllers; the app module lists them in CONTROLLERS. */
export const FINANCE_CONTROLLERS = [FinanceController, FinanceReadController];

/** Money in: receipts recorded and decided, a contract's money, the approval of 'other' terms. */
@Module({
  controllers: FINANCE_CONTROLLERS,
  providers: [
    FinanceHome,
    MoneyInputs,
    RecordReceiptHandler,
    DecideReceiptHandler,
    ApproveOtherTermsHandler,
    RequestRefundHandler,
    PayPaymentHandler,
  ],
})
export class FinanceModule {}
