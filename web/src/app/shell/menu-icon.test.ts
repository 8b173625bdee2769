import { Icons } from '@blueprintjs/icons';
import { forumMenu, MENUS_BY_ROLE, type MenuItem } from '@packflow/contracts';
import { MENU_ICON_PATHS } from './menu-icon-paths';
import './menu-icon';

// Blueprint's own loader, which fetches the paths of every icon of a size.
jest.mock('@blueprintjs/icons/lib/cjs/paths-loaders/splitPathsBySizeLoader', () => ({
  splitPathsBySizeLoader: jest.fn(async () => ['M0 0h16v16H0z']),
}));
const { splitPathsBySizeLoader: everyIcon } = jest.requireMock<{ splitPathsBySizeLoader: jest.Mock }>(
  '@blueprintjs/icons/lib/cjs/paths-loaders/splitPathsBySizeLoader',
);

const iconsOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.icon, ...iconsOf(item.children ?? [])]);

describe('menu icons', () => {
  it('has the paths of every icon the menus use', () => {
    const used = new Set([
      ...Object.values(MENUS_BY_ROLE).flatMap(iconsOf),
      ...iconsOf([forumMenu([{ id: 's1', name: 'News' }])]),
    ]);
    expect([...used].filter((name) => !MENU_ICON_PATHS[name])).toEqual([]);
  });

  it("loads them from its own list, not Blueprint's list of every icon", async () => {
    await Icons.load('truck', 16);
    expect(Icons.getPaths('truck', 16)).toEqual(MENU_ICON_PATHS.truck);
    expect(everyIcon).not.toHaveBeenCalled();

    await Icons.load('airplane', 16); // no menu has it: Blueprint's loader still serves it
    expect(everyIcon).toHaveBeenCalledWith('airplane', 16);
    expect(Icons.getPaths('airplane', 16)).toEqual(['M0 0h16v16H0z']);
  });
});
