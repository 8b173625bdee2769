import './bills.css';
import { useState } from 'react';
import { Button, ButtonGroup, Callout, Card, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { DocumentIcon, ExchangeIcon, ThIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { BillAction, BillTotals, BillView } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { toastError } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { downloadBill, useBill } from '../api/bills';
import { AdjustDialog } from './adjust-dialog';
import { ConfirmDialog, DisputeDialog, SendDialog } from './bill-answer-dialogs';
import { BILLS_PATHS, STATUS_INTENT, money, shortHash } from './bills-words';
import { CompareDialog } from './compare-dialog';

const HISTORY_TYPES = [
  'BillIssued',
  'BillSent',
  'BillDisputed',
  'BillAdjusted',
  'BillConfirmed',
  'BillSealed',
] as const;

/** An event of the bill's history in words (its type as it is when the console has no words for it). */
const historyText = (type: string, t: TFunction): string =>
  (HISTORY_TYPES as readonly string[]).includes(type) ? t(`bills.events.${type as 'BillSent'}`) : type;

/**
 * A history entry's note in words: disputed lines named by their number in the lines table (not
 * their ids), adjustments' amounts as money, an early finish said in the reader's language.
 */
const historyNote = (h: { type: string; note: string }, bill: BillView, t: TFunction): string => {
  if (!h.note) return '—';
  switch (h.type) {
    case 'BillConfirmed':
      return h.note === 'early' ? t('bills.detail.finishedEarly') : h.note;
    case 'BillDisputed':
      return bill.lines.reduce((note, line, i) => note.split(`${line.lineId}:`).join(`#${i + 1}:`), h.note);
    case 'BillAdjusted':
      return h.note.replace(
        /(^|; )(-?\d+(?:\.\d+)?) /g,
        (_, start: string, amount: string) => `${start}${money(amount, bill.currency)} `,
      );
    default:
      return h.note;
  }
};

const TOTALS: (keyof BillTotals)[] = [
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

/** /Reconciliation/Detail?id=<billId>: a bill with its lines, disputes, history and actions. */
export function BillDetailScreen() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const query = useBill(id);
  const bill = query.data;
  const title = bill
    ? t('bills.detail.title', { customer: bill.customerName, month: bill.month })
    : t('bills.titles.detail');
  return (
    <Page title={title}>
      <div className="pf-bills">
        <Link to={BILLS_PATHS.index}>{t('bills.detail.back')}</Link>
        {!id && <Callout intent={Intent.WARNING}>{t('bills.detail.noId')}</Callout>}
        {query.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('common.loadFailed', { message: query.error.message })}
          </Callout>
        )}
        {id && !bill && !query.isError && <Spinner size={24} aria-label={t('bills.detail.loading')} />}
        {bill && <BillBody bill={bill} />}
      </div>
    </Page>
  );
}

type Open = BillAction | 'compare' | null;

