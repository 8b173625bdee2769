/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import '../../testing/table-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, ok, type ApiCall, type Reply } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { ApiResult } from '../../lib/api';
import { hasMorePages, SearchableSelect } from './searchable-select';

interface Customer {
  id: number;
  name: string;
}

const TOTAL = 45;
const ALL: Customer[] = Array.from({ length: TOTAL }, (_, i) => ({ id: i + 1, name: `客户${i + 1}` }));

/** The customer list as the server pages it; a keyword keeps the names that contain it. */
function customers(call: ApiCall): Reply {
  const page = Number(call.query.get('_page'));
  const size = Number(call.query.get('_size'));
  const keyword = call.query.get('keyword') ?? '';
  const matches = ALL.filter((c) => c.name.includes(keyword));
  return ok(matches.slice((page - 1) * size, page * size), {
    pageInfo: {
      _page: page,
      _size: size,
      _count: matches.length,
      _pageSize: Math.ceil(matches.length / size),
    },
  });
}

/**
 * Lets `ms` pass, then what that set off run to its end: a render that starts a fetch, the answer,
 * TanStack Query's notification (a zero timeout) and the render of the new options.
 */
async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

/** Options are picked by their text (the option's link carries the click). */
const pick = (name: string) => fireEvent.click(within(screen.getByRole('option', { name })).getByText(name));

const options = () => within(screen.getByRole('listbox', { name: 'Options' })).queryAllByRole('option');
const optionNames = () => options().map((o) => o.textContent);

/** Scrolls the option list so that `fromEnd` pixels are left below what shows. */
function scrollList(fromEnd: number) {
  const list = screen.getByRole('listbox', { name: 'Options' });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });
  list.scrollTop = 1000 - 300 - fromEnd;
  fireEvent.scroll(list);
}

function renderSelect(props: Partial<Parameters<typeof SearchableSelect<Customer>>[0]> = {}) {
  const onChange = jest.fn();
  const view = renderWithProviders(
    <SearchableSelect<Customer>
      path="admin/customer"
      value={null}
      onChange={onChange}
      itemLabel={(c) => c.name}
      itemKey={(c) => c.id}
      {...props}
    />,
  );
  return { onChange, ...view };
}

async function open(buttonName = 'Please select') {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  await settle();
}

