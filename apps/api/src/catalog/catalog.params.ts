import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import {
  CATALOG_FORM_SCHEMAS,
  CATALOG_KINDS,
  type CatalogKind,
  ResultCode,
  SETTINGS_NAMES,
  SETTINGS_SCHEMAS,
  type SettingsName,
} from '@packflow/contracts';
import { catalog } from '@packflow/domain';
import type { Request } from 'express';
import { type ZodType, z } from 'zod';
import { ApiError } from '../http/api-exception.filter';
import { type RouteSchemas, SCHEMAS_KEY } from '../http/params';

/**
 * The route parameters naming a catalogue or a settings document. A name outside the list is a
 * path that leads nowhere, answered like an unknown route (a translated 404 naming it).
 */

/** A route's `:kind`, or a translated 404 naming it. */
export function catalogKind(value: string): CatalogKind {
  if ((CATALOG_KINDS as readonly string[]).includes(value)) return value as CatalogKind;
  throw new ApiError(
    404,
    ResultCode.NOT_FOUND,
    'catalog.unknownKind',
    { kind: value },
    'CATALOG.UNKNOWN_KIND',
  );
}

/** A route's `:name`, or a translated 404 naming it. */
export function settingsName(value: string): SettingsName {
  if ((SETTINGS_NAMES as readonly string[]).includes(value)) return value as SettingsName;
  throw new ApiError(
    404,
    ResultCode.NOT_FOUND,
    'catalog.unknownSettings',
    { name: value },
    'SETTINGS.UNKNOWN_NAME',
  );
}

const CREATE_SCHEMAS = CATALOG_FORM_SCHEMAS;
const CHANGE_SCHEMAS = Object.fromEntries(
  Object.entries(CATALOG_FORM_SCHEMAS).map(([kind, schema]) => [kind, schema.partial()]),
) as { [K in CatalogKind]: ReturnType<(typeof CATALOG_FORM_SCHEMAS)[K]['partial']> };
const SETTINGS_CHANGE_SCHEMAS = Object.fromEntries(
  Object.entries(SETTINGS_SCHEMAS).map(([name, schema]) => [name, schema.partial()]),
) as { [N in SettingsName]: ReturnType<(typeof SETTINGS_SCHEMAS)[N]['partial']> };

const anyOf = (schemas: Record<string, ZodType>): ZodType =>
  z.union(Object.values(schemas) as [ZodType, ZodType, ...ZodType[]]);

/** What the routes validate with, whichever `:kind` or `:name` they name: for the API document. */
const DOCUMENTED = {
  create: anyOf(CREATE_SCHEMAS),
  change: anyOf(CHANGE_SCHEMAS),
  settings: anyOf(SETTINGS_CHANGE_SCHEMAS),
};

type Part = keyof typeof DOCUMENTED;

const parse = createParamDecorator(({ part }: { part: Part }, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const body: object = (req.body as object | undefined) ?? {};
  const param = String(req.params[part === 'settings' ? 'name' : 'kind'] ?? '');
  if (part === 'settings') return SETTINGS_CHANGE_SCHEMAS[settingsName(param)].parse(body);
  const kind = catalogKind(param);
  if (part === 'change') return CHANGE_SCHEMAS[kind].parse(body);
  // Asked before the form is read: no form makes a new bag type possible.
  catalog.assertCreatable(kind);
  // A new item is in use unless the form says otherwise.
  return CREATE_SCHEMAS[kind].parse({ active: true, ...body });
});

/**
 * The body of a catalogue or settings route, parsed with the schema of the `:kind` or `:name` it
 * names (strict: unknown fields are a 400, wrong values a 422 naming every field): `create` the
 * whole item form, `change` any subset of it, `settings` any subset of the document. The schemas
 * are recorded on the route like @Form's.
 */
export function KindForm(part: Part): ParameterDecorator {
  return (target, key, index) => {
    if (key !== undefined) {
      const handler = (target as Record<string | symbol, unknown>)[key] as object;
      const schemas = (Reflect.getMetadata(SCHEMAS_KEY, handler) as RouteSchemas | undefined) ?? {};
      Reflect.defineMetadata(SCHEMAS_KEY, { ...schemas, body: DOCUMENTED[part] }, handler);
    }
    parse({ part })(target, key, index);
  };
}
