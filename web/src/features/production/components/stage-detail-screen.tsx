import './job-card.css';
import { Button, Card, H4, HTMLTable, NonIdealState, ProgressBar } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Locale, ProductionDetail, ProductionTimelineEntry } from '@packflow/contracts';
import { ProductionLedgerChart } from '../../../components/production-ledger-chart';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale, textOr } from '../../../lib/i18n';
import { useProductionDetail } from '../api/stages';
import { useNow } from './board-use-now';
import { JobCard, quantityText } from './job-card';
import { useStageName } from './stage-command';

const number = (value: number): string =>
  value.toLocaleString(currentLocale() === 'cn' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });

/** The material ledger across the order's stages as a small picture (the shared chart). */
export function StageLedgerChart({ job }: { job: ProductionDetail }) {
  const { t } = useTranslation();
  const stageName = useStageName();
  return (
    <ProductionLedgerChart
      locale={currentLocale()}
      rows={job.stages.map((s) => ({
        key: s.stage,
        label: stageName(s),
        metresIn: s.ledger.metresIn,
        goodMetres: s.ledger.goodMetres,
        waste: s.ledger.setupWaste + s.ledger.runningWaste,
        unaccounted: s.ledger.unaccounted,
      }))}
      labels={{
        title: t('production.stages.chart.title'),
        in: t('production.stages.ledger.in'),
        good: t('production.stages.ledger.good'),
        waste: t('production.stages.ledger.waste'),
        unaccounted: t('production.stages.ledger.unaccounted'),
        unit: t('production.stages.chart.unit'),
        empty: t('production.stages.chart.empty'),
      }}
    />
  );
}

/** Details a reader has no use for: ids and the artwork's stored paths. */
const HIDDEN = new Set(['entryId', 'machineId', 'files', 'unit']);

/** What a step of the story says besides its kind: its reason, operators or figures, named in the reader's language. */
function detailsOf(entry: ProductionTimelineEntry, locale: Locale, yes: string): string {
  return Object.entries(entry.details)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== null && v !== '' && v !== false)
    .map(([k, v]) => {
      const label = textOr(`production.stages.timeline.details.${k}`, k);
      const value =
        k === 'plannedStart' || k === 'cureUntil'
          ? formatDateTime(String(v), locale)
          : k === 'decision'
            ? textOr(`production.stages.timeline.decisions.${String(v)}`, String(v))
            : k === 'artwork'
              ? textOr(`production.artwork.${String(v)}`, String(v))
              : v === true
                ? yes
                : typeof v === 'number'
                  ? number(v)
                  : String(v);
      return `${label}: ${value}`;
    })
    .join(' · ');
}

function Timeline({ job }: { job: ProductionDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const stageName = useStageName();
  const kindOf = new Map(job.stages.map((s) => [s.stage, s]));
  const details = (entry: ProductionTimelineEntry) => detailsOf(entry, locale, t('common.yes'));
  if (job.timeline.length === 0)
    return <p className="bp6-text-muted">{t('production.stages.timeline.empty')}</p>;
  return (
    <ol className="pf-stage-timeline">
      {job.timeline.map((entry, i) => {
        const stage = entry.stage ? kindOf.get(entry.stage) : undefined;
        return (
          <li key={`${entry.at}-${i}`}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>{' '}
            <strong>{textOr(`production.stages.timeline.types.${entry.type}`, entry.type)}</strong>
            {stage && ` · ${stageName(stage)}`}
            {entry.byName && ` · ${entry.byName}`}
            {details(entry) && <div className="bp6-text-muted">{details(entry)}</div>}
          </li>
        );
      })}
    </ol>
  );
}

function Entries({ stage }: { stage: ProductionDetail['stages'][number] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (stage.entries.length === 0)
    return <p className="bp6-text-muted">{t('production.stages.entries.empty')}</p>;
  const good = t(
    stage.outputUnit === 'piece'
      ? 'production.stages.entry.goodPieces'
      : 'production.stages.entry.goodMetres',
  );
  return (
    <div className="pf-stage-entries">
      <HTMLTable compact striped aria-label={t('production.stages.entries.title')}>
        <thead>
          <tr>
            <th>{t('production.stages.entries.at')}</th>
            <th>{t('production.stages.entries.by')}</th>
            <th>{t('production.stages.entry.metresIn')}</th>
            <th>{t('production.stages.entry.kgIn')}</th>
            <th>{good}</th>
            <th>{t('production.stages.entry.setupWaste')}</th>
            <th>{t('production.stages.entry.runningWaste')}</th>
            <th>{t('production.stages.entries.note')}</th>
          </tr>
        </thead>
        <tbody>
          {stage.entries.map((e) => (
            <tr key={e.entryId}>
              <td>{formatDateTime(e.at, locale)}</td>
              <td>{e.byName ?? e.by}</td>
              <td>{number(e.metresIn)}</td>
              <td>{number(e.kgIn)}</td>
              <td>{number(e.goodOut)}</td>
              <td>{number(e.setupWaste)}</td>
              <td>{number(e.runningWaste)}</td>
              <td>{e.note}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function Detail({ job }: { job: ProductionDetail }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const product =
    job.make === 'coiled' || !job.bagType
      ? t(`production.makes.${job.make}`)
      : t(`production.bagTypes.${job.bagType}`);
  const percent = Math.round(Math.min(1, Math.max(0, job.progress)) * 100);
  return (
    <>
      <Card className="pf-stage-facts">
        <dl className="pf-job-facts">
          <div>
            <dt>{t('production.stages.facts.customer')}</dt>
            <dd>{job.customerName}</dd>
          </div>
          <div>
            <dt>{t('production.stages.facts.product')}</dt>
            <dd>{product}</dd>
          </div>
          <div>
            <dt>{t('production.stages.facts.quantity')}</dt>
            <dd>{quantityText(job.quantity, job.unit)}</dd>
          </div>
          <div>
            <dt>{t('production.stages.facts.printingType')}</dt>
            <dd>{t(`production.printingTypes.${job.printingType}`)}</dd>
          </div>
          <div>
            <dt>{t('production.stages.facts.phase')}</dt>
            <dd>{t(`production.phases.${job.phase}`)}</dd>
          </div>
          <div>
            <dt>{t('production.stages.facts.progress')}</dt>
            <dd>
              <ProgressBar value={percent / 100} animate={false} stripes={false} />{' '}
              {t('production.stages.card.progressValue', { percent })}
            </dd>
          </div>
        </dl>
      </Card>
      <Card>
        <StageLedgerChart job={job} />
      </Card>
      {job.stages.map((stage) => (
        <div key={stage.stage} className="pf-stage-detail-stage">
          <JobCard card={stage} now={now} />
          <H4>{t('production.stages.entries.title')}</H4>
          <Entries stage={stage} />
        </div>
      ))}
      <Card>
        <H4>{t('production.stages.timeline.title')}</H4>
        <Timeline job={job} />
      </Card>
    </>
  );
}

/** /OrderProduct/Detail?id=<orderId>: the job's stages with their entries, the ledger as a picture, and its story. */
export function StageDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useProductionDetail(id);
  const title = query.data
    ? t('production.stages.titles.detail', { number: query.data.number })
    : t('production.stages.titles.detailEmpty');
  return (
    <Page title={title}>
      <Button
        minimal
        large
        icon={<ArrowLeftIcon />}
        text={t('production.stages.back')}
        onClick={() => void navigate(-1)}
      />
      {id ? (
        <QueryState query={query}>{(job) => <Detail job={job} />}</QueryState>
      ) : (
        <NonIdealState title={t('production.stages.noOrder')} />
      )}
    </Page>
  );
}
