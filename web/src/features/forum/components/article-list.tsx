import { useMemo } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ArticleRow, Locale } from '@packflow/contracts';
import { KeywordInput } from '../../../components/ui/list-filters';
import { PagedTable, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useKeyword } from '../../../lib/use-keyword';
import { useArticles } from '../api/articles';
import type { ForumView } from './forum-article-route';

function columns(t: TFunction, locale: Locale, open: (row: ArticleRow) => void): TableColumn<ArticleRow>[] {
  return [
    {
      key: 'title',
      title: t('forum.columns.title'),
      render: (row) => (
        <a
          href={`?article=${encodeURIComponent(row.id)}`}
          onClick={(e) => {
            e.preventDefault();
            open(row);
          }}
        >
          {row.title}
        </a>
      ),
      width: 480,
      export: { field: 'title' },
    },
    {
      key: 'author',
      title: t('forum.columns.author'),
      render: (row) => row.authorName,
      width: 160,
      export: { field: 'authorName' },
    },
    {
      key: 'publishedAt',
      title: t('forum.columns.publishedAt'),
      render: (row) => formatDateTime(row.publishedAt, locale),
      width: 170,
      export: { field: 'publishedAt', kind: 'datetime' },
    },
  ];
}

/** A section's articles, newest first: title, author and date, paging and a keyword. */
export function ArticleList({
  sectionId,
  writer,
  go,
}: {
  sectionId: string;
  writer: boolean;
  go: (view: ForumView) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging(`forum-${sectionId}`);
  const search = useKeyword(paging.firstPage);
  const articles = useArticles({ sectionId, keyword: search.keyword, page: paging.page, size: paging.size });
  const open = (row: ArticleRow) => go({ kind: 'read', id: row.id });
  const cols = useMemo(() => columns(t, locale, (row) => go({ kind: 'read', id: row.id })), [t, locale, go]);
  return (
    <PagedTable<ArticleRow>
      label={t('forum.listLabel')}
      columns={cols}
      rows={articles.data?.rows}
      pageInfo={articles.data?.pageInfo}
      loading={articles.isFetching && (articles.isPlaceholderData || articles.data === undefined)}
      onPage={paging.onPage}
      rowKey={(row) => row.id}
      onRowClick={open}
      empty={
        articles.isError ? t('common.loadFailed', { message: articles.error.message }) : t('forum.empty')
      }
      exportList={{
        path: 'admin/forum/article',
        params: { sectionId, keyword: search.keyword },
        fileName: t('forum.listLabel'),
      }}
      toolbar={
        <>
          <KeywordInput label={t('forum.search')} search={search} />
          {writer && (
            <Button
              intent={Intent.PRIMARY}
              icon={<AddIcon />}
              text={t('forum.newArticle')}
              onClick={() => go({ kind: 'new' })}
            />
          )}
        </>
      }
    />
  );
}
