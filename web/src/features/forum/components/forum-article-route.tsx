import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/query-state';
import { useMay } from '../../../lib/session-view';
import { useSections } from '../api/sections';
import { ArticleList } from './article-list';
import { ArticleReader } from './article-reader';
import './forum.css';

// The editor (Tiptap, ProseMirror) loads only for a writer who opens it, not for every reader.
const ArticleEditor = lazy(() =>
  import('./article-editor').then(({ ArticleEditor: Editor }) => ({ default: Editor })),
);

/** What the section's screen shows, from its address: the list, one article, or the editor. */
export type ForumView =
  { kind: 'list' } | { kind: 'read'; id: string } | { kind: 'edit'; id: string } | { kind: 'new' };

/** ?article=<id> reads, ?edit=<id> edits, ?new=1 writes a new article; nothing: the list. */
export function viewOf(params: URLSearchParams): ForumView {
  const read = params.get('article');
  const edit = params.get('edit');
  if (edit) return { kind: 'edit', id: edit };
  if (read) return { kind: 'read', id: read };
  if (params.get('new')) return { kind: 'new' };
  return { kind: 'list' };
}

/** /ForumArticle/{id}: a forum section's articles, each to read; Admin (the writers) also writes. */
export function ForumArticleRoute() {
  const { t } = useTranslation();
  const { id: sectionId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const sections = useSections();
  const may = useMay();
  const writer = may('POST@admin/forum/article');
  const name = sections.data?.find((s) => s.id === sectionId)?.name ?? t('forum.title');
  const view = viewOf(params);
  const go = (next: ForumView) =>
    setParams(
      next.kind === 'list'
        ? {}
        : next.kind === 'new'
          ? { new: '1' }
          : { [next.kind === 'read' ? 'article' : 'edit']: next.id },
    );
  return (
    <Page title={name}>
      {view.kind === 'list' && <ArticleList sectionId={sectionId} writer={writer} go={go} />}
      {view.kind === 'read' && (
        <ArticleReader
          id={view.id}
          may={{ edit: may('PUT@admin/forum/article/:id'), remove: may('DELETE@admin/forum/article/:id') }}
          go={go}
        />
      )}
      {(view.kind === 'edit' || view.kind === 'new') && (
        <Suspense fallback={<Loading />}>
          <ArticleEditor sectionId={sectionId} id={view.kind === 'edit' ? view.id : undefined} go={go} />
        </Suspense>
      )}
    </Page>
  );
}
