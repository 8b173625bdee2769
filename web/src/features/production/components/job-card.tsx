import './job-card.css';
import { type ReactElement, useState } from 'react';
import { Button, Callout, Card, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import {
  EditIcon,
  FlagIcon,
  PauseIcon,
  PlayIcon,
  TickIcon,
  TimeIcon,
  UnlockIcon,
  WarningSignIcon,
} from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StageAction, StageCard, StageState } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLocale, textOr } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { useStageCommand } from '../api/stages';
import { MachineStateTag } from './machine-state-tag';
import { useStageName } from './stage-command';
import { StageEntryDialog, StageReasonDialog, StageStartDialog } from './stage-dialogs';

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

/** The job card's buttons, in this order; scheduling is the planner's screen, not the card's. */
const CARD_ACTIONS = [
  'start',
  'pause',
  'resume',
  'record',
  'finish',
  'overrideCure',
] as const satisfies readonly StageAction[];
type CardAction = (typeof CARD_ACTIONS)[number];

const PERMISSION: Readonly<Record<CardAction, string>> = {
  start: 'POST@production/:orderId/stages/:stage/start',
  pause: 'POST@production/:orderId/stages/:stage/pause',
  resume: 'POST@production/:orderId/stages/:stage/resume',
  record: 'POST@production/:orderId/stages/:stage/entries',
  finish: 'POST@production/:orderId/stages/:stage/finish',
  overrideCure: 'POST@production/:orderId/stages/:stage/cure-override',
};

const ICON: Readonly<Record<CardAction, ReactElement>> = {
  start: <PlayIcon />,
  pause: <PauseIcon />,
  resume: <PlayIcon />,
  record: <EditIcon />,
  finish: <TickIcon />,
  overrideCure: <UnlockIcon />,
};

/** Hours left until `until`, rounded up; 0 once passed. */
export const hoursLeft = (until: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(until) - now) / 3_600_000));

/** A quantity with its unit as the quotation words it, without the price's slash ("10,000 pc"). */
export const quantityText = (quantity: number, unit: string): string =>
  `${number(quantity)} ${textOr(`production.unitSuffix.${unit}`, unit).replace(/^\//, '')}`;

const number = (value: number): string =>
  value.toLocaleString(currentLocale() === 'cn' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });

/** The stage's material ledger: in, good, waste and unaccounted, waste over target red and unaccounted flagged. */
export function StageLedger({ card }: { card: StageCard }) {
  const { t } = useTranslation();
  const l = card.ledger;
  const m = (value: number) => t('production.stages.ledger.metres', { value: number(value) });
  const good =
    card.outputUnit === 'piece'
      ? t('production.stages.ledger.pieces', { value: number(l.goodOut) })
      : m(l.goodOut);
  const waste = l.setupWaste + l.runningWaste;
  return (
    <dl className="pf-ledger" aria-label={t('production.stages.ledger.label')}>
      <div>
        <dt>{t('production.stages.ledger.in')}</dt>
        <dd>
          {m(l.metresIn)}
          {l.kgIn > 0 && <small> · {t('production.stages.ledger.kg', { value: number(l.kgIn) })}</small>}
        </dd>
      </div>
      <div>
        <dt>{t('production.stages.ledger.good')}</dt>
        <dd>{good}</dd>
      </div>
      <div className={l.wasteOver ? 'pf-ledger-over' : undefined}>
        <dt>{t('production.stages.ledger.waste')}</dt>
        <dd title={l.wasteOver ? t('production.stages.ledger.wasteOver') : undefined}>
          {m(waste)}{' '}
          <small>({t('production.stages.ledger.percent', { value: number(l.wastePercent) })})</small>
          {l.wasteOver && (
            <WarningSignIcon
              className="pf-ledger-flag"
              aria-label={t('production.stages.ledger.wasteOver')}
            />
          )}
        </dd>
      </div>
      <div className={l.unaccountedFlag ? 'pf-ledger-flagged' : undefined}>
        <dt>{t('production.stages.ledger.unaccounted')}</dt>
        <dd title={l.unaccountedFlag ? t('production.stages.ledger.unaccountedFlag') : undefined}>
          {m(l.unaccounted)}{' '}
          <small>({t('production.stages.ledger.percent', { value: number(l.unaccountedPercent) })})</small>
          {l.unaccountedFlag && (
            <FlagIcon className="pf-ledger-flag" aria-label={t('production.stages.ledger.unaccountedFlag')} />
          )}
        </dd>
      </div>
    </dl>
  );
}

/** The card's buttons: only what the server lists in `actions` (and the role's permissions allow). */
export function JobCardActions({ card }: { card: StageCard }) {
  const { t } = useTranslation();
  const may = useMay();
  const name = useStageName()(card);
  const [open, setOpen] = useState<CardAction | null>(null);
  const [refusal, setRefusal] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const command = useStageCommand();
  const direct = async (kind: 'resume' | 'finish') => {
    setRefusal('');
    if (
      kind === 'finish' &&
      !(await confirm({
        message: t('production.stages.dialogs.finishConfirm', { stage: name, number: card.number }),
        confirmText: t('production.stages.actions.finish'),
      }))
    )
      return;
    try {
      await command.mutateAsync({ orderId: card.orderId, stage: card.stage, command: kind, form: {} });
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  };
  const shown = CARD_ACTIONS.filter((a) => card.actions.includes(a) && may(PERMISSION[a]));
  if (shown.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      {refusal && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {refusal}
        </Callout>
      )}
      <div className="pf-job-actions">
        {shown.map((a) => (
          <Button
            key={a}
            large
            icon={ICON[a]}
            intent={
              a === 'start' || a === 'record'
                ? Intent.PRIMARY
                : a === 'overrideCure'
                  ? Intent.DANGER
                  : Intent.NONE
            }
            text={t(`production.stages.actions.${a}`)}
            loading={
              command.isPending && (a === 'resume' || a === 'finish') && command.variables?.command === a
            }
            onClick={() => {
              setRefusal('');
              if (a === 'resume' || a === 'finish') void direct(a);
              else setOpen(a);
            }}
          />
        ))}
      </div>
      {open === 'start' && <StageStartDialog card={card} onClose={close} />}
      {open === 'record' && <StageEntryDialog card={card} onClose={close} />}
      {open === 'pause' && <StageReasonDialog card={card} command="pause" onClose={close} />}
      {open === 'overrideCure' && <StageReasonDialog card={card} command="cure-override" onClose={close} />}
      {confirmDialog}
    </>
  );
}

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
