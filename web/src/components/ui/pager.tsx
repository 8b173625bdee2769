import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** Spec section 9: table page sizes and the default. */
const PAGE_SIZES = [5, 10, 15, 20, 30, 50, 100, 200, 300, 400] as const;
export const DEFAULT_PAGE_SIZE = 20;

interface PagerProps {
  page: number;
  size: number;
  count: number;
  /** `count` is a lower bound (the server did not count to the end): "over count - 1". */
  countAtLeast?: boolean | undefined;
  onChange: (page: number, size: number) => void;
  /** The page sizes offered; the tables' by default. */
  sizes?: readonly number[] | undefined;
  /** Small buttons, left-aligned and wrapping: inside a dialog. */
  compact?: boolean | undefined;
  /** What the size select counts ("Rows per page" by default). */
  sizeLabel?: string | undefined;
}

export function Pager({
  page,
  size,
  count,
  countAtLeast,
  onChange,
  sizes = PAGE_SIZES,
  compact,
  sizeLabel,
}: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / size));
  return (
    <nav className={compact ? 'pf-pager pf-pager-compact' : 'pf-pager'}>
      <span>{countAtLeast ? t('pager.totalOver', { count: count - 1 }) : t('pager.total', { count })}</span>
      <Button
        size={compact ? 'small' : 'medium'}
        icon={<ChevronLeftIcon />}
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, size)}
      />
      <span>{t('pager.pageOf', { page, pages })}</span>
      <Button
        size={compact ? 'small' : 'medium'}
        icon={<ChevronRightIcon />}
        aria-label={t('pager.next')}
        disabled={page >= pages}
        onClick={() => onChange(page + 1, size)}
      />
      <HTMLSelect
        aria-label={sizeLabel ?? t('pager.pageSize')}
        value={size}
        options={sizes.map((n) => ({ value: n, label: String(n) }))}
        // Another size changes what "page 3" means, so start over at the first page.
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
      />
    </nav>
  );
}
