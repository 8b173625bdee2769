import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import {
  type ApiResponse,
  type MessageKey,
  ResultCode,
  isMessageKey,
  readIssue,
  translate,
} from '@packflow/contracts';
import { DomainError } from '@packflow/domain';
import { isConnectionError } from '@packflow/eventstore';
import { ConcurrencyConflictError, RecordChangedError } from '@packflow/platform';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { localeOf } from './locale';

/** A text for a refusal's `extra` (a hint, say), translated into the caller's language when sent. */
export class Translatable {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {}
}

/** A refusal the API raises itself: an HTTP status, an answer code and a translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errorCode = 'API.ERROR',
    /** More for the answer's `extra`, e.g. `retryAfter` seconds; `field` names the form field the message belongs to. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

/**
 * The one place where failures become answers: { code != 0, data: null, msg, extra.error },
 * with the HTTP status telling auth, validation and server faults apart.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');
  private lastLostConnection = 0;
  private lostSinceReport = 0;

  /** One line a second at most: a database restart fails every request in flight. */
  private reportLostConnection(req: Request, exception: unknown): void {
    this.lostSinceReport++;
    const now = Date.now();
    if (now - this.lastLostConnection < 1000) return;
    this.lastLostConnection = now;
    const message = exception instanceof Error ? exception.message : String(exception);
    this.logger.warn(
      `Database unavailable (${this.lostSinceReport} request(s) answered 503 since the last report), e.g. ${req.method} ${req.path}: ${message}`,
    );
    this.lostSinceReport = 0;
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const locale = localeOf(req);
    const send = (status: number, code: number, msg: string, extra: ApiResponse['extra']): void => {
      res.status(status).json({ code, data: null, msg, extra } satisfies ApiResponse);
    };

    if (exception instanceof ZodError) {
      const fields: Record<string, string> = {};
      for (const issue of exception.issues) {
        const { key, params } = readIssue(issue.message);
        const field = issue.path.length ? issue.path.join('.') : '_';
        fields[field] ??= translate(locale, key, params);
      }
      const unknown = fields['_'];
      // Unknown fields are a malformed request (mass assignment), not a form to correct.
      const malformed = exception.issues.some((i) => i.code === 'unrecognized_keys');
      send(
        malformed ? 400 : 422,
        ResultCode.VALIDATION_FAILED,
        unknown ?? translate(locale, 'validation.failed'),
        {
          error: 'VALIDATION.FAILED',
          fields,
        },
      );
      return;
    }
    if (exception instanceof DomainError) {
      const key = isMessageKey(exception.messageKey) ? exception.messageKey : 'validation.failed';
      const { status, code } = httpOfDomainError(exception);
      send(status, code, translate(locale, key, exception.params), {
        error: exception.code,
        ...detailsOf(exception, locale),
        ...(exception.field
          ? { fields: { [exception.field]: translate(locale, key, exception.params) } }
          : {}),
      });
      return;
    }
    if (exception instanceof RecordChangedError) {
      send(409, ResultCode.CONFLICT, translate(locale, 'common.changedSinceOpened'), {
        error: 'RECORD.CHANGED',
        revision: exception.current,
      });
      return;
    }
    if (exception instanceof ApiError) {
      const { field, ...extra } = exception.extra;
      if (typeof extra.retryAfter === 'number') res.setHeader('Retry-After', extra.retryAfter);
      const msg = translate(locale, exception.messageKey, exception.params);
      const translated = Object.fromEntries(
        Object.entries(extra).map(([name, value]) => [
          name,
          value instanceof Translatable ? translate(locale, value.key, value.params) : value,
        ]),
      );
      send(exception.status, exception.code, msg, {
        error: exception.errorCode,
        ...translated,
        ...(typeof field === 'string' ? { fields: { [field]: msg } } : {}),
      });
      return;
    }
    if (exception instanceof ConcurrencyConflictError) {
      send(409, ResultCode.CONFLICT, translate(locale, 'common.conflict'), { error: 'COMMAND.CONFLICT' });
      return;
    }
    if (isBodyParserError(exception)) {
      const tooLarge = exception.status === 413;
      send(
        tooLarge ? 413 : 400,
        tooLarge ? ResultCode.PAYLOAD_TOO_LARGE : ResultCode.VALIDATION_FAILED,
        translate(locale, tooLarge ? 'common.tooLarge' : 'common.badRequest'),
        { error: tooLarge ? 'REQUEST.TOO_LARGE' : 'REQUEST.MALFORMED' },
      );
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code =
        status === 404
          ? ResultCode.NOT_FOUND
          : status === 429
            ? ResultCode.RATE_LIMITED
            : status === 400
              ? ResultCode.VALIDATION_FAILED
              : status;
      const msg =
        status === 404
          ? translate(locale, 'common.notFound')
          : status === 429
            ? translate(locale, 'auth.rateLimited')
            : exception.message;
      send(status, code, msg, { error: `HTTP.${status}` });
      return;
    }
    if (isConnectionError(exception)) {
      // The database connection went away under this request (a restart, a failover): nothing it
      // did is half done, and the same request sent again shortly may succeed.
      this.reportLostConnection(req, exception);
      res.setHeader('Retry-After', 1);
      send(503, ResultCode.UNAVAILABLE, translate(locale, 'common.unavailable'), {
        error: 'DATABASE.UNAVAILABLE',
      });
      return;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    send(500, ResultCode.INTERNAL, translate(locale, 'common.internal'), { error: 'INTERNAL' });
  }
}

