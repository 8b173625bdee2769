import { HTMLTable } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type CustomerTimelineEntry, type Locale, type RegionBook, formatAddress } from '@packflow/contracts';
import { splitPaths } from '../../../components/files';
import { currentLocale, textOr } from '../../../lib/i18n';
import { toPosition } from '../../../lib/position';
import { useRegions } from '../../../lib/regions';
import { formatDay, formatWhen, genderLabel, originLabel } from '../format';

/** Newest first: by event position, or by time where a position is not a number. */
export function newestFirst(entries: readonly CustomerTimelineEntry[]): CustomerTimelineEntry[] {
  return [...entries].sort((a, b) => {
    const [pa, pb] = [toPosition(a.position), toPosition(b.position)];
    if (pa !== undefined && pb !== undefined) return pa === pb ? 0 : pa > pb ? -1 : 1;
    return Date.parse(b.at) - Date.parse(a.at);
  });
}

/** The first of `keys` that holds a text in the details. */
function text(details: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

const RELEASE_REASONS = { owner: 'owner', supervisor: 'supervisor', 'no-order': 'noOrder' } as const;

/** An address's place on the map, as " (青岛港 · 36.0671, 120.3826)", or '' without one. */
function placeOf(address: Record<string, unknown>, t: TFunction): string {
  const { name, latitude, longitude } = address;
  const point =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? t('map.location.shown', { latitude, longitude })
      : '';
  const parts = [typeof name === 'string' ? name : '', point].filter(Boolean);
  return parts.length ? ` (${parts.join(' · ')})` : '';
}

/** A changed field's value as a reader wants it: addresses as lines, yes/no as words. */
function showValue(field: string, value: unknown, t: TFunction, regions: RegionBook | null): string {
  if (value === null || value === undefined || value === '') return t('common.empty');
  if (field === 'domestic' && typeof value === 'boolean') return originLabel(value, t);
  if (field === 'gender' && typeof value === 'string') return genderLabel(value, t);
  // Stored paths say nothing to a reader: how many files there are.
  if ((field === 'images' || field === 'attachments') && typeof value === 'string') {
    return t('customers.timeline.files', { count: splitPaths(value).length });
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t('common.empty');
    return value
      .map((item) =>
        item !== null && typeof item === 'object'
          ? formatAddress(
              {
                region: String((item as Record<string, unknown>).region ?? ''),
                detail: String((item as Record<string, unknown>).detail ?? ''),
              },
              regions,
            ) + placeOf(item as Record<string, unknown>, t)
          : String(item),
      )
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  return String(value);
}

/** What happened, as a headline and its detail lines. */
export function describeEntry(
  entry: CustomerTimelineEntry,
  t: TFunction,
  locale: Locale,
  regions: RegionBook | null = null,
): { headline: string; lines: string[] } {
  const d = entry.details ?? {};
  switch (entry.type) {
    case 'CustomerCreated': {
      const owner = text(d, 'ownerName', 'owner', 'to');
      return {
        headline: owner
          ? t('customers.timeline.createdFor', { owner })
          : d.owner === null || d.ownerId === null
            ? t('customers.timeline.createdHighSeas')
            : t('customers.timeline.created'),
        lines: [],
      };
    }
    case 'CustomerEdited': {
      const changes = Array.isArray(d.changes)
        ? (d.changes as { field?: unknown; from?: unknown; to?: unknown }[])
        : [];
      return {
        headline: t('customers.timeline.edited'),
        lines: changes.map(({ field, from, to }) => {
          const name = String(field);
          return t('customers.timeline.change', {
            field: textOr(`customers.fields.${name}`, name),
            from: showValue(name, from, t, regions),
            to: showValue(name, to, t, regions),
          });
        }),
      };
    }
    case 'CustomerClaimed':
      return {
        headline: t('customers.timeline.claimed', {
          to: text(d, 'toName', 'ownerName', 'to', 'owner') ?? entry.actorName ?? '',
        }),
        lines: [],
      };
    case 'CustomerReleased': {
      const from = text(d, 'fromName', 'from');
      const reason = typeof d.reason === 'string' ? d.reason : undefined;
      const reasonKey =
        reason && Object.hasOwn(RELEASE_REASONS, reason)
          ? RELEASE_REASONS[reason as keyof typeof RELEASE_REASONS]
          : undefined;
      return {
        headline: from ? t('customers.timeline.released', { from }) : t('customers.timeline.releasedAnon'),
        lines: reason
          ? [
              t('customers.timeline.reason', {
                reason: reasonKey ? t(`customers.timeline.reasons.${reasonKey}`) : reason,
              }),
            ]
          : [],
      };
    }
    case 'CustomerReassigned':
      return {
        headline: t('customers.timeline.reassigned', {
          from: text(d, 'fromName', 'from') ?? t('customers.highSeas'),
          to: text(d, 'toName', 'to') ?? '',
        }),
        lines: [],
      };
    case 'CustomerGradeSet':
      return {
        headline: t('customers.timeline.gradeSet', {
          from: text(d, 'fromName', 'from') ?? t('customers.noGrade'),
          to: text(d, 'toName', 'gradeName', 'to') ?? t('customers.noGrade'),
        }),
        lines: [],
      };
    case 'CustomerReleaseWarned':
      return {
        headline: t('customers.timeline.warned', {
          owner: text(d, 'ownerName', 'owner') ?? '',
          date: formatDay(text(d, 'releaseOn'), locale),
        }),
        lines: [],
      };
    case 'CustomerOrderSigned':
      return { headline: t('customers.timeline.orderSigned'), lines: [] };
    default:
      return { headline: t('customers.timeline.other', { type: entry.type }), lines: [] };
  }
}

/** The customer's history, newest first: claims, releases with their reason, moves, edits, warnings. */
export function CustomerTimeline({ entries }: { entries: readonly CustomerTimelineEntry[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const regions = useRegions();
  const sorted = newestFirst(entries);
  return (
    <HTMLTable compact striped className="pf-table" aria-label={t('customers.detail.timelineLabel')}>
      <thead>
        <tr>
          <th>{t('customers.detail.when')}</th>
          <th>{t('customers.detail.who')}</th>
          <th>{t('customers.detail.what')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((entry) => {
          const { headline, lines } = describeEntry(entry, t, locale, regions);
          return (
            <tr key={entry.position}>
              <td>{formatWhen(entry.at, locale)}</td>
              <td>{entry.actorName ?? t('customers.detail.system')}</td>
              <td>
                <div>{headline}</div>
                {lines.map((line, i) => (
                  <div key={i}>{line}</div>
                ))}
              </td>
            </tr>
          );
        })}
        {sorted.length === 0 && (
          <tr>
            <td colSpan={3}>{t('customers.detail.timelineEmpty')}</td>
          </tr>
        )}
      </tbody>
    </HTMLTable>
  );
}
