/** Every API answer (spec section 7): HTTP 200 with code 0 on success, a non-zero code otherwise. */
export interface ApiResponse<T = unknown> {
  code: number;
  data: T;
  msg: string;
  extra?: ApiExtra;
}

export interface PageInfo {
  _page: number;
  _size: number;
  _count: number;
  _pageSize: number;
  /**
   * Set when `_count` is a lower bound: more rows match than were counted (a list searched by a
   * keyword most rows hold). It is always more than the rows up to this page, so a next page is
   * asked for while there is one.
   */
  _countAtLeast?: true;
}

export interface ApiExtra {
  /** Global position of the last event a command appended; pass it back as `_position` to read your write. */
  position?: string;
  /** A stable error code such as 'VALIDATION.FAILED'. */
  error?: string;
  /** Per-field messages of a validation error, in the caller's language. */
  fields?: Record<string, string>;
  pageInfo?: PageInfo;
  [key: string]: unknown;
}

/** Non-zero answer codes, one per kind of failure. */
export const ResultCode = {
  OK: 0,
  VALIDATION_FAILED: 1001,
  NOT_FOUND: 1004,
  CONFLICT: 1009,
  BUSINESS_RULE: 1010,
  UNAUTHENTICATED: 1401,
  FORBIDDEN: 1403,
  PAYLOAD_TOO_LARGE: 1413,
  RATE_LIMITED: 1429,
  INTERNAL: 1500,
  UNAVAILABLE: 1503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Query parameter that asks the API to wait until the read model has caught up with a position. */
export const POSITION_PARAM = '_position';