describe('SearchableSelect', () => {
  let calls: ApiCall[];
  beforeEach(() => {
    jest.useFakeTimers();
    calls = mockFetch(customers);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads nothing until it is opened, then the first 20 options', async () => {
    renderSelect();
    await settle(1000);
    expect(calls).toHaveLength(0);

    await open();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/admin/customer');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ _page: '1', _size: '20' });
    expect(options()).toHaveLength(20);
    expect(optionNames()[0]).toBe('客户1');
  });

  it('searches 300 ms after the last keystroke, with the keyword', async () => {
    renderSelect();
    await open();
    const search = screen.getByRole('combobox', { name: 'Search…' });
    fireEvent.change(search, { target: { value: '客户1' } });
    await settle(200);
    fireEvent.change(search, { target: { value: '客户4' } });
    await settle(299);
    expect(calls).toHaveLength(1);

    await settle(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.get('keyword')).toBe('客户4');
    expect(calls[1]!.query.get('_page')).toBe('1');
    expect(optionNames()).toEqual(['客户4', '客户40', '客户41', '客户42', '客户43', '客户44', '客户45']);
  });

  it('loads the next page when the list is scrolled to within 20 px of its end, until there is no more', async () => {
    renderSelect();
    await open();

    scrollList(21);
    await settle();
    expect(calls).toHaveLength(1);

    scrollList(20);
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.get('_page')).toBe('2');
    expect(options()).toHaveLength(40);
    // The list stays where the user scrolled it.
    expect(screen.getByRole('listbox', { name: 'Options' }).scrollTop).toBe(680);

    scrollList(0);
    await settle();
    expect(calls[2]!.query.get('_page')).toBe('3');
    expect(options()).toHaveLength(45);
    expect(optionNames().at(-1)).toBe('客户45');

    // 45 of 45: the end.
    scrollList(0);
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('shows the answer to another search from the top of the list', async () => {
    renderSelect();
    await open();
    scrollList(100);
    const list = screen.getByRole('listbox', { name: 'Options' });
    expect(list.scrollTop).toBe(600);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search…' }), { target: { value: '客户1' } });
    await settle(300);
    expect(optionNames()[0]).toBe('客户1');
    expect(list.scrollTop).toBe(0);
  });

  it('pages the search results too', async () => {
    renderSelect();
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search…' }), { target: { value: '客户' } });
    await settle(300);
    scrollList(5);
    await settle();
    expect(calls.at(-1)!.query.get('keyword')).toBe('客户');
    expect(calls.at(-1)!.query.get('_page')).toBe('2');
  });

  it('asks for one page at a time however often the list scrolls', async () => {
    let release: () => void = () => {};
    mockFetch((call) =>
      call.query.get('_page') === '1'
        ? customers(call)
        : new Promise((resolve) => (release = () => resolve(customers(call)))),
    );
    const all = (globalThis.fetch as jest.Mock).mock.calls;
    renderSelect();
    await open();
    scrollList(0);
    await settle();
    scrollList(0);
    scrollList(0);
    await settle();
    expect(all).toHaveLength(2);
    release();
    await settle();
    expect(options()).toHaveLength(40);
  });

  it('reports the chosen row and shows its label', async () => {
    const { onChange, rerender, queryClient } = renderSelect();
    await open();
    pick('客户3');
    expect(onChange).toHaveBeenCalledWith({ id: 3, name: '客户3' });

    const { QueryClientProvider } = await import('@tanstack/react-query');
    rerender(
      <QueryClientProvider client={queryClient}>
        <SearchableSelect<Customer>
          path="admin/customer"
          value={{ id: 3, name: '客户3' }}
          onChange={onChange}
          itemLabel={(c) => c.name}
          itemKey={(c) => c.id}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: '客户3' })).toBeInTheDocument();
  });

  it('marks the chosen row in the list', async () => {
    renderSelect({ value: { id: 2, name: '客户2' } });
    await open('客户2');
    expect(screen.getByRole('option', { name: '客户2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '客户1' })).toHaveAttribute('aria-selected', 'false');
  });

  it('clears the choice when clearable', async () => {
    const { onChange } = renderSelect({ value: { id: 2, name: '客户2' }, clearable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('sends the extra parameters with every page', async () => {
    renderSelect({ params: { country: 'cn' } });
    await open();
    expect(calls[0]!.query.get('country')).toBe('cn');
  });

  it('does not open or load when disabled', async () => {
    renderSelect({ disabled: true, placeholder: 'Customer' });
    expect(screen.getByRole('button', { name: 'Customer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await settle(1000);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderSelect();
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search…' }), { target: { value: 'zzz' } });
    await settle(300);
    expect(options().map((o) => o.textContent)).toEqual(['No matches']);
  });

  it('shows the error of a failed call, with a retry', async () => {
    let fail = true;
    mockFetch((call) => (fail ? { status: 502, body: { code: 1, msg: 'upstream down' } } : customers(call)));
    renderSelect();
    await open();
    expect(screen.getByText('Could not load: upstream down')).toBeInTheDocument();
    fail = false;
    pick('Retry');
    await settle();
    expect(options()).toHaveLength(20);
  });

  it('speaks Chinese', async () => {
    renderWithProviders(
      <SearchableSelect<Customer>
        path="admin/customer"
        value={null}
        onChange={jest.fn()}
        itemLabel={(c) => c.name}
        itemKey={(c) => c.id}
      />,
      { locale: 'cn' },
    );
    fireEvent.click(screen.getByRole('button', { name: '请选择' }));
    await settle();
    expect(screen.getByRole('combobox', { name: '搜索…' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: '选项' })).toBeInTheDocument();
  });
});

describe('hasMorePages', () => {
  const answer = (extra: Record<string, unknown>, rows = 20): ApiResult<unknown> => ({
    data: Array.from({ length: rows }),
    msg: '',
    extra,
  });

  it('reads extra.pagetotal (pages in all) first', () => {
    expect(hasMorePages(answer({ pagetotal: 3 }), 2)).toBe(true);
    expect(hasMorePages(answer({ pagetotal: 3 }), 3)).toBe(false);
    expect(hasMorePages(answer({ pagetotal: '2', pageInfo: { _size: 20, _count: 100 } }), 2)).toBe(false);
  });

  it('else extra.pageInfo _size and _count', () => {
    expect(hasMorePages(answer({ pageInfo: { _page: 2, _size: 20, _count: 41 } }), 2)).toBe(true);
    expect(hasMorePages(answer({ pageInfo: { _page: 2, _size: 20, _count: 40 } }), 2)).toBe(false);
  });

  it('else whether the page was full', () => {
    expect(hasMorePages(answer({}, 20), 1)).toBe(true);
    expect(hasMorePages(answer({}, 19), 1)).toBe(false);
  });
});
