import { useMemo, useState } from 'react';
import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { STAGE_KINDS } from '@packflow/contracts';
import { type TableColumn, labelsOf, usePaging } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { type ReworkRow, useFinishRework, useReworkList } from '../api/rework';
import { useListParams } from './list-params';
import { QualityListPage, quantityExport, quantityOf } from './lot-list';
import { TextField } from './text-field';
import { useDialogSend } from './use-dialog-send';

const VIEWS = ['open', 'finished'] as const;
const WHOLE = /^\d+$/;

const reworkName = (row: ReworkRow, t: TFunction): string =>
  t('inspection.lotName', { number: row.orderNumber, n: row.lot });

/**
 * /OrderProduct/Rework (Product, ProductManage): the quantities sent back to a stage, each with
 * 'Finish rework' when the server offers it; then the finished ones with their output.
 */
export function ReworkScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging('inspection-rework');
  const params = useListParams(VIEWS, paging.firstPage);
  const [open, setOpen] = useState<ReworkRow | null>(null);
  const list = useReworkList({
    status: params.view,
    keyword: params.keyword,
    page: paging.page,
    size: paging.size,
  });
  const finished = params.view === 'finished';

  const columns = useMemo((): TableColumn<ReworkRow>[] => {
    const base: TableColumn<ReworkRow>[] = [
      {
        key: 'number',
        title: t('inspection.columns.number'),
        render: (row) => row.orderNumber,
        width: 200,
        export: { field: 'orderNumber' },
      },
      {
        key: 'customer',
        title: t('inspection.columns.customer'),
        render: (row) => row.customerName,
        export: { field: 'customerName' },
      },
      {
        key: 'lot',
        title: t('inspection.columns.lot'),
        render: (row) => row.lot,
        width: 60,
        export: { field: 'lot', kind: 'number' },
      },
      {
        key: 'stage',
        title: t('inspection.columns.stage'),
        render: (row) => t(`inspection.stageKinds.${row.stage}`),
        export: { field: 'stage', labels: labelsOf(STAGE_KINDS, (s) => t(`inspection.stageKinds.${s}`)) },
      },
      {
        key: 'quantity',
        title: t('inspection.columns.quantity'),
        render: (row) => <span className="pf-qc-num">{quantityOf(row.quantity, row.unit, t, locale)}</span>,
        export: quantityExport(t),
      },
      {
        key: 'reason',
        title: t('inspection.columns.reason'),
        render: (row) => row.reason,
        export: { field: 'reason' },
      },
      {
        key: 'opened',
        title: t('inspection.columns.opened'),
        render: (row) => formatDateTime(row.openedAt, locale),
        width: 150,
        export: { field: 'openedAt', kind: 'datetime' },
      },
    ];
    if (!finished) return base;
    return [
      ...base,
      {
        key: 'good',
        title: t('inspection.columns.good'),
        render: (row) =>
          row.goodQuantity !== null ? quantityOf(row.goodQuantity, row.unit, t, locale) : '—',
        export: quantityExport(t, 'goodQuantity'),
      },
      {
        key: 'waste',
        title: t('inspection.columns.waste'),
        render: (row) => (row.waste !== null ? quantityOf(row.waste, row.unit, t, locale) : '—'),
        export: quantityExport(t, 'waste'),
      },
      {
        key: 'finished',
        title: t('inspection.columns.finished'),
        render: (row) => (row.finishedAt ? formatDateTime(row.finishedAt, locale) : '—'),
        width: 150,
        export: { field: 'finishedAt', kind: 'datetime' },
      },
    ];
  }, [t, locale, finished]);

  return (
    <QualityListPage
      title={t('inspection.rework.title')}
      label={t('inspection.rework.label')}
      query={list}
      onPage={paging.onPage}
      columns={columns}
      rowKey={(row) => row.reworkId}
      empty={t(finished ? 'inspection.rework.emptyFinished' : 'inspection.rework.emptyOpen')}
      search={params.search}
      exportList={{
        path: 'production/rework',
        params: { status: params.view, keyword: params.keyword },
        fileName: `${t('inspection.rework.title')} · ${t(`inspection.rework.views.${params.view}`)}`,
      }}
      views={{
        label: t('inspection.rework.viewLabel'),
        value: params.view,
        choices: VIEWS.map((value) => ({ value, label: t(`inspection.rework.views.${value}`) })),
        onChange: (value) => params.setView(value as (typeof VIEWS)[number]),
      }}
      dialog={open && <FinishReworkDialog row={open} onClose={() => setOpen(null)} />}
      actions={
        finished
          ? undefined
          : (row) =>
              row.actions.includes('finish') ? (
                <Button
                  intent={Intent.PRIMARY}
                  icon={<TickCircleIcon />}
                  text={t('inspection.rework.finish')}
                  aria-label={t('inspection.rework.finishLabel', { lot: reworkName(row, t) })}
                  title={t('inspection.rework.finishLabel', { lot: reworkName(row, t) })}
                  onClick={() => setOpen(row)}
                />
              ) : null
      }
    />
  );
}

/** Finish a rework: the good output (back to inspection as the order's next lot), the waste and a note. */
export function FinishReworkDialog({ row, onClose }: { row: ReworkRow; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const finish = useFinishRework();
  const [good, setGood] = useState(String(row.quantity));
  const [waste, setWaste] = useState('');
  const [note, setNote] = useState('');
  const { errors, send } = useDialogSend(onClose);
  const unit = t(`inspection.units.${row.unit}`);

  function submit() {
    const found: Record<string, string> = {};
    const g = good.trim();
    const w = waste.trim() || '0';
    if (!WHOLE.test(g) || Number(g) < 1 || Number(g) > row.quantity)
      found.goodQuantity = t('inspection.rework.errors.good', { max: row.quantity });
    else if (!WHOLE.test(w) || Number(g) + Number(w) > row.quantity)
      found.waste = t('inspection.rework.errors.waste', { max: row.quantity });
    return send(found, async () => {
      await finish.mutateAsync({
        row,
        form: { goodQuantity: Number(g), waste: Number(w), note: note.trim() },
      });
      return { msg: t('inspection.rework.done') };
    });
  }

  return (
    <FormDialog
      title={t('inspection.rework.dialogTitle', { lot: reworkName(row, t) })}
      className="pf-qc-dialog pf-qc-touch"
      busy={finish.isPending}
      formError={errors.form}
      closeText={t('inspection.close')}
      submitText={t('inspection.rework.finish')}
      onSubmit={() => void submit()}
      onClose={onClose}
      header={
        <p>
          {t('inspection.rework.hint', {
            quantity: quantityOf(row.quantity, row.unit, t, locale),
            stage: t(`inspection.stageKinds.${row.stage}`),
            reason: row.reason,
          })}
        </p>
      }
    >
      <Field
        label={t('inspection.rework.goodQuantity', { unit })}
        labelFor="rework-good"
        error={errors.goodQuantity}
      >
        <InputGroup id="rework-good" inputMode="numeric" value={good} onValueChange={setGood} />
      </Field>
      <Field label={t('inspection.rework.waste', { unit })} labelFor="rework-waste" error={errors.waste}>
        <InputGroup
          id="rework-waste"
          inputMode="numeric"
          placeholder="0"
          value={waste}
          onValueChange={setWaste}
        />
      </Field>
      <TextField
        id="rework-note"
        label={t('inspection.rework.note')}
        error={errors.note}
        maxLength={200}
        value={note}
        onChange={setNote}
      />
    </FormDialog>
  );
}
