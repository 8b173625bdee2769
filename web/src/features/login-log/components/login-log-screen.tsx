import { useMemo, useState } from 'react';
import { Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, DateRangeFilter, KeywordInput } from '../../../components/ui/list-filters';
// Not LOGIN_RESULTS: its module holds zod schemas, which would come along into this chunk.
import { ROLE_LABELS, isRole, type Locale, type LoginLogEntry } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { PagedTable, labelsOf, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useLoginLog, type LoginResult } from '../api/get-login-log';
import { useKeyword } from '../../../lib/use-keyword';

/**
 * How each result looks: a success, a refusal, or a warning sign (someone guessing). One entry per
 * result (the type checks it), in the order of the filter.
 */
const RESULT_INTENT: Record<LoginResult, Intent> = {
  ok: Intent.SUCCESS,
  failed: Intent.DANGER,
  locked: Intent.DANGER,
  slowed: Intent.WARNING,
  disabled: Intent.NONE,
  unknown: Intent.WARNING,
};
const RESULTS = Object.keys(RESULT_INTENT) as LoginResult[];
const isResult = (value: string): value is LoginResult => Object.hasOwn(RESULT_INTENT, value);

/** Long user agents are cut to this many characters; the whole text shows on hover. */
const AGENT_CHARS = 40;

export const shortAgent = (agent: string): string =>
  agent.length > AGENT_CHARS ? `${agent.slice(0, AGENT_CHARS - 1)}…` : agent;

function columns(t: TFunction, locale: Locale): TableColumn<LoginLogEntry>[] {
  return [
    {
      key: 'at',
      title: t('loginLog.columns.at'),
      render: (row) => formatDateTime(row.at, locale),
      width: 170,
      export: { field: 'at', kind: 'datetime' },
    },
    {
      key: 'username',
      title: t('loginLog.columns.username'),
      render: (row) => row.username,
      export: { field: 'username' },
    },
    {
      key: 'nickname',
      title: t('loginLog.columns.nickname'),
      render: (row) => row.nickname ?? '',
      export: { field: 'nickname' },
    },
    {
      key: 'role',
      title: t('loginLog.columns.role'),
      render: (row) => (row.role ? (isRole(row.role) ? ROLE_LABELS[row.role][locale] : row.role) : ''),
      width: 130,
      export: {
        field: 'role',
        labels: Object.fromEntries(Object.entries(ROLE_LABELS).map(([r, l]) => [r, l[locale]])),
      },
    },
    {
      key: 'ip',
      title: t('loginLog.columns.ip'),
      render: (row) => row.ip,
      width: 140,
      export: { field: 'ip' },
    },
    {
      key: 'userAgent',
      title: t('loginLog.columns.userAgent'),
      render: (row) => (
        <span title={row.userAgent} aria-label={row.userAgent}>
          {shortAgent(row.userAgent)}
        </span>
      ),
      export: { field: 'userAgent' },
    },
    {
      key: 'result',
      title: t('loginLog.columns.result'),
      render: (row) => (
        <Tag minimal intent={RESULT_INTENT[row.result] ?? Intent.NONE}>
          {isResult(row.result) ? t(`loginLog.results.${row.result}`) : row.result}
        </Tag>
      ),
      width: 140,
      export: { field: 'result', labels: labelsOf(RESULTS, (r) => t(`loginLog.results.${r}`)) },
    },
  ];
}

/** /Login/Log: every login attempt, newest first, with who, when, from where and how it ended. */
export function LoginLogScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging('login-log');
  const { firstPage } = paging;
  const search = useKeyword(firstPage);
  const [result, setResult] = useState<LoginResult | ''>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const log = useLoginLog({
    keyword: search.keyword,
    result,
    from: range.from,
    to: range.to,
    page: paging.page,
    size: paging.size,
  });
  const cols = useMemo(() => columns(t, locale), [t, locale]);

  const toolbar = (
    <>
      <KeywordInput label={t('loginLog.search')} search={search} />
      <ChoiceFilter<LoginResult>
        label={t('loginLog.resultFilter')}
        allLabel={t('loginLog.allResults')}
        value={result}
        choices={RESULTS.map((r) => ({ value: r, label: t(`loginLog.results.${r}`) }))}
        onChange={(value) => {
          setResult(value);
          firstPage();
        }}
      />
      <DateRangeFilter
        range={range}
        labels={{ from: t('loginLog.from'), to: t('loginLog.to') }}
        onChange={(next) => {
          setRange(next);
          firstPage();
        }}
      />
    </>
  );

  return (
    <Page title={t('loginLog.title')}>
      <PagedTable<LoginLogEntry>
        label={t('loginLog.listLabel')}
        columns={cols}
        rows={log.data?.rows}
        pageInfo={log.data?.pageInfo}
        loading={log.isFetching && (log.isPlaceholderData || log.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.position}
        empty={log.isError ? t('common.loadFailed', { message: log.error.message }) : t('loginLog.empty')}
        toolbar={toolbar}
        exportList={{
          path: 'login/log',
          params: { keyword: search.keyword, result, from: range.from, to: range.to },
          fileName: t('loginLog.title'),
        }}
      />
    </Page>
  );
}
