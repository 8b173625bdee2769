import { useSyncExternalStore } from 'react';
import { Classes, Colors } from '@blueprintjs/core';

// Charts' colours for Blueprint's light and dark themes: the statistics pages and /Home's glance.

/** Whether the console shows Blueprint's dark theme (its class on the body, as the shell sets it). */
const isDark = (): boolean => globalThis.document?.body.classList.contains(Classes.DARK) ?? false;

function subscribe(onChange: () => void): () => void {
  const body = globalThis.document?.body;
  if (!body || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Follows the theme as the settings drawer changes it. */
export const useDarkTheme = (): boolean => useSyncExternalStore(subscribe, isDark, () => false);

export interface ChartTheme {
  /** Axis labels and legends. */
  text: string;
  /** Grid lines and axes. */
  grid: string;
  /** The tooltip's box. */
  tooltipBackground: string;
  tooltipBorder: string;
  /** This period's line and bars. */
  current: string;
  /** The previous period's (quieter). */
  previous: string;
  /** The slices of a pie, in order. */
  slices: readonly string[];
}

/**
 * Blueprint's palette for charts: the intent colours' lighter shades on dark, the darker ones on
 * light, so lines and slices read on either surface; text and grid as Blueprint's own.
 */
export function chartTheme(dark: boolean): ChartTheme {
  return dark
    ? {
        text: Colors.LIGHT_GRAY1,
        grid: Colors.DARK_GRAY5,
        tooltipBackground: Colors.DARK_GRAY3,
        tooltipBorder: Colors.DARK_GRAY5,
        current: Colors.BLUE5,
        previous: Colors.GRAY3,
        slices: [
          Colors.BLUE5,
          Colors.GREEN5,
          Colors.ORANGE5,
          Colors.VIOLET5,
          Colors.TURQUOISE5,
          Colors.RED5,
          Colors.GOLD5,
          Colors.SEPIA5,
          Colors.GRAY4,
        ],
      }
    : {
        text: Colors.DARK_GRAY5,
        grid: Colors.LIGHT_GRAY1,
        tooltipBackground: Colors.WHITE,
        tooltipBorder: Colors.LIGHT_GRAY1,
        current: Colors.BLUE3,
        previous: Colors.GRAY4,
        slices: [
          Colors.BLUE3,
          Colors.GREEN3,
          Colors.ORANGE3,
          Colors.VIOLET3,
          Colors.TURQUOISE3,
          Colors.RED3,
          Colors.GOLD3,
          Colors.SEPIA3,
          Colors.GRAY3,
        ],
      };
}
