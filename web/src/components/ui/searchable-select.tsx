import '@blueprintjs/select/lib/css/blueprint-select.css';
import './widgets.css';
import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { Button, Menu, MenuItem, Spinner, setRef } from '@blueprintjs/core';
import { CaretDownIcon, CrossIcon, RefreshIcon } from '@blueprintjs/icons';
import { Select, type ItemListRendererProps, type ItemRendererProps } from '@blueprintjs/select';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type ApiResult, type Params } from '../../lib/api';

/** Spec section 9: picker page size, search debounce and infinite-scroll threshold. */
export const PICKER_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const INFINITE_SCROLL_THRESHOLD_PX = 20;

export interface SearchableSelectProps<Row> {
  /** The list call, as for `api.get` (e.g. 'admin/operator'); it gets _page, _size 20 and keyword. */
  path: string;
  /** More query parameters for the list call (filters); part of the cache key. */
  params?: Params;
  /** Read model name that starts the query key, so live updates refetch the options; default `path`. */
  readModel?: string;
  /** The chosen row (not just its key, so its label shows without a call), or null. */
  value: Row | null | undefined;
  onChange: (row: Row | null) => void;
  itemLabel: (row: Row) => string;
  itemKey: (row: Row) => string | number;
  /** A short text at the right of an option (a code, a phone number). */
  itemDetail?: (row: Row) => string;
  /** Shown on the button while nothing is chosen; default "Please select". */
  placeholder?: string;
  disabled?: boolean;
  /** Adds a button that clears the choice (onChange(null)). */
  clearable?: boolean;
  /** The button's id, for `<Field labelFor>`. */
  id?: string;
  fill?: boolean;
  className?: string;
}

/**
 * A button that opens a searchable list of rows loaded from the API (spec section 7, "configurable
 * path"): the search is sent as `keyword` 300 ms after the last keystroke, and the next page loads
 * when the list is scrolled to within 20 px of its end, until the server says there is no more.
 * Needs the console's QueryClientProvider.
 */
export function SearchableSelect<Row>({
  path,
  params,
  readModel,
  value,
  onChange,
  itemLabel,
  itemKey,
  itemDetail,
  placeholder,
  disabled = false,
  clearable = false,
  id,
  fill,
  className,
}: SearchableSelectProps<Row>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const keyword = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const [activeItem, setActiveItem] = useState<Row | null>(null);

  const options = useInfiniteQuery({
    queryKey: [readModel ?? path, 'select', path, params ?? {}, keyword],
    queryFn: ({ pageParam, signal }) =>
      api.get<Row[]>(
        path,
        { ...params, _page: pageParam, _size: PICKER_PAGE_SIZE, keyword: keyword || undefined },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (hasMorePages(last, page) ? page + 1 : undefined),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
  });

  const rows = useMemo(() => {
    // A row that moved to the next page between two calls would otherwise show twice.
    const seen = new Set<string | number>();
    return (options.data?.pages ?? [])
      .flatMap((page) => (Array.isArray(page.data) ? page.data : []))
      .filter((row) => {
        const key = itemKey(row);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }, [options.data, itemKey]);

  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = options;
  // The answer to another search starts at the top of the list.
  const list = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    if (!isPlaceholderData && list.current) list.current.scrollTop = 0;
  }, [keyword, isPlaceholderData]);
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const nearEnd = list.scrollHeight - list.scrollTop - list.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX;
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  };

  const chosenKey = value == null ? undefined : itemKey(value);
  const renderItem = (row: Row, item: ItemRendererProps) => (
    <MenuItem
      key={itemKey(row)}
      ref={item.ref}
      id={item.id}
      roleStructure="listoption"
      text={itemLabel(row)}
      label={itemDetail?.(row)}
      active={item.modifiers.active}
      selected={itemKey(row) === chosenKey}
      onClick={item.handleClick}
      onFocus={item.handleFocus}
    />
  );

  const renderList = ({
    items,
    itemsParentRef,
    menuProps,
    renderItem: render,
  }: ItemListRendererProps<Row>) => (
    <Menu
      role="listbox"
      {...menuProps}
      aria-label={t('widgets.select.options')}
      ulRef={(element) => {
        list.current = element;
        setRef(itemsParentRef, element);
      }}
      className="pf-select-menu"
      onScroll={onScroll}
    >
      {items.map((row, index) => render(row, index))}
      {options.isError ? (
        <>
          <MenuItem
            disabled
            roleStructure="listoption"
            text={t('widgets.select.failed', { message: options.error.message })}
          />
          <MenuItem
            roleStructure="listoption"
            icon={<RefreshIcon />}
            text={t('widgets.select.retry')}
            shouldDismissPopover={false}
            onClick={() => void options.refetch()}
          />
        </>
      ) : options.isFetching ? (
        <MenuItem
          disabled
          roleStructure="listoption"
          icon={<Spinner size={16} />}
          text={t('widgets.select.loading')}
        />
      ) : items.length === 0 ? (
        <MenuItem disabled roleStructure="listoption" text={t('widgets.select.noResults')} />
      ) : null}
    </Menu>
  );

  return (
    <span className={['pf-select', fill ? 'pf-select-fill' : undefined, className].filter(Boolean).join(' ')}>
      <Select<Row>
        items={rows}
        itemRenderer={renderItem}
        itemListRenderer={renderList}
        itemsEqual={(a, b) => itemKey(a) === itemKey(b)}
        onItemSelect={(row) => onChange(row)}
        query={query}
        onQueryChange={setQuery}
        // The list grows as pages arrive: keep the active option and the scroll position.
        resetOnQuery={false}
        scrollToActiveItem={false}
        activeItem={activeItem}
        onActiveItemChange={(row) => setActiveItem(row)}
        disabled={disabled}
        fill={fill}
        placeholder={t('widgets.select.search')}
        inputProps={{
          'aria-label': t('widgets.select.search'),
          rightElement:
            query === '' ? undefined : (
              <Button
                variant="minimal"
                icon={<CrossIcon />}
                aria-label={t('widgets.select.clearSearch')}
                onClick={() => setQuery('')}
              />
            ),
        }}
        popoverProps={{
          minimal: true,
          onOpening: () => setOpen(true),
          onClosing: () => {
            setOpen(false);
            setQuery('');
          },
        }}
      >
        <Button
          id={id}
          className="pf-select-target"
          alignText="start"
          fill={fill}
          disabled={disabled}
          endIcon={<CaretDownIcon />}
          text={
            value == null ? (
              <span className="pf-select-placeholder">{placeholder ?? t('widgets.select.placeholder')}</span>
            ) : (
              itemLabel(value)
            )
          }
        />
      </Select>
      {clearable && value != null && !disabled ? (
        <Button
          variant="minimal"
          icon={<CrossIcon />}
          aria-label={t('widgets.select.clear')}
          onClick={() => onChange(null)}
        />
      ) : null}
    </span>
  );
}

/**
 * Whether a list answer says there is a page after `page`: `extra.pagetotal` (pages in all), else
 * `extra.pageInfo` (_size and _count), else a full page.
 */
export function hasMorePages(answer: ApiResult<unknown>, page: number): boolean {
  const pageTotal = Number(answer.extra.pagetotal);
  if (answer.extra.pagetotal != null && Number.isFinite(pageTotal)) return page < pageTotal;
  const info = answer.extra.pageInfo;
  if (info !== undefined && info._size > 0) return page * info._size < info._count;
  return Array.isArray(answer.data) && answer.data.length >= PICKER_PAGE_SIZE;
}

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
