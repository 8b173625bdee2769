import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QuotationWizard } from './quotation-wizard';
import { QUOTATION_SOURCE_KEY, readSessionKey, writeSessionKey } from '../../../lib/session-keys';

/**
 * /QuotationCreate: a new quotation; a copy of the one in the session key 'quotationid_from'
 * (spec section 3; leaving this page forgets it), or a revision of ?revisionOf=.
 */
export function QuotationCreateRoute() {
  const [params, setParams] = useSearchParams();
  const revisionOf = params.get('revisionOf');
  const [sourceId, setSourceId] = useState(() => readSessionKey(QUOTATION_SOURCE_KEY));
  const startBlank = () => {
    writeSessionKey(QUOTATION_SOURCE_KEY, null);
    setSourceId(null);
    setParams({});
  };
  const from = revisionOf ?? sourceId;
  // Keyed: another source starts a fresh form.
  return (
    <QuotationWizard
      key={from ?? ''}
      sourceId={revisionOf ? null : sourceId}
      revisionOf={revisionOf}
      onStartBlank={from ? startBlank : undefined}
    />
  );
}
