import { PriceReviewScreen } from '../../features/quotations/components/price-review-screen';

/** /OperatorManage/Index: the supervisor's review of price adjustments outside the allowed range. */
export default function OperatorManageIndexRoute() {
  return <PriceReviewScreen />;
}
