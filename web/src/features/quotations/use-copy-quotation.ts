import { useNavigate } from 'react-router-dom';
import { QUOTATION_SOURCE_KEY, writeSessionKey } from '../../lib/session-keys';
import { QUOTATION_CREATE_PATH } from './paths';

/** Copy: spec section 3 hands the source quotation to the wizard in the session key 'quotationid_from'. */
export function useCopyQuotation(): (id: string) => void {
  const navigate = useNavigate();
  return (id) => {
    writeSessionKey(QUOTATION_SOURCE_KEY, id);
    navigate(QUOTATION_CREATE_PATH);
  };
}
