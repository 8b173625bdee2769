import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import { type ApiResponse, ResultCode, translate } from '@packflow/contracts';
import type { Request, Response } from 'express';
import { type Observable, map } from 'rxjs';
import { localeOf } from './locale';
import { Reply } from './reply';

/** Every successful answer in the spec's envelope (HTTP 200, code 0), with its message in the caller's language. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiResponse | StreamableFile> {
    const http = context.switchToHttp();
    const locale = localeOf(http.getRequest<Request>());
    return next.handle().pipe(
      map((value: unknown) => {
        // A file (a list exported to Excel) is answered as its bytes.
        if (value instanceof StreamableFile) return value;
        // Spec section 7: success is HTTP 200 with code 0, also for a POST that creates something.
        http.getResponse<Response>().status(200);
        const r = value instanceof Reply ? value : new Reply(value);
        return {
          code: ResultCode.OK,
          data: r.data ?? null,
          msg: translate(locale, r.msg, r.params),
          extra: r.extra,
        };
      }),
    );
  }
}
