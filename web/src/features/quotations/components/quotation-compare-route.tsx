import { useSearchParams } from 'react-router-dom';
import { QuotationCompareScreen } from './quotation-compare-screen';

/** /Quotation/Compare?a=...&b=...: two quotations side by side. */
export function QuotationCompareRoute() {
  const [params] = useSearchParams();
  return <QuotationCompareScreen a={params.get('a') || null} b={params.get('b') || null} />;
}
