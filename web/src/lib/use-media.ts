import { useSyncExternalStore } from 'react';

/** Spec section 9: "Mobile breakpoint 992px": narrower than that, menus are drawers and dialogs fill the screen. */
export const MOBILE_QUERY = '(max-width: 991.98px)';

/** A phone-wide window (narrower than a 700 px dialog and its margins): lists become cards, dialogs full width. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the window matches a media query, following it as the window changes. */
export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(media);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(media).matches ?? false,
    () => false,
  );
}

/** Narrower than the mobile breakpoint. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);

/** Phone-wide. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
