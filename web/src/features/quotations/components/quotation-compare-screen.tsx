import '../quotations.css';
import type { ReactNode } from 'react';
import { Button, Callout, Card, Classes, H4, HTMLTable, Intent, NonIdealState } from '@blueprintjs/core';
import { ComparisonIcon, SwapHorizontalIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  MONEY_DECIMALS,
  type PriceFigures,
  type QuotationComparisonView,
  type QuotationDetailView,
} from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useComparison } from '../api/get-quotation';
import { priceMovement } from '../compare-summary';
import { formatDecimal, formatDelta, formatMoney, formatSignedMoney, messageText, signOf } from '../format';
import { figureApplies } from '../printing-figures';
import { inputLabel, inputText } from '../input-display';
import { QUOTATION_LIST_PATH, quotationComparePath, quotationDetailPath } from '../paths';
import { productLabel, StatusTag } from './quotation-columns';

/** /Quotation/Compare?a=&b=: two quotations side by side, what changed and why the price moved. */
export function QuotationCompareScreen({ a, b }: { a: string | null; b: string | null }) {
  const { t } = useTranslation();
  const title = t('quotations.titles.compare');
  const comparison = useComparison(a ?? '', b ?? '');
  if (!a || !b) {
    return (
      <Page title={title}>
        <NonIdealState
          icon={<ComparisonIcon size={48} />}
          title={t('quotations.compare.missing')}
          description={t('quotations.compare.missingHint')}
          action={<Link to={QUOTATION_LIST_PATH}>{t('quotations.buttons.back')}</Link>}
        />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <QueryState query={comparison}>{(data) => <Comparison data={data} />}</QueryState>
    </Page>
  );
}

const FIGURE_LABELS: Partial<Record<keyof PriceFigures, string>> = {
  price_end: 'quotations.figures.finalPrice',
  price_unit_end: 'quotations.figures.finalUnit',
  price: 'quotations.figures.listPrice',
  price_unit: 'quotations.figures.listUnit',
  price_loading: 'quotations.figures.loadingPrice',
  price_unit_wight: 'quotations.figures.perKg',
  price_unit_meter: 'quotations.figures.perMetre',
  makenumber: 'quotations.figures.makenumber',
  coiled_countweight: 'quotations.figures.rollWeight',
  coiled_countlength: 'quotations.figures.rollLength',
  plates: 'quotations.figures.plates',
  proof: 'quotations.figures.proof',
  tooling: 'quotations.figures.tooling',
};

/** "materials.materialprinting.pricePerKg" as "Printed film · Price per kg", segment by segment. */
function settingsPathLabel(path: string, t: TFunction): string {
  const known = (segment: string): string | undefined => {
    for (const key of [
      `quotations.fields.${segment}`,
      `quotations.rates.${segment}`,
      `quotations.detail.${segment}`,
    ]) {
      const text = t(key as never, { defaultValue: '' }) as string;
      if (text) return text;
    }
    return undefined;
  };
  return path
    .split('.')
    .filter((segment) => !['materials', 'accessories'].includes(segment))
    .map((segment) => known(segment) ?? segment)
    .join(' · ');
}

const shownValue = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Whether a figure belongs on this side's quotation (its printing type; see figureApplies). */
const appliesTo = (side: QuotationDetailView, field: keyof PriceFigures, value: string): boolean =>
  figureApplies(field, side.quotation_type, value);

function DeltaCell({ delta, children }: { delta: string; children: ReactNode }) {
  const sign = signOf(delta);
  return <td className={`pf-num ${sign > 0 ? 'pf-up' : sign < 0 ? 'pf-down' : ''}`}>{children}</td>;
}

function Side({ detail, label }: { detail: QuotationDetailView; label: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card compact>
      <div className="pf-toolbar-row">
        <strong>{label}</strong>
        <Link to={quotationDetailPath(detail.id)}>{detail.number}</Link>
        <StatusTag status={detail.status} />
      </div>
      <dl className="pf-facts">
        <dt>{t('quotations.detail.customer')}</dt>
        <dd>{detail.customerName ?? '—'}</dd>
        <dt>{t('quotations.columns.product')}</dt>
        <dd>
          {t(`quotations.printingTypes.${detail.quotation_type}`)} · {productLabel(detail, t)}
        </dd>
        <dt>{t('quotations.columns.revision')}</dt>
        <dd>{t('quotations.revision', { no: detail.revisionNo })}</dd>
        <dt>{t('quotations.detail.created')}</dt>
        <dd>{formatDateTime(detail.createdAt, locale)}</dd>
        <dt>{t('quotations.figures.finalPrice')}</dt>
        <dd className="pf-figure-strong">{formatMoney(detail.result.price_end, detail.result.currency)}</dd>
      </dl>
    </Card>
  );
}

function Comparison({ data }: { data: QuotationComparisonView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const movement = priceMovement(data);
  const money = (text: string) => formatMoney(text, movement.currency);
  const join = (items: string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(t('quotations.compare.listSeparator'))}${t('quotations.compare.and')}${items.at(-1)}`;

  const sentences: string[] = [];
  if (signOf(movement.delta) === 0)
    sentences.push(t('quotations.compare.same', { price: money(movement.b) }));
  else {
    sentences.push(
      t('quotations.compare.moved', {
        direction: t(signOf(movement.delta) > 0 ? 'quotations.compare.up' : 'quotations.compare.down'),
        a: money(movement.a),
        b: money(movement.b),
        delta: formatSignedMoney(movement.delta, movement.currency),
        percent:
          movement.percent === null ? '—' : `${signOf(movement.percent) > 0 ? '+' : ''}${movement.percent}%`,
      }),
    );
    if (movement.reasons.length > 0) {
      const reasons = movement.reasons.map((r) =>
        t('quotations.compare.reason', {
          label: messageText(r, locale),
          // Cost lines are in yuan (design/pricing.md: before the currency step).
          delta: formatSignedMoney(r.delta, 'CNY'),
        }),
      );
      sentences.push(t('quotations.compare.mostly', { reasons: join(reasons) }));
    }
  }
  if (movement.inputs.length > 0) {
    sentences.push(
      t('quotations.compare.changedInputs', {
        fields: movement.inputs
          .map((f) => inputLabel(f, t, data.b.make))
          .join(t('quotations.compare.listSeparator')),
      }),
    );
  }
  if (movement.settingsChanged > 0) {
    sentences.push(t('quotations.compare.changedSettings', { count: movement.settingsChanged }));
  }

  const head = (
    <thead>
      <tr>
        <th />
        <th className="pf-num">{t('quotations.compare.a')}</th>
        <th className="pf-num">{t('quotations.compare.b')}</th>
        <th className="pf-num">{t('quotations.compare.delta')}</th>
      </tr>
    </thead>
  );
  const sidesHead = (
    <thead>
      <tr>
        <th />
        <th>{t('quotations.compare.a')}</th>
        <th>{t('quotations.compare.b')}</th>
      </tr>
    </thead>
  );
  // Unit prices in the quotations' decimals, money in cents (spec section 9).
  const figureDecimals = (field: keyof PriceFigures) =>
    field === 'makenumber'
      ? 0
      : field.startsWith('coiled')
        ? 3
        : field.startsWith('price_unit')
          ? movement.decimals
          : MONEY_DECIMALS;

  return (
    <div className="pf-quotation-wide">
      <div className="pf-compare-head">
        <Side detail={data.a} label={t('quotations.compare.a')} />
        <Button
          icon={<SwapHorizontalIcon />}
          aria-label={t('quotations.compare.swap')}
          title={t('quotations.compare.swap')}
          onClick={() => navigate(quotationComparePath(data.b.id, data.a.id))}
        />
        <Side detail={data.b} label={t('quotations.compare.b')} />
      </div>
      <Callout
        intent={Intent.PRIMARY}
        title={t('quotations.compare.why')}
        className="pf-notice pf-why"
        data-testid="why"
      >
        {sentences.map((sentence, i) => (
          <p key={i}>{sentence}</p>
        ))}
      </Callout>

      <div className="pf-quotation-grid">
        <Card compact>
          <H4>{t('quotations.compare.figures')}</H4>
          <HTMLTable compact className="pf-compare-table" aria-label={t('quotations.compare.figures')}>
            {head}
            <tbody>
              {data.figures
                // A figure that belongs to neither side (plates between two digital quotations, roll
                // figures between two bags) is left out; on a side it does not belong to it shows as —.
                .filter(
                  (f) =>
                    (appliesTo(data.a, f.field, f.a) || appliesTo(data.b, f.field, f.b)) &&
                    (!f.field.startsWith('coiled') || data.a.make === 'coiled' || data.b.make === 'coiled'),
                )
                .map((f) => {
                  const [onA, onB] = [appliesTo(data.a, f.field, f.a), appliesTo(data.b, f.field, f.b)];
                  const decimals = figureDecimals(f.field);
                  return (
                    <tr
                      key={f.field}
                      className={onA && onB && signOf(f.delta) !== 0 ? 'pf-changed' : undefined}
                    >
                      <th scope="row">{t((FIGURE_LABELS[f.field] ?? f.field) as never) as string}</th>
                      <td className="pf-num">{onA ? formatDecimal(f.a, decimals) : '—'}</td>
                      <td className="pf-num">{onB ? formatDecimal(f.b, decimals) : '—'}</td>
                      {onA && onB ? (
                        <DeltaCell delta={f.delta}>{formatDelta(f.delta, decimals)}</DeltaCell>
                      ) : (
                        <td className="pf-num">—</td>
                      )}
                    </tr>
                  );
                })}
            </tbody>
          </HTMLTable>
        </Card>

        <Card compact>
          <H4>{t('quotations.compare.inputs')}</H4>
          {data.inputs.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t('quotations.compare.noChanges')}</p>
          ) : (
            <HTMLTable compact className="pf-compare-table" aria-label={t('quotations.compare.inputs')}>
              {sidesHead}
              <tbody>
                {data.inputs.map((change) => (
                  <tr key={change.field} className="pf-changed">
                    <th scope="row">{inputLabel(change.field, t, data.b.make)}</th>
                    <td>
                      {inputText(
                        change.field,
                        change.a,
                        { settings: data.a.settings, customerName: data.a.customerName },
                        t,
                        locale,
                      )}
                    </td>
                    <td>
                      {inputText(
                        change.field,
                        change.b,
                        { settings: data.b.settings, customerName: data.b.customerName },
                        t,
                        locale,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {/* A trade customer is sent neither the settings that differ nor the breakdown lines. */}
          {data.settings && <H4 className="pf-card-subtitle">{t('quotations.compare.settings')}</H4>}
          {!data.settings ? null : data.settings.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t('quotations.compare.noChanges')}</p>
          ) : (
            <div className="pf-scroll-x">
              <HTMLTable compact className="pf-compare-table" aria-label={t('quotations.compare.settings')}>
                {sidesHead}
                <tbody>
                  {data.settings.map((change) => (
                    <tr key={change.path} className="pf-changed">
                      <th scope="row">{settingsPathLabel(change.path, t)}</th>
                      <td>{shownValue(change.a)}</td>
                      <td>{shownValue(change.b)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </Card>

        {data.lines && (
          <Card compact className="pf-span">
            <H4>{t('quotations.compare.lines')}</H4>
            <div className="pf-scroll-x">
              <HTMLTable
                compact
                className="pf-compare-table pf-lines"
                aria-label={t('quotations.compare.lines')}
              >
                {head}
                <tbody>
                  {data.lines.map((line, i) => (
                    <tr key={i} className={signOf(line.delta) !== 0 ? 'pf-changed' : undefined}>
                      <th scope="row">{messageText(line, locale)}</th>
                      <td className="pf-num">{formatDecimal(line.a)}</td>
                      <td className="pf-num">{formatDecimal(line.b)}</td>
                      <DeltaCell delta={line.delta}>{formatDelta(line.delta, 3)}</DeltaCell>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
