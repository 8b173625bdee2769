import './job-card.css';
import { Callout, Card, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { PauseIcon, TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StageCard, StageState } from '@packflow/contracts';
import { formatDateTime } from '../../../lib/format';
import { currentLocale, textOr } from '../../../lib/i18n';
import { JobCardActions } from './job-card-actions';
import { MachineStateTag } from './machine-state-tag';
import { useStageName } from './stage-command';
import { StageLedger, number } from './stage-ledger';

export const PRODUCTION_DETAIL_PATH = '/OrderProduct/Detail';
export const productionDetailHref = (orderId: string): string =>
  `${PRODUCTION_DETAIL_PATH}?id=${encodeURIComponent(orderId)}`;

const STATE_INTENT: Readonly<Record<StageState, Intent>> = {
  unscheduled: Intent.NONE,
  scheduled: Intent.PRIMARY,
  running: Intent.SUCCESS,
  paused: Intent.WARNING,
  finished: Intent.NONE,
};

/** Hours left until `until`, rounded up; 0 once passed. */
export const hoursLeft = (until: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(until) - now) / 3_600_000));

/** A quantity with its unit as the quotation words it, without the price's slash ("10,000 pc"). */
export const quantityText = (quantity: number, unit: string): string =>
  `${number(quantity)} ${textOr(`production.unitSuffix.${unit}`, unit).replace(/^\//, '')}`;

/**
 * A job card: one stage of one order, as the stage screens and the board show it. Order number,
 * customer (name only), bag type, quantity, machine and its state, operators, planned start, state,
 * progress, the material ledger and the cure countdown; the buttons are those the server offers.
 */
export function JobCard({ card, now = Date.now() }: { card: StageCard; now?: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const name = useStageName()(card);
  const product =
    card.make === 'coiled' || !card.bagType
      ? t(`production.makes.${card.make}`)
      : t(`production.bagTypes.${card.bagType}`);
  const quantity = quantityText(card.quantity, card.unit);
  const curing = card.cureUntil !== null && !card.cureOverridden && Date.parse(card.cureUntil) > now;
  const percent = Math.round(Math.min(1, Math.max(0, card.progress)) * 100);
  const classes = [
    'pf-job-card',
    `pf-job-card-${card.state}`,
    card.ledger.wasteOver ? 'pf-job-card-waste-over' : '',
    card.ledger.unaccountedFlag ? 'pf-job-card-unaccounted' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Card
      className={classes}
      role="article"
      aria-label={t('production.stages.card.label', { stage: name, number: card.number })}
      data-position={card.position}
    >
      <header className="pf-job-head">
        <Link
          to={productionDetailHref(card.orderId)}
          className="pf-job-number"
          aria-label={t('production.stages.card.openLabel', { number: card.number })}
        >
          {card.number}
        </Link>
        <Tag intent={STATE_INTENT[card.state]} minimal={card.state === 'finished'} round>
          {t(`production.stageStates.${card.state}`)}
        </Tag>
      </header>
      <div className="pf-job-customer">{card.customerName}</div>
      <div className="pf-job-meta">
        {t('production.stages.card.stageOf', { kind: name, seq: card.seq, count: card.stageCount })}
      </div>
      <div className="pf-job-meta">
        {product} · {quantity}
      </div>
      <dl className="pf-job-facts">
        <div>
          <dt>{t('production.stages.card.machine')}</dt>
          <dd>
            {card.machineName ?? t('production.stages.card.noMachine')}{' '}
            {card.machineState && <MachineStateTag state={card.machineState} />}
          </dd>
        </div>
        <div>
          <dt>{t('production.stages.card.operators')}</dt>
          <dd>{card.operators.length ? card.operators.join(', ') : t('production.stages.card.none')}</dd>
        </div>
        <div>
          <dt>{t('production.stages.card.plannedStart')}</dt>
          <dd>
            {card.plannedStart
              ? formatDateTime(card.plannedStart, locale)
              : t('production.stages.card.notPlanned')}
          </dd>
        </div>
      </dl>
      {card.state === 'paused' && card.pausedReason && (
        <Callout intent={Intent.WARNING} compact icon={<PauseIcon />}>
          {t('production.stages.card.paused', { reason: card.pausedReason })}
        </Callout>
      )}
      {curing && (
        <Tag intent={Intent.WARNING} icon={<TimeIcon />} large className="pf-job-cure">
          {t('production.stages.card.cureLeft', { hours: hoursLeft(card.cureUntil!, now) })}
        </Tag>
      )}
      {card.cureUntil !== null && card.cureOverridden && (
        <Tag minimal intent={Intent.DANGER} className="pf-job-cure">
          {t('production.stages.card.cureOverridden')}
        </Tag>
      )}
      <div className="pf-job-progress">
        <span>{t('production.stages.card.progress')}</span>
        <ProgressBar
          value={percent / 100}
          animate={false}
          stripes={card.state === 'running'}
          intent={card.ledger.wasteOver ? Intent.DANGER : Intent.SUCCESS}
          aria-label={t('production.stages.card.progress')}
        />
        <span>{t('production.stages.card.progressValue', { percent })}</span>
      </div>
      <StageLedger card={card} />
      <JobCardActions card={card} />
    </Card>
  );
}
