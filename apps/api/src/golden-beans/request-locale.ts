import { AsyncLocalStorage } from 'node:async_hooks';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@packflow/contracts';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { localeOf } from '../http/locale';

const storage = new AsyncLocalStorage<Locale>();

/**
 * The caller's language for code far from the request: a refusal's `extra` (the golden-bean hint
 * 'Please contact the finance department to recharge') is sent as it is, so it is translated
 * where it is raised. Outside a request (jobs, tests) the default language.
 */
export const requestLocale = (): Locale => storage.getStore() ?? DEFAULT_LOCALE;

/** Runs `work` as if a request in `locale` had asked for it. */
export const inLocale = <T>(locale: Locale, work: () => T): T => storage.run(locale, work);

/** Every handler runs inside its request's language (Nest binds the handler to this context). */
@Injectable()
export class RequestLocaleInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return inLocale(localeOf(context.switchToHttp().getRequest<Request>()), () => next.handle());
  }
}
