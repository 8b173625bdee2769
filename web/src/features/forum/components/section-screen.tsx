import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  InputGroup,
  Intent,
} from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ForumSection } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { type SectionChange, useChangeSection, useSections } from '../api/sections';
import './forum.css';

/** /ForumSection: the administrator adds, renames and deletes the forum's sections (the forum menu). */
export function SectionScreen() {
  const { t } = useTranslation();
  const sections = useSections();
  const change = useChangeSection();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<{ section?: ForumSection } | undefined>();

  const run = async (c: SectionChange): Promise<boolean> => {
    try {
      const { msg } = await change.mutateAsync(c);
      void toastSuccess(msg);
      return true;
    } catch (error) {
      void toastError((error as Error).message);
      return false;
    }
  };
  const onDelete = async (s: ForumSection) => {
    const yes = await confirm({
      message: t('forum.sections.confirmDelete', { name: s.name }),
      confirmText: t('forum.sections.delete'),
      intent: Intent.DANGER,
    });
    if (yes) await run({ kind: 'delete', id: s.id });
  };

  return (
    <Page title={t('forum.sections.title')}>
      <div className="pf-forum-sections-toolbar">
        <Button
          intent={Intent.PRIMARY}
          icon={<AddIcon />}
          text={t('forum.sections.add')}
          onClick={() => setEditing({})}
        />
      </div>
      <QueryState query={sections}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="bp6-text-muted">{t('forum.sections.empty')}</p>
          ) : (
            <HTMLTable striped className="pf-forum-sections" aria-label={t('forum.sections.listLabel')}>
              <thead>
                <tr>
                  <th>{t('forum.sections.name')}</th>
                  <th className="pf-forum-sections-actions" />
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <Link to={`/ForumArticle/${encodeURIComponent(s.id)}`}>{s.name}</Link>
                    </td>
                    <td className="pf-forum-sections-actions">
                      <Button
                        small
                        minimal
                        icon={<EditIcon />}
                        text={t('forum.sections.rename')}
                        onClick={() => setEditing({ section: s })}
                      />
                      <Button
                        small
                        minimal
                        intent={Intent.DANGER}
                        icon={<TrashIcon />}
                        text={t('forum.sections.delete')}
                        onClick={() => void onDelete(s)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </QueryState>
      {editing && (
        <SectionDialog
          section={editing.section}
          saving={change.isPending}
          onClose={() => setEditing(undefined)}
          onSave={async (name) => {
            const s = editing.section;
            if (s) {
              const yes = await confirm({
                message: t('forum.sections.confirmRename', { from: s.name, to: name }),
              });
              if (!yes) return;
            }
            if (await run(s ? { kind: 'rename', id: s.id, name } : { kind: 'add', name }))
              setEditing(undefined);
          }}
        />
      )}
      {confirmDialog}
    </Page>
  );
}

function SectionDialog({
  section,
  saving,
  onClose,
  onSave,
}: {
  section: ForumSection | undefined;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(section?.name ?? '');
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={section ? t('forum.sections.renameTitle') : t('forum.sections.addTitle')}
      className="pf-forum-section-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onSave(name);
        }}
      >
        <DialogBody>
          <FormGroup label={t('forum.sections.name')} labelFor="pf-forum-section-name">
            <InputGroup
              id="pf-forum-section-name"
              autoFocus
              value={name}
              maxLength={50}
              onValueChange={setName}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('forum.sections.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={saving}
                text={t('forum.sections.save')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
