import { useCopyQuotation } from '../use-copy-quotation';
import { QuotationListScreen } from './quotation-list-screen';

/** /Quotation: the signed-in salesman's or trader's quotations. */
export function QuotationListRoute() {
  return <QuotationListScreen onCopy={useCopyQuotation()} />;
}
