import type { Type } from '@nestjs/common';
import {
  APP_VERSION,
  CATALOG_KINDS,
  IDEMPOTENCY_KEY_HEADER,
  PERMISSIONS,
  ROLES,
  ResultCode,
  SETTINGS_NAMES,
  SIGNATURE_WINDOW_SECONDS,
  idempotencyKeySchema,
  isPermission,
} from '@packflow/contracts';
import { type ZodType, z } from 'zod';
import { type RouteInfo, routesOf } from '../auth/route-catalog';
import { schemasOf } from '../http/params';
import { REQUEST_EXAMPLES } from './examples';

/**
 * The OpenAPI 3.1 document of the API, built from the code: the routes and their access rules
 * from the controllers' decorators, the body and query fields (with their allowed values) from
 * the very zod schemas the routes validate with, examples from ./examples, and the error answers
 * each route can give. Served at /api/docs/openapi.json and rendered at /api/docs.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    content: Record<
      string,
      { schema: JsonSchema; examples?: Record<string, { summary: string; value: unknown }> }
    >;
  };
  responses: Record<string, { $ref: string } | { description: string; content?: unknown; headers?: unknown }>;
  /** Who may call it: public, anyone signed in, or the permission below. */
  'x-access': 'public' | 'signed-in' | 'permission';
  'x-permission'?: string;
  'x-summary-cn'?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
  };
}

