import * as contracts from '@packflow/contracts';
import { type HomeTileDefinition, menuFor, menuPaths } from '@packflow/contracts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ScreenRoute } from '../../../lib/screen-route';

/** The console's screen paths: every feature's routes.ts (as the app gathers them, without importing the app). */
const FEATURES = path.resolve(__dirname, '../..');
const screenPaths = new Set(
  readdirSync(FEATURES)
    .filter((name) => existsSync(path.join(FEATURES, name, 'routes.ts')))
    .flatMap((name) =>
      Object.values(jest.requireActual<Record<string, unknown>>(path.join(FEATURES, name, 'routes.ts')))
        .filter(Array.isArray)
        .flat()
        .map((route) => (route as ScreenRoute)[0]),
    ),
);

/** Every tile any area describes (each area's `<AREA>_HOME_TILES` in its contracts). */
const definitions = Object.entries(contracts)
  .filter(([name]) => name.endsWith('_HOME_TILES'))
  .flatMap(([, tiles]) => Object.values(tiles as Record<string, HomeTileDefinition>));

describe("/Home's tiles", () => {
  it('come from the areas, the factory among them', () => {
    expect(definitions.length).toBeGreaterThan(5);
  });

  it.each(definitions.map((tile) => [tile.id, tile] as const))(
    '%s opens a screen the console has, with its title in both languages',
    (_id, tile) => {
      expect(screenPaths).toContain(tile.path);
      expect(tile.title.cn.trim()).not.toBe('');
      expect(tile.title.en.trim()).not.toBe('');
    },
  );

  it.each(definitions.map((tile) => [tile.id, tile] as const))(
    '%s opens a page on the menu of every role it shows to (no "not available to your role")',
    (_id, tile) => {
      for (const role of tile.roles)
        expect([role, menuPaths(menuFor(role, []))]).toEqual([role, expect.arrayContaining([tile.path])]);
    },
  );
});
