/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, saveSession } from '../../lib/session';
import { openConsoleAt } from '../../testing/console';
import {
  DEFAULT_SHELL_SETTINGS,
  flushShellSettings,
  openShellSettings,
  readShellSettings,
  resetShellSettings,
  SHELL_SETTINGS_KEY,
  updateShellSettings,
  type ShellLayout,
} from '../shell/settings';
import { loadMenuIcons, salesmanLogin, serveShell, windowWidth } from '../shell/test-fixtures';

// The tag bar and the user bar are other helpers' work; here they only have to be in their places.
jest.mock('../shell/tags/tag-bar', () => ({
  TagBar: () =>
    jest.requireActual<typeof import('react')>('react').createElement('div', { 'data-testid': 'tag-bar' }),
}));
jest.mock('../shell/user-bar/user-bar', () => ({
  UserBar: () =>
    jest.requireActual<typeof import('react')>('react').createElement('div', { 'data-testid': 'user-bar' }),
}));

// /Contract, opened from the menu, has a style sheet of its own.

const address = () => screen.getByLabelText('address');
/** The side (or top) menu: the first navigation landmark named Menu. */
const menu = () => screen.getAllByRole('navigation', { name: 'Menu' })[0]!;

/** A salesman (English) in the given layout, at `path`, once the menu is there. */
async function openAs(layout: ShellLayout, path = '/Home') {
  updateShellSettings({ layout });
  saveSession(salesmanLogin);
  serveShell();
  openConsoleAt(path);
  if (!window.matchMedia?.('(max-width: 991.98px)').matches)
    await screen.findByRole('link', { name: 'Console' });
}

beforeAll(loadMenuIcons);
afterEach(() => {
  clearSession();
  resetShellSettings();
  flushShellSettings();
  localStorage.clear();
  delete (window as Partial<Window>).matchMedia;
});