/** The bill itself: what the detail page shows once loaded (also the component tests' subject). */
export function BillBody({ bill }: { bill: BillView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const download = (kind: 'pdf' | 'xlsx') =>
    downloadBill(bill.id, kind).catch((error: Error) =>
      toastError(t('bills.detail.downloadFailed', { message: error.message })),
    );
  const position = (index: number) => index + 1;
  return (
    <>
      <Card className="pf-bill-head">
        <div className="pf-bill-head-line">
          <Tag large intent={STATUS_INTENT[bill.status]}>
            {t(`bills.status.${bill.status}`)}
          </Tag>
          <span>
            {t('bills.detail.owner')}: {bill.ownerName}
          </span>
          <span>
            {t('bills.detail.currency')}: {bill.currency}
          </span>
          {bill.sentAt && (
            <span>
              {t('bills.detail.sentAt')}: {formatDateTime(bill.sentAt, locale)}
            </span>
          )}
        </div>
        <dl className="pf-bill-totals" aria-label={t('bills.detail.lines')}>
          {TOTALS.map((key) => (
            <div key={key} className={key === 'closingBalance' ? 'pf-bill-closing' : undefined}>
              <dt>{t(`bills.totals.${key}`)}</dt>
              <dd>
                {key === 'signedOrders' ? bill.totals.signedOrders : money(bill.totals[key], bill.currency)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="pf-bill-actions" role="toolbar" aria-label={t('bills.titles.detail')}>
          {bill.actions.map((action) => (
            <Button
              key={action}
              intent={action === 'dispute' ? Intent.WARNING : Intent.PRIMARY}
              text={t(`bills.actions.${action}`)}
              onClick={() => setOpen(action)}
            />
          ))}
          <ButtonGroup className="pf-bill-downloads">
            {bill.sentPosition !== null && (
              <Button
                icon={<ExchangeIcon />}
                text={t('bills.detail.compare')}
                onClick={() => setOpen('compare')}
              />
            )}
            <Button
              icon={<DocumentIcon />}
              text={t('bills.detail.pdf')}
              onClick={() => void download('pdf')}
            />
            <Button icon={<ThIcon />} text={t('bills.detail.xlsx')} onClick={() => void download('xlsx')} />
          </ButtonGroup>
        </div>
      </Card>

      <Card className="pf-bill-card">
        <h3>{t('bills.detail.lines')}</h3>
        {bill.lines.length === 0 ? (
          <p>{t('bills.detail.linesEmpty')}</p>
        ) : (
          <div className="pf-bill-scroll" role="region" aria-label={t('bills.detail.lines')} tabIndex={0}>
            <HTMLTable compact striped className="pf-bill-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('bills.columns.date')}</th>
                  <th scope="col">{t('bills.columns.kind')}</th>
                  <th scope="col">{t('bills.columns.order')}</th>
                  <th scope="col">{t('bills.columns.contract')}</th>
                  <th scope="col">{t('bills.columns.amount')}</th>
                  <th scope="col">{t('bills.columns.note')}</th>
                  <th scope="col">{t('bills.columns.position')}</th>
                </tr>
              </thead>
              <tbody>
                {bill.lines.map((line, index) => {
                  const disputed = bill.disputes.some((d) => d.lineId === line.lineId);
                  return (
                    <tr key={line.lineId} className={disputed ? 'pf-bill-disputed' : undefined}>
                      <td>{position(index)}</td>
                      <td>{line.date}</td>
                      <td>
                        {t(`bills.kinds.${line.kind}`)}{' '}
                        {line.priorPeriod && (
                          <Tag minimal intent="warning" title={t('bills.detail.priorHint')}>
                            {t('bills.detail.prior')}
                          </Tag>
                        )}
                        {disputed && (
                          <Tag minimal intent="danger">
                            {t('bills.status.disputed')}
                          </Tag>
                        )}
                      </td>
                      <td>{line.orderNumber ?? '—'}</td>
                      <td>{line.contractNumber ?? '—'}</td>
                      <td className="pf-bill-num">{money(line.amount, bill.currency)}</td>
                      <td>{line.note || '—'}</td>
                      <td title={line.streamId ?? undefined} className="pf-bill-hash">
                        {line.position ?? '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </Card>

      {bill.disputes.length > 0 && (
        <Card className="pf-bill-card">
          <h3>{t('bills.detail.disputes')}</h3>
          <ul className="pf-bill-disputes">
            {bill.disputes.map((d) => {
              const index = bill.lines.findIndex((line) => line.lineId === d.lineId);
              return (
                <li key={d.lineId}>
                  <strong>#{index >= 0 ? position(index) : d.lineId}</strong> {d.reason}{' '}
                  <span className="pf-bill-muted">
                    {d.byName} · {formatDateTime(d.at, locale)}
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
      )}

      <Card className="pf-bill-card">
        <h3>{t('bills.detail.history')}</h3>
        <div className="pf-bill-scroll" role="region" aria-label={t('bills.detail.history')} tabIndex={0}>
          <HTMLTable compact className="pf-bill-table">
            <thead>
              <tr>
                <th scope="col">{t('bills.columns.at')}</th>
                <th scope="col">{t('bills.columns.event')}</th>
                <th scope="col">{t('bills.columns.by')}</th>
                <th scope="col">{t('bills.columns.note')}</th>
                <th scope="col">{t('bills.columns.position')}</th>
                <th scope="col">{t('bills.columns.hash')}</th>
              </tr>
            </thead>
            <tbody>
              {bill.history.map((h) => (
                <tr key={`${h.position}-${h.type}`}>
                  <td>{formatDateTime(h.at, locale)}</td>
                  <td>{historyText(h.type, t)}</td>
                  <td>{h.by === 'system' ? t('bills.closes.system') : h.byName || h.by}</td>
                  <td>{historyNote(h, bill, t)}</td>
                  <td>{h.position}</td>
                  <td className="pf-bill-hash" title={h.hash ?? undefined}>
                    {shortHash(h.hash)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        {bill.sealed ? (
          <p className="pf-bill-sealed">
            {t('bills.detail.sealed', {
              at: formatDateTime(bill.sealed.at, locale),
              by: bill.history.find((h) => h.type === 'BillSealed')?.byName || bill.sealed.by,
            })}
            <br />
            {t('bills.detail.chainHead')}: <code className="pf-bill-hash">{bill.sealed.chainHead}</code>
          </p>
        ) : (
          <p className="pf-bill-muted">{t('bills.detail.notSealed')}</p>
        )}
      </Card>

      {open === 'send' && <SendDialog bill={bill} onClose={close} />}
      {open === 'confirm' && <ConfirmDialog bill={bill} onClose={close} />}
      {open === 'dispute' && <DisputeDialog bill={bill} onClose={close} />}
      {open === 'adjust' && <AdjustDialog bill={bill} onClose={close} />}
      {open === 'compare' && <CompareDialog bill={bill} onClose={close} />}
    </>
  );
}
