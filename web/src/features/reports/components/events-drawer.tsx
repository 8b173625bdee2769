import { useId } from 'react';
import {
  Button,
  Callout,
  Classes,
  Drawer,
  H4,
  HTMLTable,
  Intent,
  Position,
  Spinner,
} from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ReportEventLine } from '@packflow/contracts';
import { useIsPhone } from '../../../lib/use-media';
import { reportsEn } from '../locales/en';
import { money } from './report-words';

type EventType = keyof typeof reportsEn.eventTypes;

/** An event's type in words (the type itself when the console has none for it). */
const typeIn = (type: string, t: (key: `reports.eventTypes.${EventType}`) => string): string =>
  type in reportsEn.eventTypes ? t(`reports.eventTypes.${type as EventType}`) : type;

/** The events behind a figure, one line each, in a drawer. */
export function EventsDrawer({
  name,
  currency,
  query,
  onClose,
}: {
  name: string;
  currency: string;
  query: { data?: ReportEventLine[] | undefined; isError: boolean; error: Error | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const titleId = useId();
  const lines = query.data;
  const withBucket = lines?.some((line) => line.bucket !== null) ?? false;
  return (
    <Drawer isOpen onClose={onClose} position={Position.RIGHT} size={phone ? '100%' : '900px'}>
      <div className="pf-report-drawer" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={Classes.DRAWER_HEADER}>
          <H4 id={titleId}>{t('reports.events.title', { name })}</H4>
          <Button
            variant="minimal"
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCrossIcon size={20} />}
            aria-label={t('reports.events.close')}
            onClick={onClose}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} pf-report-drawer-body`}>
          {query.isError && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('common.loadFailed', { message: query.error?.message ?? '' })}
            </Callout>
          )}
          {!lines && !query.isError && <Spinner size={24} aria-label={t('reports.events.loading')} />}
          {lines && lines.length === 0 && <p>{t('reports.events.empty')}</p>}
          {lines && lines.length > 0 && (
            <div
              className="pf-report-scroll"
              role="region"
              aria-label={t('reports.events.title', { name })}
              tabIndex={0}
            >
              <HTMLTable compact striped className="pf-report-table">
                <thead>
                  <tr>
                    <th scope="col">{t('reports.events.date')}</th>
                    <th scope="col">{t('reports.events.type')}</th>
                    <th scope="col">{t('reports.events.customer')}</th>
                    <th scope="col">{t('reports.events.order')}</th>
                    <th scope="col">{t('reports.events.contract')}</th>
                    <th scope="col" className="pf-report-num">
                      {t('reports.events.amount')}
                    </th>
                    {withBucket && <th scope="col">{t('reports.events.bucket')}</th>}
                    <th scope="col">{t('reports.events.position')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={`${line.eventId}-${line.orderNumber ?? ''}`}>
                      <td>{line.date}</td>
                      <td>{typeIn(line.type, t)}</td>
                      <td>{line.customerName}</td>
                      <td>{line.orderNumber ?? '—'}</td>
                      <td>{line.contractNumber ?? '—'}</td>
                      <td className="pf-report-num">{money(line.amount, currency)}</td>
                      {withBucket && <td>{line.bucket ? t(`reports.buckets.${line.bucket}`) : '—'}</td>}
                      <td title={`${t('reports.events.stream')}: ${line.streamId}`}>{line.position}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </div>
      </div>
    </Drawer>
  );
}
