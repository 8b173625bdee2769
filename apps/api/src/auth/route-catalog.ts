import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ACCESS_KEY, type Access } from './access';

export interface RouteInfo {
  method: string;
  /** Without the /api prefix, with :param placeholders, e.g. admin/operator/:id. */
  path: string;
  controller: string;
  handler: string;
  access: Access | undefined;
}

const join = (...parts: string[]) =>
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every route of the given controllers with the access rule it declares, read from the decorators. */
export function routesOf(controllers: readonly Type[]): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const classAccess = Reflect.getMetadata(ACCESS_KEY, controller) as Access | undefined;
    const proto = controller.prototype as Record<string, unknown>;
    for (const handler of Object.getOwnPropertyNames(proto)) {
      const fn = proto[handler];
      if (handler === 'constructor' || typeof fn !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
      if (method === undefined) continue;
      routes.push({
        method: RequestMethod[method],
        path: join(base, String(Reflect.getMetadata(PATH_METADATA, fn) ?? '')),
        controller: controller.name,
        handler,
        access: (Reflect.getMetadata(ACCESS_KEY, fn) as Access | undefined) ?? classAccess,
      });
    }
  }
  return routes;
}
