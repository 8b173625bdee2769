import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CatalogHistoryEntry, CatalogItem, CatalogKind } from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { useCatalogHistory } from '../api/get-catalog';
import { CATALOG_KIND_SPECS } from '../catalog-kinds';
import { catalogFieldLabel, itemName, showCatalogValue } from '../catalog-values';
import {
  ChangeLines,
  HistoryCard,
  useHistoryPaging,
  type ChangeText,
} from '../../../components/history-card';

/** A catalogue's changes: which item, who, when, and each field from → to (or as set when added). */
export function CatalogHistory({ kind, items }: { kind: CatalogKind; items: readonly CatalogItem[] }) {
  const { t } = useTranslation();
  const paging = useHistoryPaging();
  const history = useCatalogHistory(kind, paging.page, paging.size);
  const locale = currentLocale();
  const names = new Map(items.map((item) => [item.id, itemName(item, locale)]));

  const order = (field: string): number => {
    const at = CATALOG_KIND_SPECS[kind].fields.findIndex((spec) => spec.field === field);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const describe = (entry: CatalogHistoryEntry): ChangeText[] =>
    (entry.action === 'created'
      ? entry.changes
          .filter((c) => !(c.field === 'active' && c.to === true))
          .sort((a, b) => order(a.field) - order(b.field))
      : entry.changes
    ).map(({ field, from, to }) => ({
      field: catalogFieldLabel(field),
      from: entry.action === 'created' ? undefined : showCatalogValue(field, from, t),
      to: showCatalogValue(field, to, t),
    }));

  return (
    <HistoryCard
      texts="catalog.history"
      label={t('catalog.history.label', { title: t(`catalog.titles.${kind}`) })}
      query={history}
      paging={paging}
      showRole
      describe={(entry) => <ChangeLines texts="catalog.history" lines={describe(entry)} />}
      subject={{
        title: t('catalog.history.item'),
        render: (entry) => (
          <>
            {names.get(entry.itemId) ?? entry.itemId}{' '}
            {entry.action === 'created' && <Tag minimal>{t('catalog.history.created')}</Tag>}
          </>
        ),
      }}
    />
  );
}
