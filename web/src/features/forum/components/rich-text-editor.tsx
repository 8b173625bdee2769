import { useRef, useState } from 'react';
import { Button, ButtonGroup, Divider, HTMLSelect, Spinner } from '@blueprintjs/core';
import {
  CitationIcon,
  HeaderOneIcon,
  HeaderTwoIcon,
  ListIcon,
  MediaIcon,
  NumberedListIcon,
  RedoIcon,
  UndoIcon,
  LinkIcon,
  UnlinkIcon,
} from '@blueprintjs/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { ARTICLE_FONT_SIZES } from '@packflow/contracts';
import { acceptOf, fitsKind, kindLabel, uploadFile } from '../../../components/files';
import { toastError } from '../../../components/ui/toaster';
import { storedHtml, uploadErrorText } from '../article-html';
import { DataFontSize, SizedTextStyle } from './font-size';

/** Font sizes offered: 12 to 72 px (spec section 9). */
const FONT_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72].filter(
  (n) => n >= ARTICLE_FONT_SIZES.min && n <= ARTICLE_FONT_SIZES.max,
);

const HTTP = /^https?:\/\/\S+$/i;

/** A toolbar button keeps the text's focus and selection (it acts on them). */
const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();

export interface RichTextEditorProps {
  /** The starting HTML (changes later are ignored: the editor owns the text once open). */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}

/**
 * The forum's rich-text editor (Tiptap): paragraphs, headings, bold, italic, underline, strike,
 * lists, quotes, links, font sizes 12 to 72 px and images uploaded through POST /api/upload. The
 * server sanitises what it saves; this offers only what it keeps.
 */
export function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    // Tiptap's own <style> element is refused by the CSP: forum.css carries what it would add.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
      SizedTextStyle,
      DataFontSize,
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : storedHtml(e.getHTML())),
  });
  return (
    <div className="pf-rte">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className="pf-rte-content pf-forum-text" />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const mark = (name: string, active: boolean, run: () => void, text: string) => (
    <Button
      small
      minimal
      active={active}
      aria-pressed={active}
      aria-label={text}
      title={text}
      onMouseDown={keepFocus}
      onClick={run}
      text={<span className={`pf-rte-mark pf-rte-${name}`}>{text.slice(0, 1)}</span>}
    />
  );
  const icon = (active: boolean, run: () => void, text: string, Icon: typeof ListIcon, disabled = false) => (
    <Button
      small
      minimal
      active={active}
      aria-label={text}
      title={text}
      onClick={run}
      disabled={disabled}
      icon={<Icon />}
    />
  );
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('forum.toolbar.linkPrompt'), previous)?.trim();
    if (href === undefined) return;
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else if (!HTTP.test(href)) void toastError(t('forum.toolbar.linkInvalid'));
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="pf-rte-toolbar" role="toolbar" aria-label={t('forum.editor.content')}>
      <ButtonGroup>
        {mark('bold', state.bold, () => chain().toggleBold().run(), t('forum.toolbar.bold'))}
        {mark('italic', state.italic, () => chain().toggleItalic().run(), t('forum.toolbar.italic'))}
        {mark(
          'underline',
          state.underline,
          () => chain().toggleUnderline().run(),
          t('forum.toolbar.underline'),
        )}
        {mark('strike', state.strike, () => chain().toggleStrike().run(), t('forum.toolbar.strike'))}
      </ButtonGroup>
      <HTMLSelect
        minimal
        aria-label={t('forum.toolbar.fontSize')}
        title={t('forum.toolbar.fontSize')}
        value={state.fontSize}
        onChange={(e) =>
          e.currentTarget.value
            ? chain().setFontSize(e.currentTarget.value).run()
            : chain().unsetFontSize().run()
        }
      >
        <option value="">{t('forum.toolbar.defaultSize')}</option>
        {FONT_SIZES.map((n) => (
          <option key={n} value={`${n}px`}>
            {n} px
          </option>
        ))}
      </HTMLSelect>
      <Divider />
      <ButtonGroup>
        {icon(
          state.h2,
          () => chain().toggleHeading({ level: 2 }).run(),
          t('forum.toolbar.heading2'),
          HeaderOneIcon,
        )}
        {icon(
          state.h3,
          () => chain().toggleHeading({ level: 3 }).run(),
          t('forum.toolbar.heading3'),
          HeaderTwoIcon,
        )}
        {icon(state.bullet, () => chain().toggleBulletList().run(), t('forum.toolbar.bulletList'), ListIcon)}
        {icon(
          state.ordered,
          () => chain().toggleOrderedList().run(),
          t('forum.toolbar.orderedList'),
          NumberedListIcon,
        )}
        {icon(
          state.quote,
          () => chain().toggleBlockquote().run(),
          t('forum.toolbar.blockquote'),
          CitationIcon,
        )}
      </ButtonGroup>
      <Divider />
      <ButtonGroup>
        {icon(state.link, setLink, t('forum.toolbar.link'), LinkIcon)}
        {icon(false, () => chain().unsetLink().run(), t('forum.toolbar.unlink'), UnlinkIcon, !state.link)}
        <ImageButton editor={editor} />
      </ButtonGroup>
      <Divider />
      <ButtonGroup>
        {icon(false, () => chain().undo().run(), t('forum.toolbar.undo'), UndoIcon, !state.canUndo)}
        {icon(false, () => chain().redo().run(), t('forum.toolbar.redo'), RedoIcon, !state.canRedo)}
      </ButtonGroup>
    </div>
  );
}

/** Picks an image, uploads it (POST /api/upload) and inserts it as /api/file/<stored path>. */
function ImageButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    // What the server takes (.png, .jpg): another kind is refused here, before anything is sent.
    if (!fitsKind(file, 'image')) return void toastError(t('files.wrongType', { types: kindLabel('image') }));
    setBusy(true);
    try {
      const stored = await uploadFile(file);
      editor
        .chain()
        .focus()
        .setImage({ src: `/api/file/${stored.path}`, alt: stored.name })
        .run();
    } catch (error) {
      void toastError(uploadErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        small
        minimal
        aria-label={t('forum.toolbar.image')}
        title={busy ? t('forum.editor.uploading') : t('forum.toolbar.image')}
        disabled={busy}
        icon={busy ? <Spinner size={14} /> : <MediaIcon />}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept={acceptOf('image')}
        hidden
        data-testid="forum-image-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}
