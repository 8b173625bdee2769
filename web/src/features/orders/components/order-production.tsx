import { Callout, Card, HTMLTable, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  JobPhase,
  Locale,
  OrderDetail,
  OrderProductionSummary,
  ReviewStatus,
  StageKind,
  StageState,
} from '@packflow/contracts';
import { ProductionLedgerChart } from '../../../components/production-ledger-chart';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';

/** "45%" (0..1 in). */
export const percentOf = (progress: number, locale: Locale): string =>
  new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(Math.min(1, Math.max(0, progress)));

/** A stage's name: its kind, numbered when an order has several of that kind (lamination-2 -> "Lamination 2"). */
export function stageName(key: string, kind: StageKind, t: TFunction): string {
  const name = t(`orders.production.stageKinds.${kind}`);
  const n = /-(\d+)$/.exec(key)?.[1];
  return n ? t('orders.production.stageNumbered', { kind: name, n }) : name;
}

/** A stage's name from its key alone (a story step names only the key): printing, lamination-2, bagMaking. */
export function stageNameOfKey(key: string, t: TFunction): string {
  const kind = key.replace(/-\d+$/, '');
  const known: readonly string[] = ['printing', 'lamination', 'slitting', 'bagMaking'];
  return known.includes(kind) ? stageName(key, kind as StageKind, t) : key;
}

const REVIEW_INTENT: Record<ReviewStatus, Intent> = {
  pending: Intent.WARNING,
  confirmed: Intent.SUCCESS,
  rejected: Intent.DANGER,
};

const STATE_INTENT: Record<StageState, Intent> = {
  unscheduled: Intent.NONE,
  scheduled: Intent.PRIMARY,
  running: Intent.SUCCESS,
  paused: Intent.WARNING,
  finished: Intent.NONE,
};

/** The one line the order's facts show: where production stands and how far, or not started. */
export function productionFact(order: OrderDetail, t: TFunction, locale: Locale): string {
  const p = order.production;
  if (!p) return t('orders.detail.productionNotStarted');
  return t('orders.production.summary', {
    phase: t(`orders.production.phase.${p.phase as JobPhase}`),
    percent: percentOf(p.progress, locale),
  });
}

/**
 * The order's production as the salesman or trader follows it (factory.md, "sellers follow it"):
 * the production review (a rejection with its reason and how to send the order back to review),
 * the progress, each stage with its state, good output and times, the production steps, and for
 * staff only the material ledger across the stages as a small picture: shown iff the server
 * sent one (it sends none to traders), whatever the reader's role.
 */
