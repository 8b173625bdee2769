import { MENUS_BY_ROLE, menuFor, type MenuItem } from '@packflow/contracts';
import { firstPage, menuTitle, menuTrail, visibleMenu } from './menu-model';

const sales = menuFor('OperatorIndex', [{ id: 's1', name: 'News' }]);
const keys = (items: MenuItem[] | undefined) => items?.map((i) => i.key);

describe('menu model', () => {
  it('titles an item in Chinese or English', () => {
    const home = sales[0]!;
    expect(menuTitle(home, 'cn')).toBe('控制台');
    expect(menuTitle(home, 'en')).toBe('Console');
    expect(menuTitle({ ...home, english_name: '' }, 'en')).toBe('控制台');
  });

  it('leaves detail pages (buttons) out of the menus', () => {
    const shown = visibleMenu(sales);
    const customers = shown.find((i) => i.key === 'customer')!;
    expect(keys(customers.children)).toEqual(['customer-has', 'customer-none']);
    expect(JSON.stringify(shown)).not.toContain('"button"');
    expect(
      visibleMenu([{ ...customers, children: [{ ...customers.children![0]!, type: 'button' }] }]),
    ).toEqual([]);
  });

  it('finds the way down to a page, detail pages included', () => {
    expect(keys(menuTrail(sales, '/Order/Wait'))).toEqual(['order', 'order-wait']);
    expect(keys(menuTrail(sales, '/Order/Detail'))).toEqual(['order', 'order-detail']);
    expect(keys(menuTrail(sales, '/Home'))).toEqual(['home']);
    expect(keys(menuTrail(sales, '/ForumArticle/s1'))).toEqual(['forum', 'forum-s1']);
    expect(keys(menuTrail(sales, '/order/wait/'))).toEqual(['order', 'order-wait']); // as the router matches
    expect(menuTrail(sales, '/Order')).toBeUndefined();
    expect(menuTrail(sales, '/Nowhere')).toBeUndefined();
  });

  it('knows the first page of a group', () => {
    const admin = menuFor('Admin', []);
    expect(firstPage(admin[0]!)).toBe('/Operator/Admin');
    expect(firstPage(MENUS_BY_ROLE.Finance[0]!)).toBe('/FinanceTable');
    expect(firstPage({ ...admin[0]!, children: [{ ...admin[0]!.children![0]!, type: 'button' }] })).toBe(
      undefined,
    );
  });
});
