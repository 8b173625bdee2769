import { useSyncExternalStore } from 'react';

/**
 * The key of the page area: the shell keys the page container by it, so bumping it mounts the
 * page afresh (the tag bar's "refresh"). One counter for the whole console, as one page shows at
 * a time.
 */
let pageKey = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageKey(): number {
  return useSyncExternalStore(subscribe, () => pageKey);
}

/** Mounts the shown page again: its state starts over. */
export function remountPage(): void {
  pageKey += 1;
  listeners.forEach((listener) => listener());
}
