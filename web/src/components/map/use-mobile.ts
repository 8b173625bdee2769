import { useSyncExternalStore } from 'react';

/** Spec section 9: "Mobile breakpoint 992px": narrower than that, a map dialog takes the whole screen. */
const MOBILE_QUERY = '(max-width: 991.98px)';

const query = (): MediaQueryList | undefined => globalThis.window?.matchMedia?.(MOBILE_QUERY);

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