/** A zod schema as JSON Schema, as a client sends it (`io: 'input'`); what JSON Schema cannot say is left open. */
export function jsonSchemaOf(schema: ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The route as the document names it: `/api/customer/{id}` for `customer/:id`. */
export const openApiPath = (path: string): string =>
  `/api/${path}`.replace(/\/$/, '').replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** The values a path parameter takes, where the code fixes them. */
const PATH_PARAMETER_VALUES: { route: RegExp; name: string; values: readonly string[] }[] = [
  { route: /^catalog\//, name: 'kind', values: CATALOG_KINDS },
  { route: /^settings\//, name: 'name', values: SETTINGS_NAMES },
  { route: /^admin\/role\//, name: 'code', values: ROLES },
];

/** What the routes open to everyone or to anyone signed in do; the others say it with their permission. */
const OPEN_ROUTES: Record<string, { en: string; cn: string }> = {
  'GET@health': { en: 'State of the store and of each projector and reactor', cn: '系统健康状况' },
  'POST@login': { en: 'Sign in: answers the session and its signing secret', cn: '登录' },
  'GET@login/info': { en: 'Company name and the days left before the system expires', cn: '登录页信息' },
  'GET@session': { en: 'The signed-in person, their roles and permissions', cn: '当前会话' },
  'PUT@session/role': { en: 'Continue in another role the person holds', cn: '切换角色' },
  'GET@menus': { en: 'The menu tree of the current role and its landing page', cn: '当前角色的菜单' },
  'POST@logout': { en: 'End this session', cn: '退出登录' },
  'GET@home': {
    en: "The work waiting, own account and today's counts of the current role (/Home)",
    cn: '控制台：待办与今日统计',
  },
  'GET@docs': { en: 'This document, rendered (HTML); JSON unless the caller asks for HTML', cn: '接口文档' },
  'GET@docs/openapi.json': { en: 'This document (OpenAPI 3.1)', cn: '接口文档（OpenAPI 3.1）' },
  'GET@file/*path': {
    en: 'A stored file by its path (/api/file/upload/…; ?thumb=1 for an image thumbnail), for its uploader, administrators and readers of a record using it (404 for anyone else); signed, or by the HttpOnly cookie set at login',
    cn: '下载文件（上传者、管理员及可查看使用该文件记录的人）',
  },
};

/** Headers particular to some routes, with the schemas their values are checked with. */
const idempotencyKey = (): OpenApiParameter => ({
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Applied once per person, route and key: sent again it answers the first result (with Idempotent-Replayed: true); the same key with another request is refused with 422',
  schema: jsonSchemaOf(idempotencyKeySchema),
});
/** Money commands take the key as this header or as the older `idempotencyKey` field: one of them, or both alike. */
const moneyKey = (): OpenApiParameter => ({
  ...idempotencyKey(),
  description:
    'Applied once per key (the receipt or refund it recorded answers again, with Idempotent-Replayed: true); the same key with another amount or order is refused with 422. The body field idempotencyKey is the older way to send it: one of the two is required, and both only when they are the same key (else 400 FINANCE.IDEMPOTENCY_KEY_CONFLICT)',
});
export const ROUTE_HEADERS: Record<string, () => OpenApiParameter[]> = {
  'POST@golden-bean/recharge': () => [idempotencyKey()],
  'POST@golden-bean/:entryId/reverse': () => [idempotencyKey()],
  'POST@finance/receipt': () => [moneyKey()],
  'POST@finance/payment': () => [moneyKey()],
};

/** Routes that answer a file rather than the envelope: their success answer. */
export const FILE_ANSWERS: Record<string, { description: string; content: Record<string, unknown> }> = {
  'GET@quotation/:id/document': {
    description:
      "The quotation document the customer is given: a PDF (A4) in the quotation's language (the customer's), with a Content-Disposition naming the file. It never shows cost, the loading price, margins, rates or ratios, whoever asks. Failures answer the JSON envelope.",
    content: {
      'application/pdf': {
        schema: { type: 'string', format: 'binary', contentMediaType: 'application/pdf' },
      },
    },
  },
  'GET@contract/:id/document': {
    description:
      "The contract document the customer signs: a PDF (A4) in the customer's language, from the contract's stored lines (never priced again), with a Content-Disposition naming the file. Failures answer the JSON envelope.",
    content: {
      'application/pdf': {
        schema: { type: 'string', format: 'binary', contentMediaType: 'application/pdf' },
      },
    },
  },
  'GET@file/*path': {
    description:
      'The file as stored: its type, X-Content-Type-Options: nosniff, a Content-Disposition with the uploaded name, a sandboxing Content-Security-Policy for a PDF. Failures answer the JSON envelope.',
    content: Object.fromEntries(
      ['image/png', 'image/jpeg', 'application/pdf'].map((type) => [
        type,
        { schema: { type: 'string', format: 'binary', contentMediaType: type } },
      ]),
    ),
  },
};

/** Routes whose body is multipart/form-data: the file field beside the fields their schema records. */
const MULTIPART_FILES: Record<string, string> = { 'POST@upload': 'file' };

/** The six signing headers: every call except the public ones carries all of them. */
const SIGNING_HEADERS = ['Token', 'Logintime', 'Checkcode', 'Requesttime', 'Device', 'Signature'] as const;
const SIGNED = Object.fromEntries(SIGNING_HEADERS.map((h) => [h, [] as string[]]));

const SIGNATURE_DESCRIPTION = [
  'Every call except the public ones carries six headers: Token, Logintime and Checkcode from the',
  'login answer, Requesttime (the current unix time in seconds, optionally with up to 6 decimals),',
  'Device (ADMIN for the console: the value the login request sent) and Signature.',
  '',
  'Signature is the lowercase hex SHA-256 (UTF-8) of six strings sorted in ascending order by UTF-16',
  'code units (what JavaScript sort() does with strings) and concatenated with nothing between them:',
  'token, logintime, checkcode, requesttime, secret, device. `secret` is the `secret` of the login',
  'answer and is never sent again.',
  '',
  "  const base = [token, String(logintime), checkcode, requesttime, secret, 'ADMIN'].sort().join('');",
  "  const signature = createHash('sha256').update(base, 'utf8').digest('hex');",
  '',
  `The server refuses (401) a Requesttime more than ${SIGNATURE_WINDOW_SECONDS} seconds from its clock and a`,
  'signature it has already seen within that window (a replay): every request needs a new',
  'Requesttime (add a fraction, 1732240000.125, for several requests within a second).',
].join('\n');

const HEADER_DESCRIPTIONS: Record<(typeof SIGNING_HEADERS)[number], string> = {
  Token: '`token` from the login answer',
  Logintime: '`logintime` from the login answer, as decimal text',
  Checkcode: '`checkcode` from the login answer',
  Requesttime: 'the current unix time in seconds, optionally with up to 6 decimals; new for every request',
  Device: 'ADMIN for the console (the value the login request sent, default ADMIN)',
  Signature: SIGNATURE_DESCRIPTION,
};

const INFO_DESCRIPTION = [
  'Every answer is the envelope { code, data, msg, extra }: code 0 is success (HTTP 200, also for a',
  "POST that creates something); a failure has a non-zero code, msg in the caller's language (Locale:",
  'cn|en header, else Accept-Language, else cn), extra.error (a stable code such as VALIDATION.FAILED)',
  'and, for validation, extra.fields (a message per field, every wrong field at once).',
  '',
  'Answer codes and HTTP statuses: 1001 validation: 422 for wrong values, 400 for unknown fields or a',
  'malformed body; 1004 not found (also what is out of your reach): 404; 1009 conflict: 409 (changed',
  'since you opened it: extra.error RECORD.CHANGED with extra.revision, the current revision; send',
  'If-Match: "<revision>" with a command to be refused rather than overwrite a newer change); 1010',
  'business rule: 422; 1401 not signed in or session ended: 401; 1403 not permitted: 403; 1413 body over',
  '1 MB: 413; 1429 too many requests: 429 with Retry-After; 1500 internal: 500; 1503 unavailable for a',
  'moment: 503 with Retry-After.',
  '',
  'Bodies are JSON or form-urlencoded (numbers and yes/no then travel as text: "12", "true"); unknown',
  'fields are refused. Lists page with _page and _size (5 to 400, default 20) and answer',
  'extra.pageInfo. A command answers extra.position: pass it back as the _position query parameter',
  'to read your own write.',
  '',
  SIGNATURE_DESCRIPTION,
].join('\n');

const envelope = (data: JsonSchema, code: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: {
    code,
    data,
    msg: { type: 'string', description: "A message in the caller's language" },
    extra: { $ref: '#/components/schemas/Extra' },
  },
});

const errorResponse = (description: string, codes: number[], retryAfter = false): JsonSchema => ({
  description,
  ...(retryAfter
    ? {
        headers: {
          'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
        },
      }
    : {}),
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/ErrorEnvelope' },
          { type: 'object', properties: { code: { enum: codes } } },
        ],
      },
    },
  },
});

