import { useEffect, useState } from 'react';

/** Spec section 9: 300 ms after the last keystroke. */
export const PRICE_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `ms`; the first value at once. */
export function useDebouncedValue<T>(value: T, ms: number = PRICE_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
