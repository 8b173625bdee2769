/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { useEffect, useRef } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuItem, MenusAnswer } from '@packflow/contracts';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { PAGE_FULLSCREEN_CLASS } from './page-fullscreen';
import { usePageKey } from './page-key';
import { REFRESH_ANIMATION_MS, REFRESH_DELAY_MS, scrollToShow, TagBar } from './tag-bar';

const item = (
  path: string,
  english_name: string,
  title: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  key: path || english_name,
  title,
  english_name,
  path,
  icon: 'cog',
  ...extra,
});

/** A landing page (affixed), two list pages and a detail page (a button). */
const menu: MenusAnswer = {
  menus: [
    item('/Home', 'Console', '控制台', { affix: true }),
    item('', 'Orders', '订单', {
      children: [
        item('/Order/Wait', 'To be signed', '待签约'),
        item('/Order/Signed', 'Signed', '已签约'),
        item('/Order/Detail', 'Order details', '订单详情', { type: 'button' }),
      ],
    }),
  ],
  landing: '/Home',
};

/** A page that counts its mounts, keyed like the shell keys it. */
let mounts = 0;
function Page() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>page</p>;
}

/** Stands in for the shell: the tag bar, the page keyed by the page key, and a way to go places. */
function Shell() {
  const pageKey = usePageKey();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const first = useRef(pageKey);
  return (
    <>
      <TagBar />
      <Page key={pageKey} />
      <output aria-label="address">{pathname + search}</output>
      <output aria-label="page key">{pageKey - first.current}</output>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(new FormData(event.currentTarget).get('to') as string);
        }}
      >
        <input name="to" aria-label="go to" />
      </form>
    </>
  );
}

const address = () => screen.getByRole('status', { hidden: true, name: 'address' });
const pageKey = () => Number(screen.getByLabelText('page key').textContent);
const tabBar = () => screen.getByRole('navigation', { name: 'Open pages' });
const tabNames = () =>
  within(tabBar())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const tab = (name: string) => within(tabBar()).getByRole('link', { name });

function goTo(path: string) {
  const input = screen.getByLabelText('go to');
  fireEvent.change(input, { target: { value: path } });
  fireEvent.submit(input);
}

function open(path = '/Home', answer: MenusAnswer = menu) {
  const calls = mockFetch((call) => (call.path === '/api/menus' ? ok(answer) : ok(null)));
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );
  return { calls, ...view };
}

/** Opens the console at `path` once the menu is in (the affixed tab shows). */
async function openLoaded(path: string) {
  const opened = open(path);
  await within(tabBar()).findByRole('link', { name: 'Console' });
  return opened;
}

/** Goes to `path` and waits for its tab to be the active one. */
async function visit(path: string, name: string) {
  goTo(path);
  await waitFor(() => expect(tab(name)).toHaveAttribute('aria-current', 'page'));
}

async function rightClick(name: string) {
  fireEvent.contextMenu(tab(name));
  return screen.findByRole('menu');
}

beforeEach(() => {
  sessionStorage.clear();
  saveSession(adminLogin);
  mounts = 0;
});