export function OrderProduction({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const p = order.production;
  return (
    <Card className="pf-order-card" aria-labelledby="order-production-title" role="region">
      <h4 id="order-production-title">{t('orders.production.title')}</h4>
      {!p ? (
        <p className="bp6-text-muted">{t('orders.production.notStarted')}</p>
      ) : (
        <ProductionBody order={order} production={p} locale={locale} t={t} />
      )}
    </Card>
  );
}

function ProductionBody({
  order,
  production: p,
  locale,
  t,
}: {
  order: OrderDetail;
  production: OrderProductionSummary;
  locale: Locale;
  t: TFunction;
}) {
  // The server sends a ledger to staff only (null to traders): shown iff it came.
  const ledger = p.ledger ?? [];
  return (
    <>
      <dl className="pf-order-facts pf-production-facts">
        <dt>{t('orders.production.review')}</dt>
        <dd>
          <Tag minimal intent={REVIEW_INTENT[p.reviewStatus]}>
            {t(`orders.production.reviewStatus.${p.reviewStatus}`)}
          </Tag>
        </dd>
        <dt>{t('orders.production.phaseLabel')}</dt>
        <dd>{t(`orders.production.phase.${p.phase}`)}</dd>
      </dl>
      {p.reviewStatus === 'rejected' && (
        <Callout intent={Intent.DANGER} role="alert" className="pf-production-rejected">
          <p>{t('orders.production.rejected', { reason: p.rejectReason ?? '—' })}</p>
          <p>{t('orders.production.rejectedHint')}</p>
        </Callout>
      )}
      <div className="pf-production-progress">
        <span>{t('orders.production.progress')}</span>
        <ProgressBar
          value={Math.min(1, Math.max(0, p.progress))}
          intent={p.phase === 'finished' ? Intent.SUCCESS : Intent.PRIMARY}
          animate={false}
          stripes={p.phase === 'running'}
          aria-label={t('orders.production.progressOf', { number: order.number })}
        />
        <strong className="pf-order-num">{percentOf(p.progress, locale)}</strong>
      </div>
      <div className="pf-production-stages-wrap">
        <HTMLTable
          compact
          striped
          className="pf-production-stages"
          aria-label={t('orders.production.stagesLabel')}
        >
          <thead>
            <tr>
              <th scope="col">{t('orders.production.columns.stage')}</th>
              <th scope="col">{t('orders.production.columns.state')}</th>
              <th scope="col">{t('orders.production.columns.good')}</th>
              <th scope="col">{t('orders.production.columns.started')}</th>
              <th scope="col">{t('orders.production.columns.finished')}</th>
            </tr>
          </thead>
          <tbody>
            {p.stages.map((stage) => (
              <tr key={stage.key} data-stage={stage.key}>
                <th scope="row">{stageName(stage.key, stage.kind, t)}</th>
                <td>
                  <Tag minimal intent={STATE_INTENT[stage.state]}>
                    {t(`orders.production.stageStates.${stage.state}`)}
                  </Tag>
                </td>
                <td className="pf-order-num">
                  {`${stage.goodOut.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US')} ${t(`orders.production.units.${stage.outputUnit}`)}`}
                </td>
                <td>{stage.startedAt ? formatDateTime(stage.startedAt, locale) : '—'}</td>
                <td>{stage.finishedAt ? formatDateTime(stage.finishedAt, locale) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {ledger.length > 0 && (
        <div className="pf-production-ledger">
          <ProductionLedgerChart
            locale={locale}
            rows={ledger.map((row) => ({
              key: row.key,
              label: stageName(row.key, row.kind, t),
              metresIn: row.metresIn,
              goodMetres: row.goodMetres,
              waste: row.waste,
              unaccounted: row.unaccounted,
            }))}
            labels={{
              title: t('orders.production.ledger.title'),
              in: t('orders.production.ledger.in'),
              good: t('orders.production.ledger.good'),
              waste: t('orders.production.ledger.waste'),
              unaccounted: t('orders.production.ledger.unaccounted'),
              unit: t('orders.production.ledger.unit'),
              empty: t('orders.production.ledger.empty'),
            }}
          />
        </div>
      )}
      {!storyHasProduction(order) && <ProductionStory production={p} locale={locale} t={t} />}
    </>
  );
}

/** The production steps the order's own history carries (the API may merge them into it). */
export const PRODUCTION_STEP_TYPES: ReadonlySet<string> = new Set([
  'ProductionOpened',
  'ProductionArtworkReceived',
  'ProductionReviewed',
  'StageScheduled',
  'StageStarted',
  'StagePaused',
  'StageResumed',
  'StageEntryRecorded',
  'StageFinished',
  'CureOverridden',
  'ProductionFinished',
  'ProductionClosed',
]);

const storyHasProduction = (order: OrderDetail): boolean =>
  order.timeline.some((step) => PRODUCTION_STEP_TYPES.has(step.type));

/**
 * When the order's history carries no production steps, the production's own: each stage's start
 * and finish from the summary, in time order.
 */
function ProductionStory({
  production: p,
  locale,
  t,
}: {
  production: OrderProductionSummary;
  locale: Locale;
  t: TFunction;
}) {
  const steps = p.stages
    .flatMap((stage) => {
      const name = stageName(stage.key, stage.kind, t);
      return [
        ...(stage.startedAt
          ? [{ at: stage.startedAt, text: t('orders.production.storyStarted', { stage: name }) }]
          : []),
        ...(stage.finishedAt
          ? [{ at: stage.finishedAt, text: t('orders.production.storyFinished', { stage: name }) }]
          : []),
      ];
    })
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section aria-label={t('orders.production.story')}>
      <h5>{t('orders.production.story')}</h5>
      {steps.length === 0 ? (
        <p className="bp6-text-muted">{t('orders.production.storyEmpty')}</p>
      ) : (
        <ol className="pf-order-timeline">
          {steps.map((step, i) => (
            <li key={`${step.at}-${i}`}>
              <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
              <div>{step.text}</div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
