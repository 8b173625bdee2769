import { useSearchParams } from 'react-router-dom';
import { QuotationDetailScreen } from './quotation-detail-screen';
import { useCopyQuotation } from '../use-copy-quotation';

/** /Quotation/Detail?id=...: one quotation, with what it was priced from and its lineage. */
export function QuotationDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') || null;
  const copy = useCopyQuotation();
  // Keyed: another quotation in the same tab starts with fresh state (dialogs closed).
  return <QuotationDetailScreen key={id ?? ''} id={id} onCopy={copy} />;
}