/**
 * The one mapping from a refused command to HTTP, by its code: `VALIDATION.FAILED` (a form value
 * the rules refuse, naming the field) is 422 with 1001; `…FIELD_NOT_ALLOWED` (a field the caller
 * may not send) 400 with 1001; `…NOT_FOUND` (also what is out of the caller's reach: it must look
 * the same as not existing) 404; `…CHANGED` 409; `…FORBIDDEN` and `…_NOT_ALLOWED` 403; every other
 * business rule 422 with 1010.
 */
export function httpOfDomainError(error: DomainError): { status: number; code: ResultCode } {
  const { code } = error;
  if (code === 'VALIDATION.FAILED') return { status: 422, code: ResultCode.VALIDATION_FAILED };
  if (code.endsWith('.FIELD_NOT_ALLOWED')) return { status: 400, code: ResultCode.VALIDATION_FAILED };
  if (code.endsWith('NOT_FOUND')) return { status: 404, code: ResultCode.NOT_FOUND };
  if (code.endsWith('.CHANGED')) return { status: 409, code: ResultCode.CONFLICT };
  if (code.endsWith('FORBIDDEN') || code.endsWith('_NOT_ALLOWED'))
    return { status: 403, code: ResultCode.FORBIDDEN };
  return { status: 422, code: ResultCode.BUSINESS_RULE };
}

/** A message to translate as a refusal's details carry it: a key and its parameters. */
interface KeyedMessage {
  messageKey: MessageKey;
  params?: Record<string, string | number>;
}

const isKeyedMessage = (value: unknown): value is KeyedMessage =>
  typeof value === 'object' &&
  value !== null &&
  isMessageKey((value as { messageKey?: unknown }).messageKey as string);

/**
 * What a refusal adds to the answer's `extra` (a price's issues, a hint, a blocked shipment's
 * reasons), when its error carries `details`: a value that is a message key, and a list of
 * `{messageKey, params}` (one sentence each), are translated into the caller's language.
 */
function detailsOf(error: DomainError, locale: ReturnType<typeof localeOf>): Record<string, unknown> {
  const details = (error as DomainError & { details?: Record<string, unknown> }).details;
  if (!details) return {};
  const translated = (value: unknown): unknown => {
    if (typeof value === 'string' && isMessageKey(value)) return translate(locale, value);
    if (Array.isArray(value) && value.length && value.every(isKeyedMessage))
      return value.map((m) => translate(locale, m.messageKey, m.params ?? {}));
    return value;
  };
  return Object.fromEntries(Object.entries(details).map(([name, value]) => [name, translated(value)]));
}

/** An error of express's body parsers (a body over the limit, malformed JSON or form data). */
function isBodyParserError(error: unknown): error is { status: number; type: string } {
  const e = error as { status?: unknown; type?: unknown } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.status === 'number' &&
    typeof e.type === 'string' &&
    (e.type.startsWith('entity.') || e.type.endsWith('.unsupported') || e.type === 'parameters.too.many')
  );
}
