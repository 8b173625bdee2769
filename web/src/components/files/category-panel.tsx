import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  Intent,
  Menu,
  MenuItem,
} from '@blueprintjs/core';
import { EditIcon, FolderCloseIcon, FolderOpenIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../ui/confirm';
import { toastError, toastSuccess } from '../ui/toaster';
import { useDeleteCategory, useSaveCategory, type FileCategory } from './library-api';

export interface CategoryPanelProps {
  categories: FileCategory[];
  /** The open category; '' for every file. */
  current: string;
  onOpen: (cateid: string) => void;
  /** A list beside the files (wide) or a select above them (phone). */
  narrow: boolean;
}

/** The library's categories: choose one, add, rename, delete (with its files, after a question). */
export function CategoryPanel({ categories, current, onOpen, narrow }: CategoryPanelProps) {
  const { t } = useTranslation();
  const [naming, setNaming] = useState<{ id?: string; name: string } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const remove = useDeleteCategory();
  const open = categories.find((c) => c.id === current);

  async function deleteOpen(): Promise<void> {
    if (!open) return;
    const sure = await confirm({
      title: t('files.library.deleteCategory'),
      message: t('files.library.confirmDeleteCategory'),
      intent: Intent.DANGER,
    });
    if (!sure) return;
    remove.mutate(open.id, {
      onSuccess: ({ msg }) => {
        onOpen('');
        void toastSuccess(msg || t('common.operationSuccessful'));
      },
      onError: (error) => void toastError(error.message, t('files.deleteFailed')),
    });
  }

  const actions = (
    <div style={{ display: 'flex', gap: 4, flex: '0 0 auto' }}>
      <Button
        size="small"
        icon={<PlusIcon />}
        aria-label={t('files.library.addCategory')}
        title={t('files.library.addCategory')}
        onClick={() => setNaming({ name: '' })}
      />
      <Button
        size="small"
        icon={<EditIcon />}
        aria-label={t('files.library.renameCategory')}
        title={t('files.library.renameCategory')}
        disabled={!open}
        onClick={() => open && setNaming({ id: open.id, name: open.name })}
      />
      <Button
        size="small"
        intent={Intent.DANGER}
        icon={<TrashIcon />}
        aria-label={t('files.library.deleteCategory')}
        title={t('files.library.deleteCategory')}
        disabled={!open}
        loading={remove.isPending}
        onClick={() => void deleteOpen()}
      />
    </div>
  );

  return (
    <nav aria-label={t('files.library.categories')} style={narrow ? NARROW : WIDE}>
      {narrow ? (
        <HTMLSelect
          aria-label={t('files.library.category')}
          fill
          value={current}
          options={[
            { value: '', label: t('files.library.allFiles') },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={(event) => onOpen(event.currentTarget.value)}
        />
      ) : (
        <Menu style={{ padding: 0, minWidth: 0, background: 'none', maxHeight: 360, overflowY: 'auto' }}>
          {[{ id: '', name: t('files.library.allFiles') }, ...categories].map((c) => (
            <MenuItem
              key={c.id}
              text={c.name}
              icon={c.id === current ? <FolderOpenIcon /> : <FolderCloseIcon />}
              active={c.id === current}
              aria-current={c.id === current ? 'true' : undefined}
              onClick={() => onOpen(c.id)}
            />
          ))}
        </Menu>
      )}
      {actions}
      {naming && <CategoryNameDialog initial={naming} onClose={() => setNaming(null)} onSaved={onOpen} />}
      {confirmDialog}
    </nav>
  );
}

function CategoryNameDialog({
  initial,
  onClose,
  onSaved,
}: {
  initial: { id?: string; name: string };
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [error, setError] = useState<string>();
  const save = useSaveCategory();
  const title = initial.id === undefined ? t('files.library.addCategory') : t('files.library.renameCategory');
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 360, maxWidth: 'calc(100vw - 20px)' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: initial.id, name: name.trim() },
            {
              onSuccess: ({ data, msg }) => {
                void toastSuccess(msg || t('common.operationSuccessful'));
                const id = initial.id ?? (data as { id?: unknown } | null)?.id;
                if (typeof id === 'string') onSaved(id);
                onClose();
              },
              onError: (e) => {
                setError(e instanceof Error ? e.message : String(e));
                void toastError(e.message);
              },
            },
          );
        }}
      >
        <DialogBody>
          <InputGroup
            autoFocus
            aria-label={t('files.library.categoryName')}
            placeholder={t('files.library.categoryName')}
            value={name}
            intent={error ? Intent.DANGER : Intent.NONE}
            onValueChange={(v) => {
              setName(v);
              setError(undefined);
            }}
          />
          {error && (
            <p className="bp6-form-helper-text bp6-intent-danger" style={{ color: '#cd4246' }}>
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('common.save')}
                loading={save.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

const WIDE = { display: 'flex', flexDirection: 'column', gap: 8, width: 170, flex: '0 0 170px' } as const;
const NARROW = { display: 'flex', gap: 8, alignItems: 'center' } as const;
