import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type ApiResponse, ResultCode, translate } from '@packflow/contracts';
import type { Request } from 'express';
import { type Observable, map } from 'rxjs';
import { localeOf } from './locale';
import { Reply } from './reply';

/** Every successful answer in the spec's envelope, with its message in the caller's language. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiResponse> {
    const locale = localeOf(context.switchToHttp().getRequest<Request>());
    return next.handle().pipe(
      map((value: unknown) => {
        const r = value instanceof Reply ? value : new Reply(value);
        return { code: ResultCode.OK, data: r.data ?? null, msg: translate(locale, r.msg), extra: r.extra };
      }),
    );
  }
}
