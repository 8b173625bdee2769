import { Callout, Card, Classes, H3, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeanBalance } from '../api/get-bean-balance';
import { QueryState } from '../../../components/ui/query-state';
import { Field } from '../../../components/ui/field';

/**
 * A salesman's or trader's balance now, with the fee and threshold, the warning when quotations
 * are blocked, and the balance at the end of a chosen past day.
 */
export function BalanceCard() {
  const { t } = useTranslation();
  const now = useBeanBalance({ accountId: '', asOf: '' });
  const [asOf, setAsOf] = useState('');
  const past = useBeanBalance({ accountId: '', asOf }, asOf !== '');
  return (
    <Card className="pf-bean-balance" aria-label={t('beans.balance.title')} role="region">
      <QueryState query={now}>
        {(balance) => (
          <>
            <p className={Classes.TEXT_MUTED}>{t('beans.balance.current')}</p>
            <H3 aria-label={t('beans.balance.current')}>
              {balance.balance} {t('beans.unit', { count: Number(balance.balance) })}
            </H3>
            <p>
              {t('beans.balance.fee', {
                count: Number(balance.fee),
                fee: balance.fee,
                threshold: balance.threshold,
              })}
            </p>
            {balance.blocked && (
              <Callout intent={Intent.WARNING} title={t('beans.balance.insufficient')} role="alert">
                {t('beans.balance.contactFinance')}
              </Callout>
            )}
          </>
        )}
      </QueryState>
      <Field label={t('beans.balance.asOf')} labelFor="bean-balance-as-of" hint={t('beans.balance.asOfHint')}>
        <InputGroup
          id="bean-balance-as-of"
          type="date"
          value={asOf}
          max={new Date().toISOString().slice(0, 10)}
          onValueChange={setAsOf}
        />
      </Field>
      {asOf !== '' && past.data?.asOf === asOf && (
        <p role="status">
          {t('beans.balance.asOfValue', {
            count: Number(past.data.balance),
            date: asOf,
            balance: past.data.balance,
          })}
        </p>
      )}
      {asOf !== '' && past.isError && (
        <p role="status">{t('common.loadFailed', { message: past.error.message })}</p>
      )}
    </Card>
  );
}
