/** @jest-environment jsdom */
import type { MenuItem } from '@packflow/contracts';
import {
  afterClosing,
  closeOtherTabs,
  closeTab,
  fitToMenu,
  loadTabs,
  openTab,
  pagesOf,
  saveTabs,
} from './open-tabs';

const item = (path: string, english_name: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  key: path,
  title: `${english_name}（中）`,
  english_name,
  path,
  icon: 'cog',
  ...extra,
});

const salesMenu: MenuItem[] = [
  item('/Home', 'Console', { affix: true }),
  item('', 'Orders', {
    children: [
      item('/Order/Wait', 'To be signed'),
      item('/Order/Detail', 'Order details', { type: 'button' }),
    ],
  }),
];
const financeMenu: MenuItem[] = [
  item('/FinanceTable', 'Reports', { affix: true }),
  item('/Order/Wait', 'Orders'),
];

describe('open tabs', () => {
  it('knows every page of the menu, detail pages (buttons) too, but not the groups', () => {
    expect([...pagesOf(salesMenu).keys()]).toEqual(['/Home', '/Order/Wait', '/Order/Detail']);
  });

  it('puts the affixed pages first, then the pages in the order they were opened', () => {
    const pages = pagesOf(salesMenu);
    let tabs = fitToMenu([], pages);
    tabs = openTab(tabs, pages.get('/Order/Detail')!, '/Order/Detail?id=7');
    tabs = openTab(tabs, pages.get('/Order/Wait')!, '/Order/Wait');
    tabs = openTab(tabs, pages.get('/Order/Detail')!, '/Order/Detail?id=8');

    expect(tabs.map((tab) => [tab.to, tab.affix])).toEqual([
      ['/Home', true],
      ['/Order/Detail?id=8', false], // the same page again: one tab, now with the new query
      ['/Order/Wait', false],
    ]);
  });

  it('never closes an affixed tab; closing others keeps the affixed ones', () => {
    const pages = pagesOf(salesMenu);
    const tabs = ['/Order/Wait', '/Order/Detail'].reduce(
      (open, path) => openTab(open, pages.get(path)!, path),
      fitToMenu([], pages),
    );

    expect(closeTab(tabs, '/Home').map((tab) => tab.path)).toEqual(['/Home', '/Order/Wait', '/Order/Detail']);
    expect(closeTab(tabs, '/Order/Wait').map((tab) => tab.path)).toEqual(['/Home', '/Order/Detail']);
    expect(closeOtherTabs(tabs, '/Order/Detail').map((tab) => tab.path)).toEqual(['/Home', '/Order/Detail']);
  });

  it('goes to the last tab left after closing the active one, or to the root', () => {
    const pages = pagesOf(salesMenu);
    expect(afterClosing(openTab(fitToMenu([], pages), pages.get('/Order/Wait')!, '/Order/Wait?p=2'))).toBe(
      '/Order/Wait?p=2',
    );
    expect(afterClosing([])).toBe('/');
  });

  it('keeps, after a role switch, only the pages the new menu has, titled as it says', () => {
    const sales = pagesOf(salesMenu);
    const tabs = openTab(fitToMenu([], sales), sales.get('/Order/Detail')!, '/Order/Detail?id=1');
    const withWait = openTab(tabs, sales.get('/Order/Wait')!, '/Order/Wait');

    expect(fitToMenu(withWait, pagesOf(financeMenu)).map((tab) => [tab.path, tab.english_name])).toEqual([
      ['/FinanceTable', 'Reports'],
      ['/Order/Wait', 'Orders'],
    ]);
  });

  it('pins only the landing pages the console has: a planned one is an ordinary tab', () => {
    const finance = pagesOf(financeMenu, (path) => path !== '/FinanceTable');
    expect(fitToMenu([], finance)).toEqual([]);
    const opened = openTab(fitToMenu([], finance), finance.get('/FinanceTable')!, '/FinanceTable');
    expect(opened).toEqual([expect.objectContaining({ path: '/FinanceTable', affix: false })]);
    expect(closeTab(opened, '/FinanceTable')).toEqual([]);
    expect(fitToMenu([], pagesOf(financeMenu)).map((tab) => [tab.path, tab.affix])).toEqual([
      ['/FinanceTable', true],
    ]);
  });

  it('keeps the tabs of this browser tab for the person who opened them only', () => {
    const pages = pagesOf(salesMenu);
    const tabs = openTab(fitToMenu([], pages), pages.get('/Order/Wait')!, '/Order/Wait');
    saveTabs('u-1', tabs);

    expect(loadTabs('u-1')).toEqual(tabs);
    expect(loadTabs('u-2')).toEqual([]);
    sessionStorage.setItem(
      'packflow.tags',
      JSON.stringify({ owner: 'u-1', tabs: [{ ...tabs[0], to: '//evil.example' }] }),
    );
    expect(loadTabs('u-1')).toEqual([]);
    sessionStorage.setItem('packflow.tags', '{not json');
    expect(loadTabs('u-1')).toEqual([]);
  });
});
