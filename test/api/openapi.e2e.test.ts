import { createHash } from 'node:crypto';
import 'reflect-metadata';
import { PERMISSIONS, isPermission } from '@packflow/contracts';
import { type ZodType, z } from 'zod';
import { CONTROLLERS } from '../../apps/api/src/app.module';
import { routesOf } from '../../apps/api/src/auth/route-catalog';
import { REQUEST_EXAMPLES } from '../../apps/api/src/docs/examples';
import {
  type OpenApiOperation,
  ROUTE_HEADERS,
  buildOpenApi,
  openApiPath,
} from '../../apps/api/src/docs/openapi';
import { schemasOf } from '../../apps/api/src/http/params';
import { signedHeaders } from '../support/api-client';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

const routes = routesOf(CONTROLLERS).map((route) => {
  const controller = CONTROLLERS.find((c) => c.name === route.controller)!;
  const handler = (controller.prototype as Record<string, object>)[route.handler]!;
  return { ...route, key: `${route.method}@${route.path}`, schemas: schemasOf(handler) };
});
const document = buildOpenApi(CONTROLLERS);
const operationOf = (method: string, path: string): OpenApiOperation | undefined =>
  document.paths[openApiPath(path)]?.[method.toLowerCase()];

/** Exactly what zod says a client may send, independent of the document's own conversion. */
const expected = (schema: ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const COMMAND_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const withoutBodySchema = routes.filter((r) => COMMAND_METHODS.includes(r.method) && !r.schemas.body);
const ownersOf = (list: typeof routes) => [...new Set(list.map((r) => r.controller))].sort().join(', ');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the signing scheme, the envelopes and the error answers', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(
      ['Checkcode', 'Device', 'Logintime', 'Requesttime', 'Signature', 'Token'].sort(),
    );
    expect(String(document.components.securitySchemes.Signature?.description)).toContain(
      'sorted in ascending order',
    );
    expect(document.components.schemas.Envelope).toBeDefined();
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    for (const name of ['RateLimited', 'Unavailable'])
      expect(document.components.responses[name]).toHaveProperty('headers.Retry-After');
    expect(document.info.description).toContain(
      '1001 validation: 422 for wrong values, 400 for unknown fields',
    );
  });

  it('describes every route of the API with its method and access, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !operationOf(r.method, r.path)).map((r) => r.key);
    expect(missing).toEqual([]);
    const described = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());

    const wrong: string[] = [];
    for (const route of routes) {
      const op = operationOf(route.method, route.path)!;
      const access = route.access!;
      if (op['x-access'] !== access.kind) wrong.push(`${route.key}: access ${op['x-access']}`);
      if (access.kind === 'permission') {
        if (op['x-permission'] !== access.permission)
          wrong.push(`${route.key}: permission ${op['x-permission']}`);
        const info = isPermission(access.permission) ? PERMISSIONS[access.permission] : undefined;
        if (op.summary !== info?.summary.en || op['x-summary-cn'] !== info?.summary.cn)
          wrong.push(`${route.key}: summary ${op.summary}`);
      } else if (op['x-permission'] !== undefined) wrong.push(`${route.key}: has a permission`);
      if ((access.kind === 'public') !== (op.security.length === 0)) wrong.push(`${route.key}: security`);
    }
    expect(wrong).toEqual([]);
  });

  it('names path parameters the OpenAPI way, each declared, with the catalogue kinds spelt out', () => {
    for (const route of routes) {
      const path = openApiPath(route.path);
      expect(path).not.toContain(':');
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = operationOf(route.method, route.path)!
        .parameters.filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect(`${route.key}: ${declared.join(',')}`).toBe(`${route.key}: ${names.join(',')}`);
    }
    const kind = operationOf('GET', 'catalog/:kind')?.parameters.find((p) => p.name === 'kind');
    expect(kind?.schema.enum).toEqual(expect.arrayContaining(['materialprinting', 'bagtype', 'knifestyle']));
  });

  it('gives each route the schemas it validates with, as zod converts them', () => {
    const recorded = routes.filter((r) => r.schemas.body || r.schemas.query);
    expect(recorded.length).toBeGreaterThan(0);
    for (const route of recorded) {
      const op = operationOf(route.method, route.path)!;
      if (route.schemas.body) {
        const body = expected(route.schemas.body);
        expect({ route: route.key, schema: op.requestBody?.content['application/json']?.schema }).toEqual({
          route: route.key,
          schema: body,
        });
        expect(op.requestBody?.content['application/x-www-form-urlencoded']?.schema).toEqual(body);
      } else
        expect({ route: route.key, body: op.requestBody }).toEqual({ route: route.key, body: undefined });
      if (route.schemas.query) {
        const query = expected(route.schemas.query) as { properties?: object; required?: string[] };
        const inQuery = op.parameters.filter((p) => p.in === 'query');
        expect({
          route: route.key,
          properties: Object.fromEntries(inQuery.map((p) => [p.name, p.schema])),
          required: inQuery.filter((p) => p.required).map((p) => p.name),
        }).toEqual({
          route: route.key,
          properties: query.properties ?? {},
          required: query.required ?? [],
        });
      }
    }
  });

  it('lists the answers each route can give', () => {
    for (const route of routes) {
      const statuses = Object.keys(operationOf(route.method, route.path)!.responses).sort();
      const schema = Boolean(route.schemas.body || route.schemas.query);
      const command = route.method !== 'GET';
      const want = [
        '200',
        ...(schema ? ['400'] : []),
        ...(route.access?.kind !== 'public' ? ['401'] : []),
        ...(route.access?.kind === 'permission' ? ['403'] : []),
        ...(route.path.includes(':') ? ['404'] : []),
        ...(command ? ['409', '413'] : []),
        ...(schema || command ? ['422'] : []),
        '429',
        '503',
      ].sort();
      expect(`${route.key}: ${statuses.join(' ')}`).toBe(`${route.key}: ${want.join(' ')}`);
    }
  });

  it('has examples only for routes that exist, and each one is accepted by its route', () => {
    const byKey = new Map(routes.map((r) => [r.key, r]));
    for (const key of [
      'POST@login',
      'POST@customer',
      'POST@quotation',
      'POST@quotation/price',
      'POST@catalog/:kind',
      'PUT@settings/:name',
      'PUT@sysset',
      'PUT@admin/operator/:id/password',
    ])
      expect(REQUEST_EXAMPLES).toHaveProperty([key]);
    const refused: string[] = [];
    for (const [key, examples] of Object.entries(REQUEST_EXAMPLES)) {
      const route = byKey.get(key);
      expect(`${key}: ${route ? 'a route' : 'no such route'}`).toBe(`${key}: a route`);
      const body = route?.schemas.body;
      if (!body) continue; // listed by the test below until the route records its schema
      expect(
        operationOf(route.method, route.path)?.requestBody?.content['application/json']?.examples,
      ).toEqual(examples);
      for (const [name, example] of Object.entries(examples)) {
        const parsed = body.safeParse(example.value);
        if (!parsed.success) refused.push(`${key} ${name}: ${JSON.stringify(z.flattenError(parsed.error))}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('documents the headers particular to some routes, on routes that exist', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(ROUTE_HEADERS).filter((key) => !keys.has(key))).toEqual([]);
    const recharge = operationOf('POST', 'golden-bean/recharge')?.parameters.find(
      (p) => p.name === 'Idempotency-Key',
    );
    expect(recharge).toMatchObject({ in: 'header', required: false, schema: { type: 'string' } });
  });

  const pending = ownersOf(withoutBodySchema);
  it(`records a body schema on every POST, PUT and DELETE route${pending ? ` (still parsing by hand: ${pending})` : ''}`, () => {
    expect(withoutBodySchema.map((r) => `${r.key} (${r.controller}.${r.handler})`)).toEqual([]);
  });
});

describeOn(PGLITE, 'the API document at /api/docs', () => {
  const t = useTestApi(PGLITE);

  it('serves the document of every registered route without signing in', async () => {
    const res = await fetch(`${t.api.url}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));

    const plain = await fetch(`${t.api.url}/api/docs`);
    expect(((await plain.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('gives examples a client can send as they are', async () => {
    const admin = await t.admin();
    /** Examples that name no record of their own; `:kind` and `:name` are the example's name. */
    const tried: [string, string][] = [
      ['POST@login', 'login'],
      ['POST@customer', 'domestic'],
      ['POST@customer', 'foreign'],
      ['POST@catalog/:kind', 'materialprinting'],
      ['POST@catalog/:kind', 'auxzipper'],
      ['POST@catalog/:kind', 'knifestyle'],
      ['PUT@settings/:name', 'quotation'],
      ['PUT@settings/:name', 'golden'],
      ['PUT@settings/:name', 'rates'],
      ['PUT@settings/:name', 'currency'],
      ['PUT@sysset', 'change'],
      ['PUT@customer-setting', 'change'],
      ['POST@quotation/price', 'roll'],
    ];
    const answers: string[] = [];
    for (const [key, name] of tried) {
      const [method = '', route = ''] = key.split('@');
      const path = route.replace(':kind', name).replace(':name', name);
      const res = await fetch(`${t.api.url}/api/${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Locale: 'en',
          ...(key === 'POST@login' ? {} : signedHeaders(admin.session!)),
        },
        body: JSON.stringify(REQUEST_EXAMPLES[key]?.[name]?.value),
      });
      const body = (await res.json()) as { code: number; msg: string };
      answers.push(`${key} ${name}: ${res.status} ${body.code} ${body.code === 0 ? '' : body.msg}`);
    }
    expect(answers).toEqual(tried.map(([key, name]) => `${key} ${name}: 200 0 `));
  });

  it('renders it as a page for a browser, with nothing from elsewhere', async () => {
    const res = await fetch(`${t.api.url}/api/docs`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
    // The page's one inline style is the one the policy allows, by its hash.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('table');
    expect(res.headers.get('content-security-policy')).toContain(
      `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    );
    for (const route of routes) expect(html).toContain(`<code>${openApiPath(route.path)}</code>`);
    expect(html).toContain('materialprinting');
    expect(html).toContain('/api/docs/openapi.json');
  });
});