describe('the default layout (split side menu)', () => {
  it('shows the groups, and beside them the items of the group holding the page', async () => {
    await openAs('default', '/Order/Wait');

    const side = menu();
    const orders = within(side).getByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-pressed', 'true');
    expect(within(side).getByRole('link', { name: 'To be signed' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).queryByText('Customer details')).not.toBeInTheDocument(); // a detail page

    fireEvent.click(within(side).getByRole('button', { name: 'Reconciliation' }));
    expect(within(side).queryByRole('link', { name: 'To be signed' })).not.toBeInTheDocument();
    fireEvent.click(within(side).getByRole('link', { name: 'Monthly bills' }));

    expect(address()).toHaveTextContent('/Reconciliation/Index');
    expect(await screen.findByRole('heading', { name: 'Monthly bills' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Monthly bills' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapses to the group column, and remembers it', async () => {
    await openAs('default', '/Order/Wait');

    fireEvent.click(screen.getByRole('button', { name: 'Collapse the menu' }));

    expect(within(menu()).queryByRole('link', { name: 'To be signed' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Orders' })).toBeInTheDocument();
    expect(readShellSettings().collapsed).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(within(menu()).getByRole('link', { name: 'To be signed' })).toBeInTheDocument();
  });
});

describe('the header layout', () => {
  it('has the groups in a top menu and the chosen group in the side menu', async () => {
    await openAs('header', '/Home');
    const top = menu();
    expect(top).toHaveClass('pf-header-menu');
    expect(screen.getAllByRole('navigation', { name: 'Menu' })).toHaveLength(1); // the console has no items

    fireEvent.click(within(top).getByRole('button', { name: 'Quotations and contracts' }));
    const side = screen.getAllByRole('navigation', { name: 'Menu' })[1]!;
    expect(side).toHaveClass('pf-side');
    fireEvent.click(within(side).getByRole('link', { name: 'Contracts' }));

    expect(address()).toHaveTextContent('/Contract');
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Quotations and contracts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the classic layout (menu)', () => {
  it('is a tree whose groups open and shut, the one holding the page open', async () => {
    await openAs('menu', '/Customer/Has');
    const side = menu();

    expect(within(side).getByRole('button', { name: 'Customers' })).toHaveAttribute('aria-expanded', 'true');
    const orders = within(side).getByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(within(side).queryByRole('link', { name: 'Canceled' })).not.toBeInTheDocument();

    fireEvent.click(orders);
    fireEvent.click(within(side).getByRole('link', { name: 'Canceled' }));

    expect(address()).toHaveTextContent('/Order/Canceled');
    expect(within(side).getByRole('link', { name: 'Canceled' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows icons only when collapsed, each still named', async () => {
    updateShellSettings({ collapsed: true });
    await openAs('menu', '/Customer/Has');

    const link = within(menu()).getByRole('link', { name: 'My customers' });
    expect(link).toHaveAttribute('title', 'My customers');
    expect(link).not.toHaveTextContent('My customers');
  });
});

describe('the dock layout', () => {
  it('is a bar of dropdowns', async () => {
    await openAs('dock', '/Home');
    const bar = await waitFor(() => {
      const found = menu();
      expect(found).toHaveClass('pf-dock-menu');
      return found;
    });
    expect(screen.queryByRole('button', { name: 'Collapse the menu' })).not.toBeInTheDocument();

    fireEvent.click(await within(bar).findByRole('button', { name: 'Orders' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'To be shipped' }));

    expect(address()).toHaveTextContent('/Order/WaitSend');
    expect(await screen.findByRole('heading', { name: 'To be shipped' })).toBeInTheDocument();
  });
});

describe('a window narrower than 992px', () => {
  it('has no side menu but a drawer, whatever the layout', async () => {
    windowWidth(991);
    await openAs('menu', '/Home');
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();

    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Orders' }));
    fireEvent.click(within(drawer).getByRole('link', { name: 'In production' }));

    expect(address()).toHaveTextContent('/Order/Product');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the side menu at 992px', async () => {
    windowWidth(992);
    await openAs('menu', '/Home');

    expect(menu()).toHaveClass('pf-tree');
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
  });
});

describe('the top bar', () => {
  it('shows where the page is in the menu, detail pages included', async () => {
    await openAs('default', '/Order/Detail');
    const crumbs = screen.getByRole('navigation', { name: 'You are here' });

    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Orders', 'Order details']);
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    expect(await within(crumbs).findByText('订单详情')).toBeInTheDocument();
  });

  it('is followed by the tag bar, then the page; the tag bar can be turned off', async () => {
    await openAs('default', '/Home');

    const topBar = document.querySelector('.pf-top-bar')!;
    expect(within(topBar as HTMLElement).getByTestId('user-bar')).toBeInTheDocument();
    expect(within(topBar as HTMLElement).getByRole('status')).toBeInTheDocument(); // live updates
    const tagBar = screen.getByTestId('tag-bar');
    expect(topBar.compareDocumentPosition(tagBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      tagBar.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    act(() => updateShellSettings({ tagBar: false }));
    expect(screen.queryByTestId('tag-bar')).not.toBeInTheDocument();
  });
});

describe('the settings drawer', () => {
  it('changes the layout, tag bar, theme, colour and collapse, and keeps them', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await openAs('default', '/Home');
      act(() => window.dispatchEvent(new CustomEvent('packflow:open-settings'))); // the user bar's button
      const drawer = await screen.findByRole('dialog', { name: 'Settings' });

      fireEvent.click(within(drawer).getByRole('radio', { name: 'Classic: menu tree' }));
      expect(menu()).toHaveClass('pf-tree');
      fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Show the tag bar of open pages' }));
      expect(screen.queryByTestId('tag-bar')).not.toBeInTheDocument();
      fireEvent.click(within(drawer).getByRole('radio', { name: 'Dark' }));
      expect(document.body).toHaveClass('bp6-dark');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Purple' }));
      expect(document.documentElement.style.getPropertyValue('--pf-primary')).toBe('#7c5cdb');
      expect(within(drawer).getByRole('button', { name: 'Purple' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Collapse the side menu to icons' }));

      const expected = {
        ...DEFAULT_SHELL_SETTINGS,
        layout: 'menu',
        tagBar: false,
        theme: 'dark',
        color: '#7c5cdb',
        collapsed: true,
      };
      expect(readShellSettings()).toEqual(expected);
      expect(localStorage.getItem(SHELL_SETTINGS_KEY)).toBeNull(); // not before two quiet seconds
      act(() => jest.advanceTimersByTime(2000));
      expect(JSON.parse(localStorage.getItem(SHELL_SETTINGS_KEY)!)).toEqual(expected);

      fireEvent.click(within(drawer).getByRole('button', { name: 'Restore the defaults' }));
      expect(readShellSettings()).toEqual(DEFAULT_SHELL_SETTINGS);
      expect(document.body).not.toHaveClass('bp6-dark');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens from code too, in Chinese as well', async () => {
    await openAs('default', '/Home');
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    act(() => openShellSettings());

    const drawer = await screen.findByRole('dialog', { name: '设置' });
    expect(within(drawer).getByRole('radio', { name: '默认：分栏侧边菜单' })).toBeChecked();
    expect(within(drawer).getByRole('button', { name: '紫色' })).toBeInTheDocument();
  });
});
