import { useSyncExternalStore } from 'react';

/** Spec section 2: the shell's layouts; under 992px every one of them becomes the mobile drawer. */
export const SHELL_LAYOUTS = ['default', 'header', 'menu', 'dock'] as const;
export type ShellLayout = (typeof SHELL_LAYOUTS)[number];

export const SHELL_THEMES = ['default', 'dark'] as const;
export type ShellTheme = (typeof SHELL_THEMES)[number];

/** How this browser shows the shell (the settings drawer); kept in localStorage, not in the account. */
export interface ShellSettings {
  layout: ShellLayout;
  /** The tag bar of open pages. */
  tagBar: boolean;
  theme: ShellTheme;
  /** The primary accent, '#rrggbb'. */
  color: string;
  /** The side menu shows icons only. */
  collapsed: boolean;
}

/** Spec section 9: "Theme colour default #3894ff with six presets"; the default is the first. */
export const COLOR_PRESETS = [
  { name: 'blue', value: '#3894ff' },
  { name: 'purple', value: '#7c5cdb' },
  { name: 'cyan', value: '#13a8a8' },
  { name: 'green', value: '#3c9c48' },
  { name: 'orange', value: '#e8871e' },
  { name: 'red', value: '#e5484d' },
] as const;

/**
 * Spec section 9: "layout default header (another reading: layout default, tags layout on).
 * Menu collapse default on." Read as: layout 'default' with the tag bar on, and the collapse
 * control available. The menu itself starts expanded: collapsed to icons on a wide screen it would
 * hide every label from a first-time user, and one click on the toggle (or the settings drawer)
 * collapses it.
 */
export const DEFAULT_SHELL_SETTINGS: ShellSettings = {
  layout: 'default',
  tagBar: true,
  theme: 'default',
  color: COLOR_PRESETS[0].value,
  collapsed: false,
};

export const SHELL_SETTINGS_KEY = 'packflow.shell';
/** Spec section 9: "Storage write debounce 2000 ms". */
export const STORAGE_WRITE_DEBOUNCE_MS = 2000;

export const isColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A stored entry, field by field: what is missing or damaged takes its default. */
export function parseShellSettings(raw: string | null): ShellSettings {
  let value: Partial<Record<keyof ShellSettings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed !== null && typeof parsed === 'object') value = parsed;
  } catch {
    // a damaged entry: the defaults
  }
  const d = DEFAULT_SHELL_SETTINGS;
  return {
    layout: oneOf(SHELL_LAYOUTS, value.layout, d.layout),
    tagBar: typeof value.tagBar === 'boolean' ? value.tagBar : d.tagBar,
    theme: oneOf(SHELL_THEMES, value.theme, d.theme),
    color: isColor(value.color) ? value.color.toLowerCase() : d.color,
    collapsed: typeof value.collapsed === 'boolean' ? value.collapsed : d.collapsed,
  };
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(SHELL_SETTINGS_KEY) ?? null;
  } catch {
    return null; // storage off (private mode): the defaults
  }
}

let current = parseShellSettings(readStored());
let pendingWrite: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

export function readShellSettings(): ShellSettings {
  return current;
}

export function subscribeShellSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShellSettings(): ShellSettings {
  return useSyncExternalStore(subscribeShellSettings, readShellSettings);
}

/** Takes effect at once; the write to storage waits until changes have paused for two seconds. */
export function updateShellSettings(change: Partial<ShellSettings>): void {
  const next = parseShellSettings(JSON.stringify({ ...current, ...change }));
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  notify();
  clearTimeout(pendingWrite);
  pendingWrite = setTimeout(flushShellSettings, STORAGE_WRITE_DEBOUNCE_MS);
}

export function resetShellSettings(): void {
  updateShellSettings(DEFAULT_SHELL_SETTINGS);
}

/** Writes a pending change now (the page is going away). */
export function flushShellSettings(): void {
  if (pendingWrite === undefined) return;
  clearTimeout(pendingWrite);
  pendingWrite = undefined;
  try {
    globalThis.localStorage?.setItem(SHELL_SETTINGS_KEY, JSON.stringify(current));
  } catch {
    // Storage can be off; the settings then last for this page only.
  }
}

// A tab being closed or sent to the back-forward cache still keeps its last change.
globalThis.window?.addEventListener('pagehide', flushShellSettings);
// Settings changed in another tab show here too, unless this tab has a change of its own pending.
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key !== SHELL_SETTINGS_KEY || pendingWrite !== undefined) return;
  current = parseShellSettings(event.newValue);
  notify();
});

// The settings drawer: opened from the user bar (or anywhere else), drawn by the layout.
let drawerOpen = false;
const drawerListeners = new Set<() => void>();

function setDrawerOpen(open: boolean): void {
  if (open === drawerOpen) return;
  drawerOpen = open;
  drawerListeners.forEach((listener) => listener());
}

export const openShellSettings = (): void => setDrawerOpen(true);
export const closeShellSettings = (): void => setDrawerOpen(false);

/** The user bar asks for the drawer with this window event, so it need not import the shell. */
export const OPEN_SHELL_SETTINGS_EVENT = 'packflow:open-settings';
globalThis.window?.addEventListener(OPEN_SHELL_SETTINGS_EVENT, openShellSettings);

export function useShellSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      drawerListeners.add(listener);
      return () => drawerListeners.delete(listener);
    },
    () => drawerOpen,
  );
}
