import { useState } from 'react';
import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { CrossIcon, DocumentIcon, FolderOpenIcon, UploadIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { acceptOf } from './file-kinds';
import { fileUrl, formatSize } from './file-url';
import { FileLibraryDialog } from './file-library-dialog';
import { UploadButton } from './upload-button';
import { useFileInfo } from './use-file-info';
import { useUploads } from './use-uploads';

export const DEFAULT_ATTACHMENT_LIMIT = 10;

export interface AttachmentListProps {
  id?: string | undefined;
  /** Names the group for screen readers (the form field's label). */
  label?: string | undefined;
  /** Stored paths joined by '||'. */
  value: string;
  onChange?: ((value: string) => void) | undefined;
  limit?: number | undefined;
  cateid?: string | undefined;
  /** Only the list, each opening its file. */
  readOnly?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * PDF attachments: upload (or choose from the library), a list with each file's name and size
 * opening it in a new tab, remove. The value is the stored paths joined by '||'.
 */
export function AttachmentList(props: AttachmentListProps) {
  const { id, label, value, onChange, limit = DEFAULT_ATTACHMENT_LIMIT, cateid, readOnly, disabled } = props;
  const { t } = useTranslation();
  const [library, setLibrary] = useState(false);
  const uploads = useUploads({ kind: 'pdf', limit, value, onChange, cateid });
  const { paths, pending, room } = uploads;

  if (readOnly && paths.length === 0) return <span>{t('files.attachments.none')}</span>;
  return (
    <div id={id} role="group" aria-label={label}>
      {(paths.length > 0 || pending.length > 0) && (
        <ul style={LIST}>
          {paths.map((path, i) => (
            <Attachment
              key={`${i}-${path}`}
              path={path}
              onRemove={readOnly ? undefined : () => uploads.remove(i)}
              disabled={disabled}
            />
          ))}
          {pending.map((p) => (
            <li key={p.key} style={ROW}>
              <DocumentIcon />
              <span style={NAME}>{p.name}</span>
              <span style={{ width: 80 }}>
                <ProgressBar value={p.progress} intent={Intent.PRIMARY} aria-label={p.name} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <UploadButton
            icon={<UploadIcon />}
            text={t('files.attachments.upload')}
            accept={acceptOf('pdf')}
            disabled={disabled || room === 0}
            onFiles={(files) => void uploads.upload(files)}
          />
          <Button
            icon={<FolderOpenIcon />}
            text={t('files.attachments.fromLibrary')}
            disabled={disabled || room === 0}
            onClick={() => setLibrary(true)}
          />
          <span className="bp6-text-muted">{t('files.attachments.hint', { n: limit })}</span>
        </div>
      )}
      {library && (
        <FileLibraryDialog
          kind="pdf"
          limit={room}
          onPick={(files) => uploads.add(files.map((f) => f.path))}
          onClose={() => setLibrary(false)}
        />
      )}
    </div>
  );
}

function Attachment({
  path,
  onRemove,
  disabled,
}: {
  path: string;
  onRemove?: (() => void) | undefined;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const info = useFileInfo(path);
  return (
    <li style={ROW}>
      <DocumentIcon />
      {/* Attachments are served by the API, which checks who may read them. */}
      <a href={fileUrl(path)} target="_blank" rel="noopener noreferrer" style={NAME}>
        {info.name}
      </a>
      <span className="bp6-text-muted">{formatSize(info.size)}</span>
      {onRemove && (
        <Button
          size="small"
          variant="minimal"
          intent={Intent.DANGER}
          icon={<CrossIcon />}
          aria-label={t('files.attachments.remove', { name: info.name })}
          disabled={disabled}
          style={{ marginLeft: 'auto' }}
          onClick={onRemove}
        />
      )}
    </li>
  );
}

const LIST = { listStyle: 'none', margin: '0 0 8px', padding: 0 } as const;
const ROW = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 30 } as const;
const NAME = {
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
