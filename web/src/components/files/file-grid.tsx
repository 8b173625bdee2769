import { Checkbox } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { isOfKind } from './file-kinds';
import { formatSize } from './file-url';
import type { LibraryFile } from './library-api';
import { useFileUrl } from './use-file-url';

export interface FileGridProps {
  rows: LibraryFile[];
  selected: ReadonlyMap<string, LibraryFile>;
  /** Files that may not be chosen here (another kind than the field takes). */
  isDisabled: (file: LibraryFile) => boolean;
  onToggle: (file: LibraryFile) => void;
}

/** A page of the library as tiles: an image's thumbnail or a document icon, the name and size. */
export function FileGrid({ rows, selected, isDisabled, onToggle }: FileGridProps) {
  const { t } = useTranslation();
  const url = useFileUrl();
  if (rows.length === 0) return <p className="bp6-text-muted">{t('files.library.empty')}</p>;
  return (
    <ul style={GRID}>
      {rows.map((file) => {
        const chosen = selected.has(file.id);
        const disabled = isDisabled(file);
        return (
          <li
            key={file.id}
            style={{ ...TILE, ...(chosen ? CHOSEN : {}), opacity: disabled ? 0.45 : 1 }}
            title={file.name}
          >
            <button
              type="button"
              style={PREVIEW}
              disabled={disabled}
              tabIndex={-1}
              aria-hidden
              onClick={() => onToggle(file)}
            >
              {isOfKind(file.mime, 'image') ? (
                <img src={url(file.path, { thumb: true })} alt="" style={IMAGE} loading="lazy" />
              ) : (
                <DocumentIcon size={36} />
              )}
            </button>
            <Checkbox
              checked={chosen}
              disabled={disabled}
              aria-label={t('files.library.select', { name: file.name })}
              onChange={() => onToggle(file)}
              style={{ margin: '4px 6px', minWidth: 0 }}
              labelElement={<span style={NAME}>{file.name}</span>}
            />
            <small className="bp6-text-muted" style={{ margin: '-6px 6px 4px 32px' }}>
              {formatSize(file.size)}
            </small>
          </li>
        );
      })}
    </ul>
  );
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
const TILE = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: '1px solid rgba(17, 20, 24, 0.15)',
  borderRadius: 3,
  overflow: 'hidden',
} as const;
const CHOSEN = { borderColor: '#2d72d2', boxShadow: '0 0 0 2px #2d72d2' } as const;
const PREVIEW = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 84,
  padding: 0,
  border: 0,
  background: 'rgba(143, 153, 168, 0.15)',
  cursor: 'pointer',
} as const;
const IMAGE = { width: '100%', height: '100%', objectFit: 'cover' } as const;
const NAME = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 12,
  verticalAlign: 'top',
} as const;
