import { useSyncExternalStore } from 'react';

/**
 * The tag bar's "full-screen tab": the page area fills the window. Only a class on <body>, so the
 * shell's stylesheet decides what hides (top bar, side menu, tag bar) and how the page area grows;
 * tags.css has the rules for the shell as it stands.
 */
export const PAGE_FULLSCREEN_CLASS = 'pf-page-fullscreen';

const listeners = new Set<() => void>();

const isOn = (): boolean => globalThis.document?.body.classList.contains(PAGE_FULLSCREEN_CLASS) ?? false;

export function setPageFullscreen(on: boolean): void {
  if (isOn() === on) return;
  document.body.classList.toggle(PAGE_FULLSCREEN_CLASS, on);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isOn, () => false);
}
