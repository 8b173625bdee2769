/**
 * Finance's recharge and reversal take an optional request key in this header, in the manner of
 * Stripe's idempotency keys: the console sends a fresh one per dialog and the same one when that
 * dialog's request is sent again, and the server applies the request once and answers the first
 * result again. The same key with a different request is refused.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
