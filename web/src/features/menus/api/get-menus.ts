// The menu query lives in lib: the shell and the screens that link to pages (home) share it.
export { getMenus, menusQueryOptions, useMenus } from '../../../lib/menus-query';
