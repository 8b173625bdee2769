import { useSyncExternalStore } from 'react';

/** Narrower than a 700 px dialog and its margins: a phone. The library then takes the full width. */
const NARROW_QUERY = '(max-width: 760px)';

const query = (): MediaQueryList | undefined => globalThis.window?.matchMedia?.(NARROW_QUERY);

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
