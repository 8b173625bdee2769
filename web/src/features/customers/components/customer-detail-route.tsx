import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CustomerDetailScreen } from './customer-detail-screen';
import { readSessionKey, writeSessionKey } from '../../../lib/session-keys';

/**
 * /Customer/Detail?id=...: the customer in the address; without one, the customer this tab last
 * opened (spec section 3 keeps it as the session key 'customerid').
 */
export function CustomerDetailRoute() {
  const [params] = useSearchParams();
  const fromAddress = params.get('id');
  const id = fromAddress || readSessionKey('customerid');
  useEffect(() => {
    if (fromAddress) writeSessionKey('customerid', fromAddress);
  }, [fromAddress]);
  // Keyed: another customer in the same tab starts with fresh state (dialogs closed).
  return <CustomerDetailScreen key={id ?? ''} id={id} />;
}
