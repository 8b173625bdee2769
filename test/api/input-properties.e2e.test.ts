import 'reflect-metadata';
import { CATALOG_KINDS, ROLES, SETTINGS_NAMES, type ApiResponse } from '@packflow/contracts';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { CONTROLLERS } from '../../apps/api/src/app.module';
import { type RouteInfo, routesOf } from '../../apps/api/src/auth/route-catalog';
import { schemasOf } from '../../apps/api/src/http/params';
import { signedHeaders } from '../support/api-client';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

/**
 * Property: whatever a client sends, to any route, signed in as the administrator or not, the API
 * answers a 4xx (or, for a read, possibly a success), never a server error; a refusal is always
 * the error envelope; and no bad request appends an event. Bad values are generated from the
 * schemas each route records (@Form, @ListQuery): wrong types, lone surrogates, huge numbers,
 * booleans for numbers, unknown and missing fields, nested junk; routes without a schema get junk.
 */

// ---------------------------------------------------------------- reading a route's schema

type FieldKind = 'number' | 'string' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  element?: ZodType;
  options?: ZodType[];
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, default, preprocess and the like. */
function unwrap(schema: ZodType): ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.out && def.in) {
      // A preprocess is a pipe from a transform; the value's own schema is its second half.
      s = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else return s;
  }
  return s;
}

/** The fields of an object schema (also one under a preprocess), or none. */
function fieldsOf(schema: ZodType | undefined): Record<string, ZodType> {
  if (!schema) return {};
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? (def.shape ?? {}) : {};
}

function kindOf(schema: ZodType): FieldKind {
  const def = defOf(unwrap(schema));
  if (def.type === 'number' || def.type === 'int') return 'number';
  if (def.type === 'string') return 'string';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'enum' || def.type === 'literal') return 'enum';
  if (def.type === 'array') return 'array';
  if (def.type === 'object' || def.type === 'record') return 'object';
  if (def.type === 'union' && def.options?.length) return kindOf(def.options[def.options.length - 1]!);
  return 'other';
}

// ---------------------------------------------------------------- bad values

const loneSurrogate = fc
  .tuple(
    fc.string({ maxLength: 4 }),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ maxLength: 4 }),
  )
  .map(([a, s, b]) => `${a}${s}${b}`);
const hugeNumber = fc.constantFrom(1e20, -1e20, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -1);
const hugeText = fc.constantFrom('99999999999999999999', '-1', '1e400', 'NaN', 'Infinity', '0x10', '');
const scalarJunk = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true }),
  hugeNumber,
  hugeText,
  fc.string({ maxLength: 20 }),
  loneSurrogate,
);
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalarJunk,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Values a field of this kind must refuse (mostly) or that test its edges. */
function badFor(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'number':
      return fc.oneof(
        fc.boolean(),
        fc.constant(null),
        hugeNumber,
        hugeText,
        fc.constant([1]),
        fc.constant({}),
        loneSurrogate,
      );
    case 'string':
      return fc.oneof(
        loneSurrogate,
        fc.constant('x'.repeat(5000)),
        fc.integer(),
        fc.boolean(),
        fc.constant(['a']),
        junk,
      );
    case 'boolean':
      return fc.oneof(fc.constantFrom('maybe', 2, -1, {}, [true]), loneSurrogate, junk);
    case 'enum':
      return fc.oneof(fc.constantFrom('not-a-value', 0, true, ['x']), loneSurrogate, junk);
    case 'array':
      return fc.oneof(fc.constantFrom('[', '[{"a":1}]', 7), fc.array(junk, { maxLength: 12 }), junk);
    default:
      return junk;
  }
}

/**
 * A body that must be refused: any of the known fields (or none: missing fields) with bad values,
 * plus at least one thing no form accepts (an unknown field, or a lone surrogate).
 */
