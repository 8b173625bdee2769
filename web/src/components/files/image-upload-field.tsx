import { useState } from 'react';
import { Button, ProgressBar, Intent } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, CrossIcon, FolderOpenIcon, MediaIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { acceptOf } from './file-kinds';
import { FileLibraryDialog } from './file-library-dialog';
import { TILE_SIZE, UploadButton } from './upload-button';
import { useFileUrl, useImageLimit } from './use-file-url';
import { useUploads } from './use-uploads';

export interface ImageUploadFieldProps {
  id?: string | undefined;
  /** Names the group for screen readers (the form field's label). */
  label?: string | undefined;
  /** Stored paths joined by '||'. */
  value: string;
  onChange?: ((value: string) => void) | undefined;
  /** Fewer than the /Sysset image limit where a screen needs it; the limit otherwise. */
  limit?: number | undefined;
  /** The library category new uploads go to. */
  cateid?: string | undefined;
  /** Only the thumbnails, each opening its image. */
  readOnly?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * An image field (spec sections 5 and 9): .png and .jpg, at most the /Sysset image limit, its
 * value the stored paths joined by '||'. Thumbnails with remove and reorder, upload progress,
 * and images chosen from the file library.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { id, label, value, onChange, cateid, readOnly, disabled } = props;
  const imageLimit = useImageLimit();
  const limit = props.limit ?? imageLimit;
  const { t } = useTranslation();
  const url = useFileUrl();
  const [library, setLibrary] = useState(false);
  const uploads = useUploads({ kind: 'image', limit, value, onChange, cateid });
  const { paths, pending, room } = uploads;
  const editable = !readOnly && !disabled;

  if (readOnly && paths.length === 0) return <span>{t('files.images.none')}</span>;
  return (
    <div id={id} role="group" aria-label={label}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {paths.map((path, i) => (
          <figure key={`${i}-${path}`} style={TILE}>
            <a href={url(path)} target="_blank" rel="noopener noreferrer" style={THUMB_LINK}>
              <img
                src={url(path, { thumb: true })}
                alt={t('files.images.open', { n: i + 1 })}
                style={THUMB}
                loading="lazy"
              />
            </a>
            {!readOnly && (
              <figcaption style={TOOLS}>
                <Button
                  size="small"
                  variant="minimal"
                  icon={<ChevronLeftIcon />}
                  aria-label={t('files.images.moveLeft', { n: i + 1 })}
                  disabled={disabled || i === 0}
                  onClick={() => uploads.move(i, -1)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  intent={Intent.DANGER}
                  icon={<CrossIcon />}
                  aria-label={t('files.images.remove', { n: i + 1 })}
                  disabled={disabled}
                  onClick={() => uploads.remove(i)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon={<ChevronRightIcon />}
                  aria-label={t('files.images.moveRight', { n: i + 1 })}
                  disabled={disabled || i === paths.length - 1}
                  onClick={() => uploads.move(i, 1)}
                />
              </figcaption>
            )}
          </figure>
        ))}
        {pending.map((p) => (
          <figure key={p.key} style={{ ...TILE, justifyContent: 'center', padding: 8 }}>
            <ProgressBar
              value={p.progress}
              intent={Intent.PRIMARY}
              aria-label={t('files.images.uploading', { name: p.name })}
            />
            <small style={CAPTION}>{p.name}</small>
          </figure>
        ))}
        {!readOnly && room > 0 && (
          <UploadButton
            tile
            icon={<MediaIcon size={24} />}
            text={t('files.images.upload')}
            accept={acceptOf('image')}
            disabled={disabled}
            onFiles={(files) => void uploads.upload(files)}
          />
        )}
      </div>
      {!readOnly && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 6 }}>
          <Button
            size="small"
            icon={<FolderOpenIcon />}
            text={t('files.images.fromLibrary')}
            disabled={!editable || room === 0}
            onClick={() => setLibrary(true)}
          />
          <span className="bp6-text-muted">{t('files.images.hint', { n: limit })}</span>
        </div>
      )}
      {library && (
        <FileLibraryDialog
          kind="image"
          limit={room}
          onPick={(files) => uploads.add(files.map((f) => f.path))}
          onClose={() => setLibrary(false)}
        />
      )}
    </div>
  );
}

const TILE = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: TILE_SIZE,
  minHeight: TILE_SIZE,
  margin: 0,
  border: '1px solid rgba(17, 20, 24, 0.15)',
  borderRadius: 2,
  overflow: 'hidden',
} as const;
const THUMB_LINK = { display: 'block', width: '100%', height: TILE_SIZE - 2 } as const;
const THUMB = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;
const TOOLS = { display: 'flex', justifyContent: 'space-between' } as const;
const CAPTION = {
  marginTop: 6,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
