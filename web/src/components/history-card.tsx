import { useState, type ReactNode } from 'react';
import { Card, H4, HTMLTable } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { currentLocale } from '../lib/i18n';
import { roleName } from '../lib/role-name';
import { DEFAULT_PAGE_SIZE, Pager } from './ui/pager';
import { QueryState } from './ui/query-state';

/**
 * The one "change history" card of the settings screens (/Sysset, /Customer/Setting, trader
 * grades, the catalogues and the quotation settings documents): who changed what, when, from what
 * to what, newest first as the server sends it, a page at a time.
 */

/** The short columns keep to one line, so the changes get the width. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** What every history entry has: where it is in the event log, when, by whom, in which role. */
export interface HistoryEntry {
  position: string;
  at: string;
  userName: string | null;
  role?: string | null;
}

/** A page of history: the entries and how many there are in all. */
export interface HistoryPage<Entry> {
  entries: Entry[];
  count: number;
}

export interface HistoryPaging {
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

/** The history's page and page size (the caller's, as its query needs them). */
export function useHistoryPaging(): HistoryPaging {
  const [{ page, size }, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  return { page, size, onPage: (p, s) => setPaging({ page: p, size: s }) };
}

export interface HistoryCardProps<E extends HistoryEntry> {
  /**
   * Where the card's texts are, e.g. 'sysset.history': `title`, `when`, `who`, `changes`, `empty`,
   * `system`, and `role` when the role is shown.
   */
  texts: string;
  /** The table's accessible name. */
  label?: string;
  query: UseQueryResult<HistoryPage<E>>;
  paging: HistoryPaging;
  /** The change in words: lines (ChangeLines) or one sentence. */
  describe: (entry: E) => ReactNode;
  /** Shows the role the person acted in. */
  showRole?: boolean;
  /** An extra column naming what changed (a catalogue item), before the changes. */
  subject?: { title: string; render: (entry: E) => ReactNode };
  /** The changes column's heading key under `texts`, when not `changes`. */
  changesKey?: string;
  className?: string;
}

/** Who changed what, when, from what to what, newest first (as the server sends it). */
export function HistoryCard<E extends HistoryEntry>({
  texts,
  label,
  query,
  paging,
  describe,
  showRole = false,
  subject,
  changesKey = 'changes',
  className,
}: HistoryCardProps<E>) {
  const { t } = useTranslation();
  // The keys are the caller's (`texts`), checked by its screen tests rather than by type.
  const text = (key: string): string => t(`${texts}.${key}` as never);
  const columns = 3 + (showRole ? 1 : 0) + (subject ? 1 : 0);
  return (
    <Card className={className}>
      <H4>{text('title')}</H4>
      <QueryState query={query}>
        {({ entries, count }) => (
          <>
            <HTMLTable compact striped className="pf-table" aria-label={label}>
              <thead>
                <tr>
                  <th style={NO_WRAP}>{text('when')}</th>
                  <th style={NO_WRAP}>{text('who')}</th>
                  {showRole && <th style={NO_WRAP}>{text('role')}</th>}
                  {subject && <th style={NO_WRAP}>{subject.title}</th>}
                  <th>{text(changesKey)}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => (
                  // One event can record several entries (the seeds of a catalogue), all at one position.
                  <tr key={`${entry.position} ${index}`}>
                    <td style={NO_WRAP}>{formatDateTime(entry.at, currentLocale())}</td>
                    <td style={NO_WRAP}>{entry.userName ?? text('system')}</td>
                    {showRole && <td style={NO_WRAP}>{entry.role ? roleName(entry.role) : ''}</td>}
                    {subject && <td style={NO_WRAP}>{subject.render(entry)}</td>}
                    <td>{describe(entry)}</td>
                  </tr>
                ))}
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={columns}>{text('empty')}</td>
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

/** One line of a change, already in words: "Price per kg: 12.5 → 13", or "Name: PET" when it was set at creation. */
export interface ChangeText {
  field: string;
  from?: string;
  to: string;
}

/**
 * Changes one per line ("Price per kg: 12 → 13", with the `change` text under `texts`); values set
 * when a record was added, which have no "from", run on in one paragraph (`set`, joined by
 * `joiner`) so a new item does not take a screenful.
 */
export function ChangeLines({ lines, texts }: { lines: readonly ChangeText[]; texts: string }) {
  const { t } = useTranslation();
  const text = (key: string, values: Record<string, string>): string =>
    String(t(`${texts}.${key}` as never, values as never));
  const set = lines.filter((line) => line.from === undefined);
  const changed = lines.filter((line) => line.from !== undefined);
  return (
    <>
      {set.length > 0 && (
        <div>
          {set.map((line) => text('set', { field: line.field, to: line.to })).join(text('joiner', {}))}
        </div>
      )}
      {changed.map((line, i) => (
        <div key={`${line.field} ${i}`}>
          {text('change', { field: line.field, from: line.from ?? '', to: line.to })}
        </div>
      ))}
    </>
  );
}
