import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROLES, menuFor, menuPaths } from '@packflow/contracts';
import type { ScreenRoute } from '../lib/screen-route';
import { SCREENS, hasScreen } from './screens';

/** Every feature's routes.ts (its screens by menu path), as the console's screen list must merge them. */
const FEATURES = path.resolve(__dirname, '../features');
const featureRoutes = readdirSync(FEATURES)
  .filter((name) => existsSync(path.join(FEATURES, name, 'routes.ts')))
  .map((name) => {
    const exported = Object.values(
      jest.requireActual<Record<string, unknown>>(path.join(FEATURES, name, 'routes.ts')),
    );
    const routes = exported.filter(Array.isArray).flat() as ScreenRoute[];
    return [name, routes] as const;
  });

describe('the screen list', () => {
  it('finds the features that have screens', () => {
    expect(featureRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'customers',
        'quotations',
        'golden-beans',
        'staff',
        'catalog',
        'sysset',
        'processes',
      ]),
    );
  });

  it.each(featureRoutes)('merges every screen of %s, each under its own path', (_name, routes) => {
    expect(routes.length).toBeGreaterThan(0);
    for (const [screenPath, screen] of routes) {
      expect(hasScreen(screenPath)).toBe(true);
      expect(SCREENS.get(screenPath)).toBe(screen);
    }
  });

  it('has no path twice and no screen that is not a feature', () => {
    const all = featureRoutes.flatMap(([, routes]) => routes.map(([screenPath]) => screenPath));
    expect(new Set(all).size).toBe(all.length);
    expect([...SCREENS.keys()].sort()).toEqual([...all].sort());
  });

  it.each(ROLES)('has a screen for every menu entry of %s: none says "not in the console yet"', (role) => {
    const paths = menuPaths(menuFor(role, [{ id: '1', name: 'News' }])).filter((p) => p.startsWith('/'));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !hasScreen(p))).toEqual([]);
  });

  it('keeps the screens lazy: a screen loads its chunk only when first shown', () => {
    for (const screen of SCREENS.values()) expect(screen.$$typeof).toBe(Symbol.for('react.lazy'));
  });
});
