import 'reflect-metadata';
import { ALL_PERMISSIONS } from '@packflow/contracts';
import { CONTROLLERS } from '../app.module';
import { routesOf } from './route-catalog';

/** Deny by default: every route says who may call it, and a permission names its own route. */
describe('route declarations', () => {
  const routes = routesOf(CONTROLLERS);

  it('finds the routes of every controller', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(new Set(routes.map((r) => r.controller))).toEqual(new Set(CONTROLLERS.map((c) => c.name)));
  });

  it('has an access rule on every route', () => {
    const undeclared = routes
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('gives each guarded route the permission named after its own method and path', () => {
    const wrong = routes
      .filter((r) => r.access?.kind === 'permission' && r.access.permission !== `${r.method}@${r.path}`)
      .map(
        (r) => `${r.method}@${r.path} declares ${r.access?.kind === 'permission' ? r.access.permission : ''}`,
      );
    expect(wrong).toEqual([]);
  });

  it('uses every permission of the catalogue on exactly one route', () => {
    const used = routes.flatMap((r) => (r.access?.kind === 'permission' ? [r.access.permission] : []));
    expect([...used].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('keeps the public routes to the few that must work before login', () => {
    const open = routes.filter((r) => r.access?.kind === 'public').map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual([
      'GET docs',
      'GET docs/openapi.json',
      // Downloads check their caller themselves: signed headers, or the file cookie of <img src>.
      'GET file/*path',
      'GET health',
      'GET login/info',
      'POST login',
    ]);
  });
});
