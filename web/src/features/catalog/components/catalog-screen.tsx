import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Classes, Intent, Switch, Tag } from '@blueprintjs/core';
import { EditIcon, DisableIcon, UndoIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { CatalogItem, CatalogKind } from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { NewButton } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn } from '../../../components/ui/paged-table';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { currentLocale } from '../../../lib/i18n';
import { useMay } from '../../../lib/session-view';
import { useCatalog } from '../api/get-catalog';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import { catalogFieldExport } from '../catalog-export';
import { CATALOG_KIND_SPECS } from '../catalog-kinds';
import { itemName, showCatalogValue } from '../catalog-values';
import { CatalogHistory } from './catalog-history';
import { CatalogItemDialog } from './catalog-item-dialog';

type Open = { item?: CatalogItem } | null;

const valueOf = (item: CatalogItem, field: string): unknown =>
  (item as unknown as Record<string, unknown>)[field];

/**
 * One catalogue of quotation settings (/SyssetMaterialprinting, /SyssetAuxzipper, /SyssetBagtype
 * ...): its items, add and edit, retire and restore, and who changed what. What each catalogue
 * shows and asks comes from its descriptor (catalog-kinds.ts).
 */
export function CatalogScreen({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation();
  const spec = CATALOG_KIND_SPECS[kind];
  const may = useMay();
  const items = useCatalog(kind);
  const [showRetired, setShowRetired] = useState(true);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const [confirm, confirmDialog] = useConfirm();
  const save = useSaveCatalogItem(kind);
  const title = t(`catalog.titles.${kind}`);
  const locale = currentLocale();

  const columns = useMemo<TableColumn<CatalogItem>[]>(() => {
    const header = (label: string, unit: string | undefined) =>
      unit ? t('catalog.list.withUnit', { label, unit }) : label;
    return spec.columns.map((column): TableColumn<CatalogItem> => {
      if ('ranges' in column) {
        const range = (row: CatalogItem, dimension: string): string => {
          const [min, max] = [valueOf(row, `${dimension}Min`), valueOf(row, `${dimension}Max`)];
          // 0–0: the bag type has no such dimension (a two-side seal bag has no gusset).
          if (Number(min) === 0 && Number(max) === 0) return t('catalog.list.none');
          return t('catalog.list.range', {
            min: showCatalogValue('', min, t),
            max: showCatalogValue('', max, t),
          });
        };
        return {
          key: column.title,
          title: header(t(`catalog.ranges.${column.title}`), t(`catalog.units.${column.unit}`)),
          width: column.width,
          render: (row) =>
            column.ranges.map((dimension) => range(row, dimension)).join(` ${column.separator} `),
          // Ranges of several bounds read as one text on screen only.
          export: false,
        };
      }
      if ('printing' in column) {
        return {
          key: 'printing',
          title: t('catalog.list.printing'),
          width: column.width,
          render: (row) =>
            showCatalogValue(
              'printingTypes',
              (['digital', 'gravure'] as const).filter((p) => valueOf(row, p) === true),
              t,
            ),
          export: false,
        };
      }
      const { field } = column;
      return {
        key: field,
        title: header(t(`catalog.fields.${field}`), column.unit && t(`catalog.units.${column.unit}`)),
        width: column.width,
        export: catalogFieldExport(field, column.unit, t),
        render: (row) =>
          field === 'name' && !row.active ? (
            <>
              {row.name} <Tag minimal>{t('catalog.list.retired')}</Tag>
            </>
          ) : (
            showCatalogValue(field, valueOf(row, field), t)
          ),
      };
    });
  }, [spec, t]);

  // Retired items stay in the list, greyed, so they can be restored.
  const shownColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        render: (row: CatalogItem, index: number): ReactNode =>
          row.active ? (
            column.render(row, index)
          ) : (
            <span className={Classes.TEXT_DISABLED}>{column.render(row, index)}</span>
          ),
      })),
    [columns],
  );

  function setActive(item: CatalogItem, active: boolean): void {
    save.mutate(
      { id: item.id, body: { active: active ? 'true' : 'false' }, version: item.version },
      {
        onSuccess: ({ msg }) => void toastSuccess(msg || t('common.operationSuccessful')),
        onError: (error) => void toastError(error.message),
      },
    );
  }

  async function retire(item: CatalogItem): Promise<void> {
    const yes = await confirm({
      message: t('catalog.list.confirmRetire', { name: itemName(item, locale) }),
      confirmText: t('catalog.list.retireButton'),
      intent: Intent.DANGER,
    });
    if (yes) setActive(item, false);
  }

  const mayChange = may('PUT@catalog/:kind/:id');
  const actions = mayChange
    ? (row: CatalogItem) => {
        const name = itemName(row, locale);
        return (
          <span className="pf-actions">
            <Button
              size="small"
              variant="minimal"
              icon={<EditIcon />}
              aria-label={t('catalog.list.edit', { name })}
              title={t('catalog.list.edit', { name })}
              onClick={() => setOpen({ item: row })}
            />
            {row.active ? (
              <Button
                size="small"
                variant="minimal"
                intent={Intent.DANGER}
                icon={<DisableIcon />}
                aria-label={t('catalog.list.retire', { name })}
                title={t('catalog.list.retire', { name })}
                onClick={() => void retire(row)}
              />
            ) : (
              <Button
                size="small"
                variant="minimal"
                intent={Intent.SUCCESS}
                icon={<UndoIcon />}
                aria-label={t('catalog.list.restore', { name })}
                title={t('catalog.list.restore', { name })}
                disabled={save.isPending}
                onClick={() => setActive(row, true)}
              />
            )}
          </span>
        );
      }
    : undefined;

  const rows = items.data?.filter((item) => showRetired || item.active);
  const retiredCount = items.data?.filter((item) => !item.active).length ?? 0;
  return (
    <Page title={title}>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <p className={Classes.TEXT_MUTED} style={{ margin: 0 }}>
          {t(`catalog.intros.${spec.intro}`)}
        </p>
        <PagedTable<CatalogItem>
          label={title}
          columns={shownColumns}
          rows={rows}
          pageInfo={undefined}
          loading={items.isFetching && items.data === undefined}
          onPage={() => undefined}
          rowKey={(row) => row.id}
          // GET catalog/:kind is not paged: the file holds the whole catalogue, in one go.
          exportList={{ path: `catalog/${kind}`, params: showRetired ? { all: 1 } : {}, fileName: title }}
          actions={actions}
          actionsWidth={80}
          empty={
            items.isError ? t('common.loadFailed', { message: items.error.message }) : t('catalog.list.empty')
          }
          toolbar={
            spec.creatable && may('POST@catalog/:kind') ? (
              <NewButton
                text={t('catalog.list.add', { item: t(`catalog.items.${kind}`) })}
                onClick={() => setOpen({})}
              />
            ) : undefined
          }
          toolbarEnd={
            retiredCount > 0 ? (
              <Switch
                checked={showRetired}
                label={t('catalog.list.showRetired', { count: retiredCount })}
                onChange={(event) => setShowRetired(event.currentTarget.checked)}
                style={{ marginBottom: 0 }}
              />
            ) : undefined
          }
        />
        {may('GET@catalog/:kind/history') && <CatalogHistory kind={kind} items={items.data ?? []} />}
      </div>
      {open && <CatalogItemDialog kind={kind} item={open.item} onClose={close} />}
      {confirmDialog}
    </Page>
  );
}