function badBody(fields: Record<string, ZodType>): fc.Arbitrary<unknown> {
  const names = Object.keys(fields);
  const known = fc
    .subarray(names, { maxLength: Math.min(6, names.length) })
    .chain((picked) =>
      picked.length
        ? fc.tuple(...picked.map((name) => badFor(kindOf(fields[name]!)).map((v) => [name, v] as const)))
        : fc.constant([] as (readonly [string, unknown])[]),
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);
  const certainlyBad = fc.oneof(
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 8 }), junk)
      .map(([name, v]) => ({ [`unknown_${name}`]: v })),
    fc
      .tuple(fc.constantFrom(...(names.length ? names : ['text'])), loneSurrogate)
      .map(([name, s]) => ({ [name]: s })),
    loneSurrogate.map((s) => ({ [s]: 'x' })),
    junk.map((v) => ({ nested: { deeper: [v, { '\udc00': v }] } })),
  );
  const whole = fc.tuple(known, certainlyBad).map(([a, b]) => ({ ...a, ...b }));
  // Also bodies that are no form at all.
  return fc.oneof(
    { weight: 6, arbitrary: whole },
    { weight: 1, arbitrary: fc.constantFrom([], [1, 2], ['\ud800']) },
  );
}

/** A query string of the schema's fields (and paging) with bad or edge values. */
function badQuery(fields: Record<string, ZodType>): fc.Arbitrary<string> {
  const names = [...new Set([...Object.keys(fields), '_page', '_size', '_position', 'keyword', 'unknown'])];
  const text = fc.oneof(
    hugeText,
    fc.string({ maxLength: 12 }),
    fc.constantFrom('true', 'false', '%ED%A0%80', '%', '%FF', '[]', '{}', 'a'.repeat(3000)),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names), text), { maxLength: 5 })
    .map((pairs) =>
      pairs
        .map(([k, v]) => `${encodeURIComponent(k)}=${/^%|\[|\{/.test(v) ? v : encodeURIComponent(v)}`)
        .join('&'),
    );
}

/** A value for each path parameter: a real one (to get past "not found" into the rules), an id, or junk. */
function paramValue(name: string, path: string): fc.Arbitrary<string> {
  const real: string[] =
    name === 'kind'
      ? [...CATALOG_KINDS]
      : name === 'name'
        ? path.startsWith('projections')
          ? ['customers', 'quotations', 'staff']
          : [...SETTINGS_NAMES]
        : name === 'code'
          ? [...ROLES]
          : ['00000000-0000-4000-8000-000000000000'];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '%ED%A0%80',
          '%',
          '%FF%FE',
          '..',
          'x'.repeat(2000),
          '99999999999999999999',
          '-1',
          'null',
        ),
        fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent),
      ),
    },
  );
}

// ---------------------------------------------------------------- the property

const handlerOf = (route: RouteInfo): object => {
  const controller = CONTROLLERS.find((c) => c.name === route.controller)!;
  return (controller.prototype as Record<string, object>)[route.handler]!;
};

/** Headers a command reads besides the signature: the revision, the idempotency key, the request id, the language. */
const headerJunk = fc.dictionary(
  fc.constantFrom('If-Match', 'Idempotency-Key', 'X-Request-Id', 'Locale', 'Accept-Language'),
  fc.oneof(
    fc.constantFrom(
      '"1"',
      'W/"0"',
      '*',
      '"99999999999"',
      '"-1"',
      'abc',
      '',
      ' ',
      'x'.repeat(500),
      'cn',
      'fr',
    ),
    fc.string({ maxLength: 20 }).map((v) => v.replace(/[^\x20-\x7e]/g, '')),
  ),
  { maxKeys: 3 },
);