const COMPONENTS: OpenApiDocument['components'] = {
  securitySchemes: Object.fromEntries(
    SIGNING_HEADERS.map((name) => [
      name,
      { type: 'apiKey', in: 'header', name, description: HEADER_DESCRIPTIONS[name] },
    ]),
  ),
  schemas: {
    Extra: {
      type: 'object',
      properties: {
        position: {
          type: 'string',
          description: 'Global position of the last event a command appended; pass it back as _position',
        },
        error: { type: 'string', description: 'A stable error code such as VALIDATION.FAILED' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: "Per-field messages of a validation error, in the caller's language",
        },
        revision: { type: 'integer', description: 'With RECORD.CHANGED: the revision the record is at now' },
        pageInfo: { $ref: '#/components/schemas/PageInfo' },
      },
      additionalProperties: true,
    },
    PageInfo: {
      type: 'object',
      required: ['_page', '_size', '_count', '_pageSize'],
      properties: {
        _page: { type: 'integer' },
        _size: { type: 'integer' },
        _count: { type: 'integer', description: 'Rows in all pages' },
        _pageSize: { type: 'integer', description: 'Number of pages' },
      },
    },
    Envelope: envelope({ description: 'The answer' }, { const: ResultCode.OK }),
    ErrorEnvelope: envelope(
      { type: 'null' },
      { type: 'integer', enum: Object.values(ResultCode).filter((c) => c !== 0) },
    ),
  },
  responses: {
    Ok: {
      description: 'Done: code 0, the answer in data',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
    BadRequest: errorResponse(
      'Unknown fields or a malformed body (1001, extra.error VALIDATION.FAILED or REQUEST.MALFORMED)',
      [ResultCode.VALIDATION_FAILED],
    ),
    Unauthenticated: errorResponse(
      'Not signed in, the session ended, or a bad signature (1401): sign in again',
      [ResultCode.UNAUTHENTICATED],
    ),
    Forbidden: errorResponse("The caller's role lacks the route's permission (1403)", [ResultCode.FORBIDDEN]),
    NotFound: errorResponse('No such record, or one out of your reach (1004)', [ResultCode.NOT_FOUND]),
    Conflict: errorResponse(
      'Changed since you opened it (1009, extra.error RECORD.CHANGED with extra.revision), or a conflicting command at the same moment',
      [ResultCode.CONFLICT],
    ),
    TooLarge: errorResponse('The body is over 1 MB (1413)', [ResultCode.PAYLOAD_TOO_LARGE]),
    Unprocessable: errorResponse(
      'Wrong values (1001, extra.fields names every wrong field) or a business rule refused it (1010)',
      [ResultCode.VALIDATION_FAILED, ResultCode.BUSINESS_RULE],
    ),
    RateLimited: errorResponse(
      'Too many requests (1429): wait Retry-After seconds',
      [ResultCode.RATE_LIMITED],
      true,
    ),
    Unavailable: errorResponse(
      'The database is unavailable for a moment (1503): nothing was done; try again after Retry-After seconds',
      [ResultCode.UNAVAILABLE],
      true,
    ),
  },
  parameters: {
    Locale: {
      name: 'Locale',
      in: 'header',
      required: false,
      description: 'The language of msg and extra.fields (else Accept-Language, else cn)',
      schema: { type: 'string', enum: ['cn', 'en'] },
    },
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The revision the person looked at, as "<revision>": when the record changed meanwhile the command is refused with 409 RECORD.CHANGED',
      schema: { type: 'string', pattern: '^(W/)?"?\\d{1,9}"?$' },
    },
  },
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Query parameters of a list, one per property of its query schema. */
function queryParameters(schema: ZodType): OpenApiParameter[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function pathParameters(path: string): OpenApiParameter[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name = '']) => {
    const fixed = PATH_PARAMETER_VALUES.find((p) => p.name === name && p.route.test(path));
    return {
      name,
      in: 'path',
      required: true,
      schema: fixed ? { type: 'string', enum: [...fixed.values] } : { type: 'string' },
    };
  });
}

