import { Classes } from '@blueprintjs/core';
import { readShellSettings, subscribeShellSettings, type ShellSettings } from './settings';

/** The CSS variable app.css derives the primary accent from (Blueprint's primary intent, links, the active menu item). */
export const PRIMARY_COLOR_VARIABLE = '--pf-primary';

/**
 * The theme of the settings drawer: Blueprint's dark class on the body (portals such as dialogs
 * and drawers live there too) and the accent colour as a CSS variable. No <style> element: the
 * server's CSP allows styles from the console's own files only.
 */
export function applyTheme({ theme, color }: Pick<ShellSettings, 'theme' | 'color'>): void {
  const document = globalThis.document;
  if (!document) return;
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.setProperty(PRIMARY_COLOR_VARIABLE, color);
  // Native controls (scroll bars, date inputs) follow too.
  document.documentElement.style.setProperty('color-scheme', theme === 'dark' ? 'dark' : 'light');
}

applyTheme(readShellSettings());
subscribeShellSettings(() => applyTheme(readShellSettings()));