afterEach(() => {
  clearSession();
  document.body.classList.remove(PAGE_FULLSCREEN_CLASS);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('tag bar', () => {
  it('opens a tab per menu page visited, detail pages too, and marks the one shown', async () => {
    open('/Order/Wait');
    await waitFor(() => expect(tabNames()).toEqual(['Console', 'To be signed']));
    expect(tab('To be signed')).toHaveAttribute('aria-current', 'page');
    expect(tab('Console')).not.toHaveAttribute('aria-current');

    goTo('/Order/Detail?id=7');
    await waitFor(() => expect(tabNames()).toEqual(['Console', 'To be signed', 'Order details']));
    expect(tab('Order details')).toHaveAttribute('aria-current', 'page');
    expect(tab('Order details')).toHaveAttribute('href', '/Order/Detail?id=7');

    goTo('/Nowhere'); // not a menu page: no tab, none active
    expect(tabNames()).toEqual(['Console', 'To be signed', 'Order details']);
    expect(within(tabBar()).queryByRole('link', { current: 'page' })).toBeNull();

    fireEvent.click(tab('To be signed'));
    expect(address()).toHaveTextContent('/Order/Wait');
    expect(tab('To be signed')).toHaveAttribute('aria-current', 'page');
  });

  it('titles the tabs in the reader’s language', async () => {
    mockFetch(() => ok(menu));
    renderWithProviders(
      <MemoryRouter initialEntries={['/Order/Signed']}>
        <Shell />
      </MemoryRouter>,
      { locale: 'cn' },
    );
    expect(await screen.findByRole('link', { name: '已签约' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '控制台' })).toBeInTheDocument();
  });

  it('cannot close an affixed tab; closing another one stays on the page shown', async () => {
    await openLoaded('/Order/Wait');
    await visit('/Order/Signed', 'Signed');
    expect(tabNames()).toEqual(['Console', 'To be signed', 'Signed']);

    expect(within(tabBar()).queryByRole('button', { name: 'Close Console' })).toBeNull();
    fireEvent.click(within(tabBar()).getByRole('button', { name: 'Close To be signed' }));

    expect(tabNames()).toEqual(['Console', 'Signed']);
    expect(address()).toHaveTextContent('/Order/Signed');
  });

  it('goes to the last tab left when the active one closes', async () => {
    await openLoaded('/Order/Wait');
    await visit('/Order/Signed', 'Signed');
    await visit('/Home', 'Console');
    await visit('/Order/Detail?id=3', 'Order details');
    expect(tabNames()).toEqual(['Console', 'To be signed', 'Signed', 'Order details']);

    fireEvent.click(within(tabBar()).getByRole('button', { name: 'Close Order details' }));

    expect(address()).toHaveTextContent('/Order/Signed'); // the last tab, not the one seen before
    await waitFor(() => expect(tab('Signed')).toHaveAttribute('aria-current', 'page'));
    expect(tabNames()).toEqual(['Console', 'To be signed', 'Signed']); // closed for good
  });

  it('goes to the root when the last tab closes', async () => {
    open('/Order/Wait', { menus: [item('/Order/Wait', 'To be signed', '待签约')], landing: '/Order/Wait' });
    await waitFor(() => expect(tabNames()).toEqual(['To be signed']));

    fireEvent.click(within(tabBar()).getByRole('button', { name: 'Close To be signed' }));

    expect(address()).toHaveTextContent(/^\/$/);
    expect(tabNames()).toEqual([]);
  });

  it('keeps the tabs of this browser tab across a reload, for the same person', async () => {
    const first = await openLoaded('/Order/Wait');
    await visit('/Order/Detail?id=9', 'Order details');
    first.unmount();

    open('/Home');
    expect(tabNames()).toEqual(['Console', 'To be signed', 'Order details']); // before the menu answers
    await waitFor(() => expect(tab('Console')).toHaveAttribute('aria-current', 'page'));
    expect(tab('Order details')).toHaveAttribute('href', '/Order/Detail?id=9');
  });

  it('closes the other tabs from the context menu, keeping the affixed ones', async () => {
    await openLoaded('/Order/Wait');
    await visit('/Order/Signed', 'Signed');
    await visit('/Order/Detail?id=1', 'Order details');
    expect(tabNames()).toEqual(['Console', 'To be signed', 'Signed', 'Order details']);

    const menuOfSigned = await rightClick('Signed');
    fireEvent.click(within(menuOfSigned).getByRole('menuitem', { name: 'Close other tabs' }));

    expect(tabNames()).toEqual(['Console', 'Signed']);
    expect(address()).toHaveTextContent('/Order/Signed'); // the page shown was closed
  });

  it('closes a tab from the context menu, but not an affixed one', async () => {
    open('/Order/Wait');
    await waitFor(() => expect(tabNames()).toEqual(['Console', 'To be signed']));

    const menuOfConsole = await rightClick('Console');
    expect(within(menuOfConsole).getByRole('menuitem', { name: 'Close tab' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.keyDown(menuOfConsole, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(within(await rightClick('To be signed')).getByRole('menuitem', { name: 'Close tab' }));
    expect(tabNames()).toEqual(['Console']);
    expect(address()).toHaveTextContent('/Home');
  });

  it('refreshes the page 300 ms later, spinning the refresh icon for 500 ms', async () => {
    const { calls } = open('/Order/Wait');
    await waitFor(() => expect(tabNames()).toEqual(['Console', 'To be signed']));
    const menuCalls = calls.length;
    const refreshButton = within(tabBar()).getByRole('button', { name: 'Refresh page' });
    expect(mounts).toBe(1);

    jest.useFakeTimers();
    fireEvent.click(refreshButton);
    expect(refreshButton.querySelector('.pf-spin')).not.toBeNull();
    act(() => jest.advanceTimersByTime(REFRESH_DELAY_MS - 1));
    expect(pageKey()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(pageKey()).toBe(1);
    expect(mounts).toBe(2);
    expect(refreshButton.querySelector('.pf-spin')).not.toBeNull();
    act(() => jest.advanceTimersByTime(REFRESH_ANIMATION_MS - REFRESH_DELAY_MS));
    expect(refreshButton.querySelector('.pf-spin')).toBeNull();
    jest.useRealTimers();

    await waitFor(() => expect(calls.length).toBeGreaterThan(menuCalls)); // fresh data, not the cache
  });

  it('refreshes another tab from its context menu: goes there, then mounts the page again', async () => {
    open('/Order/Wait');
    await waitFor(() => expect(tabNames()).toEqual(['Console', 'To be signed']));

    fireEvent.click(within(await rightClick('Console')).getByRole('menuitem', { name: 'Refresh' }));

    expect(address()).toHaveTextContent('/Home');
    expect(pageKey()).toBe(0);
    await waitFor(() => expect(pageKey()).toBe(1));
  });

  it('shows a tab full screen until Esc or the exit button', async () => {
    open('/Order/Wait');
    await waitFor(() => expect(tabNames()).toEqual(['Console', 'To be signed']));

    fireEvent.click(within(await rightClick('Console')).getByRole('menuitem', { name: 'Full-screen tab' }));
    expect(document.body).toHaveClass(PAGE_FULLSCREEN_CLASS);
    expect(address()).toHaveTextContent('/Home');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.body).not.toHaveClass(PAGE_FULLSCREEN_CLASS);

    fireEvent.click(within(await rightClick('Console')).getByRole('menuitem', { name: 'Full-screen tab' }));
    expect(document.body).toHaveClass(PAGE_FULLSCREEN_CLASS);
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(document.body).not.toHaveClass(PAGE_FULLSCREEN_CLASS);
    expect(screen.queryByRole('button', { name: 'Exit full screen' })).toBeNull();
  });

  it('opens a tab in a new window', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    await openLoaded('/Order/Wait');
    await visit('/Order/Detail?id=5', 'Order details');

    fireEvent.click(
      within(await rightClick('Order details')).getByRole('menuitem', { name: 'Open in new window' }),
    );

    expect(opened).toHaveBeenCalledWith('/Order/Detail?id=5', '_blank', 'noopener');
    expect(address()).toHaveTextContent('/Order/Detail?id=5');
  });
});

describe('scrollToShow', () => {
  /** A list 300px wide at x=100, scrolled by `scrollLeft`, and a tab at `left` (content x) of `width`. */
  function boxes(scrollLeft: number, left: number, width: number) {
    const list = document.createElement('ul');
    Object.defineProperty(list, 'clientWidth', { value: 300 });
    list.scrollLeft = scrollLeft;
    Object.defineProperty(list, 'scrollLeft', { value: scrollLeft });
    list.getBoundingClientRect = () => ({ left: 100, width: 300 }) as DOMRect;
    const tab = document.createElement('li');
    tab.getBoundingClientRect = () => ({ left: 100 + left - scrollLeft, width }) as DOMRect;
    return [list, tab] as const;
  }

  it('scrolls a tab past the right edge into view, with a margin', () => {
    expect(scrollToShow(...boxes(0, 500, 80))).toBe(500 + 80 + 8 - 300);
  });

  it('scrolls back to a tab left of the visible part', () => {
    expect(scrollToShow(...boxes(400, 120, 80))).toBe(112);
    expect(scrollToShow(...boxes(400, 4, 80))).toBe(0);
  });

  it('leaves the list where it is when the tab is already in view', () => {
    expect(scrollToShow(...boxes(100, 200, 80))).toBe(100);
  });
});