interface Request {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

function requests(route: RouteInfo): fc.Arbitrary<Request> {
  const schemas = schemasOf(handlerOf(route));
  const params = route.path.split('/').filter((p) => p.startsWith(':'));
  const path = fc.tuple(...params.map((p) => paramValue(p.slice(1), route.path))).map((values) => {
    let i = 0;
    return route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? values[i++]! : part))
      .join('/');
  });
  const reads = route.method === 'GET';
  const body = reads ? fc.constant(undefined) : badBody(fieldsOf(schemas.body));
  return fc
    .record({ path, query: badQuery(fieldsOf(schemas.query)), body, headers: headerJunk })
    .map((r) => ({ method: route.method, ...r }));
}

// Starting a server on a busy machine can take longer than the default 30 s.
jest.setTimeout(120_000);

describeOn(PGLITE, 'bad input on every route (property)', () => {
  const t = useTestApi(PGLITE);
  const routes = routesOf(CONTROLLERS);

  const send = async (request: Request, signed: boolean) => {
    const session = signed ? (await t.admin()).session! : undefined;
    const res = await fetch(`${t.api.url}/api/${request.path}${request.query ? `?${request.query}` : ''}`, {
      method: request.method,
      headers: {
        Locale: 'en',
        ...request.headers,
        ...(session ? signedHeaders(session) : {}),
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await res.text();
    return { status: res.status, text, type: res.headers.get('content-type') ?? '' };
  };

  /** What is wrong with an answer (empty when it is fine). */
  const problems = (request: Request, answer: { status: number; text: string; type: string }): string[] => {
    const found: string[] = [];
    if (answer.status >= 500) found.push(`answered ${answer.status}`);
    if (request.method !== 'GET' && answer.status < 400) found.push(`accepted with ${answer.status}`);
    if (answer.status >= 400) {
      let body: Partial<ApiResponse<unknown>> | undefined;
      try {
        body = JSON.parse(answer.text) as ApiResponse<unknown>;
      } catch {
        found.push(`not JSON: ${answer.text.slice(0, 80)}`);
      }
      if (body) {
        if (typeof body.code !== 'number' || body.code === 0) found.push(`code ${String(body.code)}`);
        if (body.data !== null) found.push('data is not null');
        if (typeof body.msg !== 'string' || !body.msg) found.push('no msg');
        if (typeof (body.extra as { error?: unknown } | undefined)?.error !== 'string')
          found.push('no extra.error');
      }
    }
    return found;
  };

  it('covers every route the API declares, and every route that changes something parses its body with a recorded schema', () => {
    expect(routes.length).toBeGreaterThan(40);
    // Without one, unknown fields would be ignored rather than refused (@Form(EMPTY_FORM) for none).
    const unparsed = routes
      .filter((r) => r.method !== 'GET' && !schemasOf(handlerOf(r)).body)
      .map((r) => `${r.method} ${r.path}`);
    expect(unparsed).toEqual([]);
  });

  it('never answers a server error or a non-envelope refusal, and never appends an event', async () => {
    await t.admin();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const before = await t.api.infra.store.headPosition();
      for (const signed of [true, false]) {
        const samples = fc.sample(requests(route), {
          numRuns: signed ? 4 : 1,
          seed: 4242 + routes.indexOf(route),
        });
        for (const request of samples) {
          const answer = await send(request, signed);
          sent++;
          const wrong = problems(request, answer);
          // The administrator's session must outlive every bad request (a logout that went through would end it).
          if (signed && answer.status === 401) wrong.push('the session ended');
          if (wrong.length)
            failures.push(
              `${signed ? 'admin' : 'anonymous'} ${request.method} /api/${request.path.slice(0, 80)}?${request.query.slice(0, 80)} ${JSON.stringify(request.body)?.slice(0, 200)}: ${wrong.join(', ')} (${answer.text.slice(0, 160)})`,
            );
        }
      }
      const appended = await t.api.infra.store.readAll({ after: before });
      if (appended.length)
        failures.push(`${route.method} ${route.path} appended ${appended.map((e) => e.type).join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(routes.length * 5);
  }, 240_000);
});
