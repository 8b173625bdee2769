import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ResultCode, strictForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { Request } from 'express';
import type { ZodType, z } from 'zod';
import { authOf } from '../auth/access.guard';
import { ApiError } from './api-exception.filter';
import { commandMetadata } from './request-metadata';

/**
 * Parameter decorators that keep controllers thin: the caller (`@Actor()`), the metadata their
 * commands carry (`@Meta()`, with the `If-Match` revision when sent), and the body or query parsed
 * with the area's schema (`@Form(schema)`, `@ListQuery(schema)`). The schemas a route validates
 * with are recorded on it, so the OpenAPI document and the input property test read exactly
 * those.
 */

const requestOf = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>();

/** The signed-in caller (401 on a public route, which has none). */
export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext) => authOf(requestOf(ctx)));

/**
 * The revision the person looked at, from `If-Match: "<revision>"` (quotes and `W/` allowed);
 * undefined when not sent. Anything else there is a 422.
 */
export function revisionOf(req: Request): number | undefined {
  const raw = req.header('if-match');
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw.trim());
  if (!match)
    throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.revision', {}, 'VALIDATION.FAILED');
  return Number(match[1]);
}

/** The command metadata of this request: who, in which role, when, the correlation id and the If-Match revision. */
export const Meta = createParamDecorator((_: unknown, ctx: ExecutionContext): CommandMetadata => {
  const req = requestOf(ctx);
  const expectedRevision = revisionOf(req);
  return { ...commandMetadata(req), ...(expectedRevision === undefined ? {} : { expectedRevision }) };
});

export const SCHEMAS_KEY = 'packflow:schemas';

/** What a route validates with: the body and the query schema, as recorded by @Form and @ListQuery. */
export interface RouteSchemas {
  body?: ZodType;
  query?: ZodType;
}

function record(target: object, key: string | symbol | undefined, part: keyof RouteSchemas, schema: ZodType) {
  if (key === undefined) return;
  const handler = (target as Record<string | symbol, unknown>)[key] as object;
  const schemas = (Reflect.getMetadata(SCHEMAS_KEY, handler) as RouteSchemas | undefined) ?? {};
  Reflect.defineMetadata(SCHEMAS_KEY, { ...schemas, [part]: schema }, handler);
}

// The schema travels wrapped: Nest takes an argument with a `transform` method (as a zod schema has) for a pipe.
const parseBody = createParamDecorator(({ schema }: { schema: ZodType }, ctx: ExecutionContext) =>
  schema.parse(requestOf(ctx).body ?? {}),
);
const parseQuery = createParamDecorator(({ schema }: { schema: ZodType }, ctx: ExecutionContext) =>
  schema.parse(requestOf(ctx).query ?? {}),
);

/** The request body parsed with `schema` (strict: unknown fields are a 400; wrong values a 422 naming every field). */
export function Form<S extends ZodType>(schema: S): ParameterDecorator {
  return (target, key, index) => {
    record(target, key, 'body', schema);
    parseBody({ schema })(target, key, index);
  };
}

/** The query string parsed with `schema`. */
export function ListQuery<S extends ZodType>(schema: S): ParameterDecorator {
  return (target, key, index) => {
    record(target, key, 'query', schema);
    parseQuery({ schema })(target, key, index);
  };
}

/** The body of a route that takes none: empty, or refused naming the unknown fields. */
export const EMPTY_FORM = strictForm({});

/** The schemas a controller's handler validates with (empty when it takes no body or query). */
export function schemasOf(handler: object): RouteSchemas {
  return (Reflect.getMetadata(SCHEMAS_KEY, handler) as RouteSchemas | undefined) ?? {};
}

export type Parsed<S extends ZodType> = z.output<S>;
