/**
 * The signed-in role's menu, for /Home's links to the person's screens: the shell's own query
 * (same key, same call), so both share one answer and one request.
 */
export { useMenus as useStartMenus } from '../../../lib/menus-query';
