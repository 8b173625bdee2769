import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, Intent, ProgressBar } from '@blueprintjs/core';
import { MoveIcon, TrashIcon, UploadIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { useConfirm } from '../ui/confirm';
import { toastError, toastSuccess } from '../ui/toaster';
import { Pager } from '../ui/pager';
import { acceptOf, fitsKind, isOfKind, kindLabel, type FileKind } from './file-kinds';
import { CategoryPanel } from './category-panel';
import { FileGrid } from './file-grid';
import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_PAGE_SIZES,
  useCategories,
  useDeleteFiles,
  useFilePage,
  useMoveFiles,
  useRefreshFiles,
  type LibraryFile,
} from './library-api';
import { uploadFile } from './upload';
import { UploadButton } from './upload-button';
import { useIsPhone as useNarrow } from '../../lib/use-media';

/** Spec section 9: dialog default width. */
const DIALOG_WIDTH = 700;

export interface FileLibraryDialogProps {
  /** The files a field takes; others show but cannot be chosen. Absent: any. */
  kind?: FileKind | undefined;
  /** How many may be chosen ('selection cannot exceed N' beyond); absent: none (managing only). */
  limit?: number | undefined;
  /** The chosen files, in the order they were chosen; the dialog then closes. */
  onPick?: ((files: LibraryFile[]) => void) | undefined;
  onClose: () => void;
}

/**
 * The file library (spec sections 3, 7, 9): categories, the files of one in pages of 24, upload
 * into it, choose several, move them to a category, delete them (after a question), and pick
 * up to `limit` for the field that opened it.
 */
export function FileLibraryDialog({ kind, limit, onPick, onClose }: FileLibraryDialogProps) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const [cateid, setCateid] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: LIBRARY_PAGE_SIZE });
  const [selected, setSelected] = useState<ReadonlyMap<string, LibraryFile>>(new Map());
  const [target, setTarget] = useState('');
  const [uploading, setUploading] = useState<number | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const categories = useCategories();
  const files = useFilePage({ cateid: cateid || undefined, ...paging });
  const move = useMoveFiles();
  const remove = useDeleteFiles();
  const refreshFiles = useRefreshFiles();
  const picking = onPick !== undefined;
  const ids = [...selected.keys()];
  const list = categories.data ?? [];

  function open(id: string): void {
    setCateid(id);
    setPaging((p) => ({ ...p, page: 1 }));
  }

  function toggle(file: LibraryFile): void {
    const next = new Map(selected);
    if (next.has(file.id)) next.delete(file.id);
    else if (picking && limit !== undefined && next.size >= limit) {
      return void toastError(t('files.tooMany', { n: limit }));
    } else next.set(file.id, file);
    setSelected(next);
  }

  async function upload(chosen: File[]): Promise<void> {
    const types = kind ? [kind] : (['image', 'pdf'] as const);
    if (!chosen.every((file) => types.some((k) => fitsKind(file, k)))) {
      return void toastError(t('files.wrongType', { types: types.map(kindLabel).join(', ') }));
    }
    let failed = false;
    for (const [i, file] of chosen.entries()) {
      setUploading(i / chosen.length);
      try {
        await uploadFile(file, {
          cateid: cateid || undefined,
          onProgress: (f) => setUploading((i + f) / chosen.length),
        });
      } catch (error) {
        failed = true;
        void toastError(error instanceof Error && error.message ? error.message : t('files.uploadFailed'));
      }
    }
    setUploading(null);
    await refreshFiles();
    if (!failed) void toastSuccess(t('files.uploadSuccessful'));
  }

  function moveSelected(): void {
    if (target === '' || ids.length === 0) return;
    move.mutate(
      { ids, cateid: target },
      {
        onSuccess: ({ msg }) => {
          setSelected(new Map());
          void toastSuccess(msg || t('common.operationSuccessful'));
        },
        onError: (error) => void toastError(error.message),
      },
    );
  }

  async function deleteSelected(): Promise<void> {
    const sure = await confirm({
      title: t('files.library.delete'),
      message: t('files.library.confirmDelete', { count: ids.length }),
      intent: Intent.DANGER,
    });
    if (!sure) return;
    remove.mutate(ids, {
      onSuccess: ({ msg }) => {
        setSelected(new Map());
        void toastSuccess(msg || t('common.operationSuccessful'));
      },
      onError: (error) => void toastError(error.message, t('files.deleteFailed')),
    });
  }

  return (
    <Dialog
      isOpen
      title={t('files.library.title')}
      onClose={onClose}
      canOutsideClickClose={false}
      style={narrow ? PHONE : { width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 40px)' }}
    >
      <DialogBody>
        <div style={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', gap: 12 }}>
          <CategoryPanel categories={list} current={cateid} onOpen={open} narrow={narrow} />
          <div style={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <div style={TOOLBAR}>
              <UploadButton
                icon={<UploadIcon />}
                text={t('files.library.upload')}
                accept={kind ? acceptOf(kind) : `${acceptOf('image')},${acceptOf('pdf')}`}
                disabled={uploading !== null}
                onFiles={(chosen) => void upload(chosen)}
              />
              <HTMLSelect
                aria-label={t('files.library.moveTo')}
                value={target}
                options={[
                  { value: '', label: t('files.library.moveTo') },
                  ...list.map((c) => ({ value: c.id, label: c.name })),
                ]}
                onChange={(event) => setTarget(event.currentTarget.value)}
              />
              <Button
                icon={<MoveIcon />}
                text={t('files.library.move')}
                disabled={ids.length === 0 || target === ''}
                loading={move.isPending}
                onClick={moveSelected}
              />
              <Button
                icon={<TrashIcon />}
                intent={Intent.DANGER}
                text={t('files.library.delete')}
                disabled={ids.length === 0}
                loading={remove.isPending}
                onClick={() => void deleteSelected()}
              />
            </div>
            {uploading !== null && <ProgressBar value={uploading} intent={Intent.PRIMARY} />}
            <QueryState query={files}>
              {(page) => (
                <>
                  <FileGrid
                    rows={page.rows}
                    selected={selected}
                    isDisabled={(file) => picking && kind !== undefined && !isOfKind(file.mime, kind)}
                    onToggle={toggle}
                  />
                  <Pager
                    compact
                    sizes={LIBRARY_PAGE_SIZES}
                    sizeLabel={t('files.library.pageSize')}
                    page={paging.page}
                    size={paging.size}
                    count={page.count}
                    onChange={(page, size) => setPaging({ page, size })}
                  />
                </>
              )}
            </QueryState>
          </div>
        </div>
      </DialogBody>
      <DialogFooter
        minimal={narrow}
        actions={
          <>
            {ids.length > 0 && (
              <Button
                variant="minimal"
                text={t('files.library.clear')}
                onClick={() => setSelected(new Map())}
              />
            )}
            <Button text={t('files.library.close')} onClick={onClose} />
            {picking && (
              <Button
                intent={Intent.PRIMARY}
                text={t('files.library.pick', { count: ids.length })}
                disabled={ids.length === 0}
                onClick={() => {
                  onPick([...selected.values()]);
                  onClose();
                }}
              />
            )}
          </>
        }
      >
        {kind && picking && (
          <span className="bp6-text-muted">{t('files.library.kindHint', { types: kindLabel(kind) })}</span>
        )}
      </DialogFooter>
      {confirmDialog}
    </Dialog>
  );
}

const PHONE = { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 } as const;
const TOOLBAR = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;
