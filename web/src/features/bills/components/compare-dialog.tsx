import { Callout, Classes, Dialog, DialogBody, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BillLine, BillTotals, BillView } from '@packflow/contracts';
import { useBillComparison } from '../api/bills';
import { money } from './bills-words';

const TOTAL_KEYS: (keyof BillTotals)[] = [
  'openingBalance',
  'signedOrders',
  'signingAmount',
  'downPayments',
  'balances',
  'refunds',
  'collections',
  'adjustments',
  'closingBalance',
];

/** The bill as it was sent beside how it stands now: lines added, lines gone, totals changed. */
export function CompareDialog({ bill, onClose }: { bill: BillView; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useBillComparison(bill.id, true);
  const data = query.data;
  const byId = new Map<string, BillLine>();
  for (const line of [...(data?.sent?.lines ?? []), ...(data?.now.lines ?? [])]) byId.set(line.lineId, line);
  const lineText = (id: string) => {
    const line = byId.get(id);
    return line
      ? `${line.date} ${t(`bills.kinds.${line.kind}`)} ${line.orderNumber ?? line.contractNumber ?? ''} ${money(line.amount, bill.currency)}`
      : id;
  };
  const total = (view: BillView | null | undefined, key: keyof BillTotals) =>
    view ? (key === 'signedOrders' ? String(view.totals[key]) : money(view.totals[key], bill.currency)) : '—';
  return (
    <Dialog isOpen title={t('bills.compare.title')} onClose={onClose} className="pf-bill-dialog">
      <DialogBody>
        {query.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('common.loadFailed', { message: query.error.message })}
          </Callout>
        )}
        {!data && !query.isError && <Spinner size={24} aria-label={t('bills.compare.loading')} />}
        {data && !data.sent && <p>{t('bills.compare.neverSent')}</p>}
        {data?.sent && (
          <>
            {data.added.length + data.removed.length + data.changedTotals.length === 0 && (
              <p>{t('bills.compare.same')}</p>
            )}
            {data.added.length > 0 && (
              <section aria-label={t('bills.compare.added')}>
                <h4>{t('bills.compare.added')}</h4>
                <ul className="pf-bill-added">
                  {data.added.map((id) => (
                    <li key={id}>+ {lineText(id)}</li>
                  ))}
                </ul>
              </section>
            )}
            {data.removed.length > 0 && (
              <section aria-label={t('bills.compare.removed')}>
                <h4>{t('bills.compare.removed')}</h4>
                <ul className="pf-bill-removed">
                  {data.removed.map((id) => (
                    <li key={id}>− {lineText(id)}</li>
                  ))}
                </ul>
              </section>
            )}
            <div className="pf-bill-scroll">
              <HTMLTable compact className={Classes.HTML_TABLE} aria-label={t('bills.compare.changed')}>
                <thead>
                  <tr>
                    <th scope="col">{t('bills.compare.total')}</th>
                    <th scope="col">{t('bills.compare.sent')}</th>
                    <th scope="col">{t('bills.compare.now')}</th>
                  </tr>
                </thead>
                <tbody>
                  {TOTAL_KEYS.map((key) => (
                    <tr
                      key={key}
                      className={data.changedTotals.includes(key) ? 'pf-bill-changed' : undefined}
                    >
                      <th scope="row">{t(`bills.totals.${key}`)}</th>
                      <td className="pf-bill-num">{total(data.sent, key)}</td>
                      <td className="pf-bill-num">{total(data.now, key)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
