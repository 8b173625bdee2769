import { useNavigate } from 'react-router-dom';
import { QuotationListScreen } from '../../features/quotations/components/quotation-list-screen';
import { QUOTATION_CREATE_PATH } from '../../features/quotations/paths';
import { QUOTATION_SOURCE_KEY, writeSessionKey } from '../shell/session-keys';

/** Copy: spec section 3 hands the source quotation to the wizard in the session key 'quotationid_from'. */
export function useCopyQuotation(): (id: string) => void {
  const navigate = useNavigate();
  return (id) => {
    writeSessionKey(QUOTATION_SOURCE_KEY, id);
    navigate(QUOTATION_CREATE_PATH);
  };
}

/** /Quotation: the signed-in salesman's or trader's quotations. */
export default function QuotationListRoute() {
  return <QuotationListScreen onCopy={useCopyQuotation()} />;
}
