import { useState, type ReactNode } from 'react';
import { Card, H4, HTMLTable } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { currentLocale, textOr } from '../../../lib/i18n';
import type { HistoryPage } from '../api/read-models';

/** The short columns keep to one line, so the changes get the width. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** What catalogue and settings history entries share. */
export interface HistoryEntry {
  position: string;
  at: string;
  userName: string | null;
  role: string | null;
}

/** One line of a change, already in words: "Price per kg: 12.5 → 13", or "Name: PET" when it was set at creation. */
export interface ChangeText {
  field: string;
  from?: string;
  to: string;
}

export interface HistoryPaging {
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

/** The history's page and page size (kept apart from the table widget, so a settings screen does not load it). */
export function useHistoryPaging(): HistoryPaging {
  const [{ page, size }, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  return { page, size, onPage: (p, s) => setPaging({ page: p, size: s }) };
}

interface ChangeHistoryProps<E extends HistoryEntry> {
  label: string;
  query: UseQueryResult<HistoryPage<E>>;
  paging: HistoryPaging;
  describe: (entry: E) => ChangeText[];
  /** An extra column naming what changed (the catalogue item), before the changes. */
  subject?: { title: string; render: (entry: E) => ReactNode };
}

/** Who changed what, when, from what to what, newest first (as the server sends it). */
export function ChangeHistory<E extends HistoryEntry>({
  label,
  query,
  paging,
  describe,
  subject,
}: ChangeHistoryProps<E>) {
  const { t } = useTranslation();
  const columns = subject ? 5 : 4;
  return (
    <Card>
      <H4>{t('catalog.history.title')}</H4>
      <QueryState query={query}>
        {({ entries, count }) => (
          <>
            <HTMLTable compact striped className="pf-table" aria-label={label}>
              <thead>
                <tr>
                  <th style={NO_WRAP}>{t('catalog.history.when')}</th>
                  <th style={NO_WRAP}>{t('catalog.history.who')}</th>
                  <th style={NO_WRAP}>{t('catalog.history.role')}</th>
                  {subject && <th style={NO_WRAP}>{subject.title}</th>}
                  <th>{t('catalog.history.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => (
                  // One event can record several entries (the seeds of a catalogue), all at one position.
                  <tr key={`${entry.position} ${index}`}>
                    <td style={NO_WRAP}>{formatDateTime(entry.at, currentLocale())}</td>
                    <td style={NO_WRAP}>{entry.userName ?? t('catalog.history.system')}</td>
                    <td style={NO_WRAP}>{entry.role ? textOr(`roles.${entry.role}`, entry.role) : ''}</td>
                    {subject && <td style={NO_WRAP}>{subject.render(entry)}</td>}
                    <td>
                      <ChangeLines lines={describe(entry)} />
                    </td>
                  </tr>
                ))}
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={columns}>{t('catalog.history.empty')}</td>
                  </tr>
                )}
              </tbody>
            </HTMLTable>
            <Pager page={paging.page} size={paging.size} count={count} onChange={paging.onPage} />
          </>
        )}
      </QueryState>
    </Card>
  );
}

/**
 * Changes one per line ("Price per kg: 12 → 13"); values set when an item was added, which have
 * no "from", run on in one paragraph so a new item does not take a screenful.
 */
function ChangeLines({ lines }: { lines: ChangeText[] }) {
  const { t } = useTranslation();
  const set = lines.filter((line) => line.from === undefined);
  const changed = lines.filter((line) => line.from !== undefined);
  return (
    <>
      {set.length > 0 && (
        <div>
          {set
            .map((line) => t('catalog.history.set', { field: line.field, to: line.to }))
            .join(t('catalog.history.joiner'))}
        </div>
      )}
      {changed.map((line, i) => (
        <div key={`${line.field} ${i}`}>
          {t('catalog.history.change', { field: line.field, from: line.from ?? '', to: line.to })}
        </div>
      ))}
    </>
  );
}
