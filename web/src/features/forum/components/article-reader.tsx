import { useMemo } from 'react';
import { Button, ButtonGroup, H3, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useImageHost } from '../../../components/files';
import { useConfirm } from '../../../components/ui/confirm';
import { QueryState } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useArticle, useDeleteArticle } from '../api/articles';
import { readingHtml } from '../article-html';
import type { ForumView } from './forum-article-route';

/** One article: its title, author, dates and the server's sanitised HTML with its images. */
export function ArticleReader({
  id,
  may,
  go,
}: {
  id: string;
  may: { edit: boolean; remove: boolean };
  go: (view: ForumView) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const host = useImageHost();
  const article = useArticle(id);
  const remove = useDeleteArticle();
  const [confirm, confirmDialog] = useConfirm();
  const html = useMemo(
    () => (article.data ? readingHtml(article.data.html, host) : ''),
    [article.data, host],
  );

  const onDelete = async (title: string) => {
    const yes = await confirm({
      message: t('forum.confirmDelete', { title }),
      confirmText: t('forum.delete'),
      intent: Intent.DANGER,
    });
    if (!yes) return;
    try {
      const { msg } = await remove.mutateAsync(id);
      void toastSuccess(msg);
      go({ kind: 'list' });
    } catch (error) {
      void toastError((error as Error).message);
    }
  };

  return (
    <div className="pf-forum-reader">
      <ButtonGroup className="pf-forum-actions">
        <Button
          minimal
          icon={<ArrowLeftIcon />}
          text={t('forum.back')}
          onClick={() => go({ kind: 'list' })}
        />
        {article.data && may.edit && (
          <Button
            minimal
            icon={<EditIcon />}
            text={t('forum.edit')}
            onClick={() => go({ kind: 'edit', id })}
          />
        )}
        {article.data && may.remove && (
          <Button
            minimal
            intent={Intent.DANGER}
            icon={<TrashIcon />}
            text={t('forum.delete')}
            loading={remove.isPending}
            onClick={() => void onDelete(article.data.title)}
          />
        )}
      </ButtonGroup>
      <QueryState query={article}>
        {(a) => (
          <article aria-labelledby="pf-forum-title">
            <H3 id="pf-forum-title" className="pf-forum-title">
              {a.title}
            </H3>
            <p className="pf-forum-byline bp6-text-muted">
              {t('forum.byline', { author: a.authorName, date: formatDateTime(a.publishedAt, locale) })}
              {a.editedAt && ` · ${t('forum.edited', { date: formatDateTime(a.editedAt, locale) })}`}
            </p>
            {/* Sanitised by the server (libs/domain forum/article-html) before it was recorded. */}
            <div className="pf-forum-body pf-forum-text" dangerouslySetInnerHTML={{ __html: html }} />
          </article>
        )}
      </QueryState>
      {confirmDialog}
    </div>
  );
}
