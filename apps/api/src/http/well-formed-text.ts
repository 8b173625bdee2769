import { malformedTextPath, msg } from '@packflow/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';

/**
 * Refuses a request whose body or query holds text that is not well-formed (a lone surrogate such
 * as `"\ud800x"`, which JSON allows but no database stores), before any route sees it: a 422
 * naming the field, answered like any form error, and nothing done. One check for every route,
 * signed in or not.
 */
export function refuseMalformedText(req: Request, _res: Response, next: NextFunction): void {
  for (const [part, value] of [
    ['body', req.body as unknown],
    ['query', req.query as unknown],
  ] as const) {
    const path = malformedTextPath(value);
    if (path === undefined) continue;
    next(
      new ZodError([
        {
          code: 'custom',
          path: path.length ? path : [part],
          message: msg('common.malformedText'),
          input: undefined,
        },
      ]),
    );
    return;
  }
  next();
}
