import type { ApiExtra, MessageKey } from '@packflow/contracts';
import type { Position } from '@packflow/eventstore';

/** What a controller answers; the envelope interceptor turns it into { code: 0, data, msg, extra }. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly msg: MessageKey = 'common.ok',
    readonly extra: ApiExtra = {},
    /** Values for the message's placeholders. */
    readonly params: Record<string, string | number> = {},
  ) {}
}

export function reply<T>(
  data: T,
  options: {
    msg?: MessageKey;
    params?: Record<string, string | number>;
    position?: Position;
    extra?: ApiExtra;
  } = {},
): Reply<T> {
  const extra: ApiExtra = { ...options.extra };
  if (options.position !== undefined) extra.position = options.position.toString();
  return new Reply(data, options.msg, extra, options.params);
}
