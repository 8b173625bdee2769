import { useCallback, useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { TraderGrade } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { NewButton } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging, type TableColumn } from '../../../components/ui/paged-table';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { useMay } from '../../../lib/session-view';
import { useGrades } from '../api/get-grades';
import { useDeleteGrade } from '../api/save-grade';
import { GradeEditDialog } from './grade-edit-dialog';
import { GradeHistory } from './grade-history';

type Open = { grade?: TraderGrade } | null;

/** /Customer/Grade (Admin): trader grades, each a name and a price factor for traders' quotations. */
export function TraderGradesScreen() {
  const { t } = useTranslation();
  const may = useMay();
  const paging = usePaging('customers.grades');
  const grades = useGrades(paging.page, paging.size);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const [confirm, confirmDialog] = useConfirm();
  const remove = useDeleteGrade();

  const columns = useMemo<TableColumn<TraderGrade>[]>(
    () => [
      {
        key: 'name',
        title: t('customers.grades.name'),
        render: (row) => row.name,
        export: { field: 'name' },
      },
      {
        key: 'factor',
        title: t('customers.grades.factor'),
        render: (row) => row.factor,
        width: 160,
        export: { field: 'factor', kind: 'number' },
      },
    ],
    [t],
  );

  async function deleteGrade(grade: TraderGrade): Promise<void> {
    const yes = await confirm({
      message: t('customers.grades.confirmDelete', { name: grade.name }),
      confirmText: t('customers.grades.deleteButton'),
      intent: Intent.DANGER,
    });
    if (!yes) return;
    remove.mutate(grade.id, {
      onSuccess: ({ msg }) => void toastSuccess(msg || t('common.operationSuccessful')),
      onError: (error) => void toastError(error.message),
    });
  }

  const mayEdit = may('PUT@customer-grade/:id');
  const mayDelete = may('DELETE@customer-grade/:id');
  const actions = (row: TraderGrade) => (
    <span className="pf-actions">
      {mayEdit && (
        <Button
          size="small"
          variant="minimal"
          icon={<EditIcon />}
          aria-label={t('customers.grades.edit', { name: row.name })}
          title={t('customers.grades.edit', { name: row.name })}
          onClick={() => setOpen({ grade: row })}
        />
      )}
      {mayDelete && (
        <Button
          size="small"
          variant="minimal"
          intent={Intent.DANGER}
          icon={<TrashIcon />}
          aria-label={t('customers.grades.delete', { name: row.name })}
          title={t('customers.grades.delete', { name: row.name })}
          onClick={() => void deleteGrade(row)}
        />
      )}
    </span>
  );

  return (
    <Page title={t('customers.grades.title')}>
      <div style={{ display: 'grid', gap: 16 }}>
        <PagedTable<TraderGrade>
          label={t('customers.grades.label')}
          columns={columns}
          rows={grades.data?.rows}
          pageInfo={grades.data?.pageInfo}
          loading={grades.isFetching && (grades.isPlaceholderData || grades.data === undefined)}
          onPage={paging.onPage}
          rowKey={(row) => row.id}
          actions={actions}
          actionsWidth={100}
          empty={
            grades.isError
              ? t('common.loadFailed', { message: grades.error.message })
              : t('customers.grades.empty')
          }
          exportList={{ path: 'customer-grade', fileName: t('customers.grades.title') }}
          toolbar={
            may('POST@customer-grade') ? (
              <NewButton text={t('customers.grades.new')} onClick={() => setOpen({})} />
            ) : undefined
          }
        />
        <GradeHistory />
      </div>
      {open && <GradeEditDialog grade={open.grade} onClose={close} />}
      {confirmDialog}
    </Page>
  );
}
