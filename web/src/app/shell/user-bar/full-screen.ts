import { useSyncExternalStore } from 'react';

/** The user bar's full screen: the whole document, through the browser's Fullscreen API. */
const subscribe = (listener: () => void): (() => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};

export const useFullScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement != null,
    () => false,
  );

/** Some browsers (iPhone Safari) have no Fullscreen API for pages; the button is left out there. */
export const canFullScreen = (): boolean =>
  typeof globalThis.document?.documentElement.requestFullscreen === 'function';

export async function toggleFullScreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (not from a click, or by a policy): the page simply stays as it is.
  }
}
