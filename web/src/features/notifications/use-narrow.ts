import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';

const subscribe = (onChange: () => void): (() => void) => {
  const list = globalThis.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** A phone-wide window: the list shows as cards, which wrap, rather than a table to scroll sideways. */
export const useNarrow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
