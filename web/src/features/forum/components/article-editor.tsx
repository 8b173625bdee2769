import { useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TITLE_MAX } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { QueryState } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useArticle, useSaveArticle } from '../api/articles';
import { editingHtml } from '../article-html';
import type { ForumView } from './forum-article-route';
import { RichTextEditor } from './rich-text-editor';

interface EditorProps {
  sectionId: string;
  /** Absent: a new article. */
  id?: string | undefined;
  go: (view: ForumView) => void;
}

/** Writing or editing an article: its title and its rich text. */
export function ArticleEditor({ sectionId, id, go }: EditorProps) {
  const article = useArticle(id ?? '');
  if (id === undefined)
    return <ArticleForm sectionId={sectionId} initial={{ title: '', html: '' }} go={go} />;
  return (
    <QueryState query={article}>
      {(a) => (
        <ArticleForm sectionId={sectionId} id={id} initial={{ title: a.title, html: a.html }} go={go} />
      )}
    </QueryState>
  );
}

function ArticleForm({
  sectionId,
  id,
  initial,
  go,
}: EditorProps & { initial: { title: string; html: string } }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial.title);
  const [html, setHtml] = useState(initial.html);
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useSaveArticle();
  const [confirm, confirmDialog] = useConfirm();
  const changed = title !== initial.title || html !== initial.html;
  const back = (): ForumView => (id ? { kind: 'read', id } : { kind: 'list' });

  const onSave = async () => {
    if (!title.trim() || !html) {
      void toastError(t('forum.editor.required'));
      return;
    }
    try {
      const { data, msg } = await save.mutateAsync({ id, sectionId, title, html });
      void toastSuccess(msg);
      go({ kind: 'read', id: data.id });
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields);
      void toastError((error as Error).message);
    }
  };
  const onCancel = async () => {
    if (
      changed &&
      !(await confirm({
        message: t('forum.editor.confirmLeave'),
        confirmText: t('forum.editor.leave'),
        cancelText: t('forum.editor.stay'),
        intent: Intent.DANGER,
      }))
    )
      return;
    go(back());
  };

  return (
    <form
      className="pf-forum-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <h3 className="pf-forum-editor-heading">
        {id ? t('forum.editor.editTitle') : t('forum.editor.newTitle')}
      </h3>
      <FormGroup
        label={t('forum.editor.title')}
        labelFor="pf-forum-title-input"
        intent={fields.title ? Intent.DANGER : Intent.NONE}
        helperText={fields.title}
      >
        <InputGroup
          id="pf-forum-title-input"
          value={title}
          maxLength={ARTICLE_TITLE_MAX}
          placeholder={t('forum.editor.titlePlaceholder')}
          intent={fields.title ? Intent.DANGER : Intent.NONE}
          onValueChange={setTitle}
        />
      </FormGroup>
      <FormGroup
        label={t('forum.editor.content')}
        intent={fields.html ? Intent.DANGER : Intent.NONE}
        helperText={fields.html}
      >
        <RichTextEditor
          initialHtml={editingHtml(initial.html)}
          onChange={setHtml}
          label={t('forum.editor.content')}
        />
      </FormGroup>
      <div className="pf-forum-editor-buttons">
        <Button text={t('forum.editor.cancel')} onClick={() => void onCancel()} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          loading={save.isPending}
          text={id ? t('forum.editor.saveEdit') : t('forum.editor.save')}
        />
      </div>
      {confirmDialog}
    </form>
  );
}