function operationOf(route: RouteInfo, handler: object): OpenApiOperation {
  const key = `${route.method}@${route.path}`;
  const access = route.access ?? { kind: 'signed-in' };
  const permission =
    access.kind === 'permission' && isPermission(access.permission) ? access.permission : undefined;
  const info = permission ? PERMISSIONS[permission] : undefined;
  const open = OPEN_ROUTES[key];
  const summary = info?.summary ?? open ?? { en: `${route.controller}.${route.handler}`, cn: '' };
  const { body, query } = schemasOf(handler);
  const isCommand = route.method !== 'GET';
  const who =
    access.kind === 'public'
      ? 'Public: no signature needed.'
      : access.kind === 'signed-in'
        ? 'Anyone signed in (a signed request).'
        : `Needs the permission ${access.permission} in the caller's current role (${summary.cn}).`;

  const file = FILE_ANSWERS[key];
  const responses: OpenApiOperation['responses'] = {
    '200': file
      ? {
          ...file,
          headers: {
            'Content-Disposition': {
              description: 'attachment, with the file name (filename and UTF-8 filename*)',
              schema: { type: 'string' },
            },
          },
        }
      : ref('Ok'),
  };
  if (body || query) responses['400'] = ref('BadRequest');
  if (access.kind !== 'public') responses['401'] = ref('Unauthenticated');
  if (access.kind === 'permission') responses['403'] = ref('Forbidden');
  if (route.path.includes(':')) responses['404'] = ref('NotFound');
  if (isCommand) responses['409'] = ref('Conflict');
  if (isCommand) responses['413'] = ref('TooLarge');
  if (body || query || isCommand) responses['422'] = ref('Unprocessable');
  responses['429'] = ref('RateLimited');
  responses['503'] = ref('Unavailable');

  const examples = REQUEST_EXAMPLES[key];
  const bodySchema = body ? jsonSchemaOf(body) : undefined;
  return {
    operationId: `${route.controller.replace(/Controller$/, '')}_${route.handler}`,
    summary: summary.en,
    description: `${summary.cn ? `${summary.cn}\n\n` : ''}${who}`,
    tags: [info?.app ?? route.controller.replace(/Controller$/, '').toLowerCase()],
    security: access.kind === 'public' ? [] : [SIGNED],
    parameters: [
      ...pathParameters(route.path),
      ...(query ? queryParameters(query) : []),
      ...(ROUTE_HEADERS[key]?.() ?? []),
      { $ref: '#/components/parameters/Locale' } as unknown as OpenApiParameter,
      ...(isCommand ? [{ $ref: '#/components/parameters/IfMatch' } as unknown as OpenApiParameter] : []),
    ],
    ...(bodySchema
      ? {
          requestBody: {
            // A route that takes no fields (EMPTY_FORM) accepts an empty body or none.
            required: ((bodySchema.required as string[] | undefined) ?? []).length > 0,
            content: {
              'application/json': { schema: bodySchema, ...(examples ? { examples } : {}) },
              'application/x-www-form-urlencoded': { schema: bodySchema },
              ...(MULTIPART_FILES[key]
                ? { 'multipart/form-data': { schema: withFile(bodySchema, MULTIPART_FILES[key]) } }
                : {}),
            },
          },
        }
      : {}),
    responses,
    'x-access': access.kind,
    ...(permission ? { 'x-permission': permission } : {}),
    'x-summary-cn': summary.cn,
  };
}

/** A body schema with a required binary field for the file. */
function withFile(schema: JsonSchema, field: string): JsonSchema {
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  return {
    ...schema,
    properties: {
      ...properties,
      [field]: { type: 'string', format: 'binary', description: 'One file: .png, .jpg or .pdf' },
    },
    required: [...required, field],
  };
}

/** The OpenAPI document of these controllers' routes. */
export function buildOpenApi(controllers: readonly Type[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routesOf(controllers)) {
    const controller = controllers.find((c) => c.name === route.controller);
    const handler = (controller?.prototype as Record<string, object> | undefined)?.[route.handler];
    if (!handler) continue;
    const operation = operationOf(route, handler);
    operation.tags.forEach((t) => tags.add(t));
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Packflow API', version: APP_VERSION, description: INFO_DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: COMPONENTS,
  };
}
