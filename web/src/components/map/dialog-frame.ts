import type { CSSProperties } from 'react';

/** Spec section 9: dialog default width. */
const DIALOG_WIDTH = 700;

/** A map dialog's box: 700 px wide, or under 992 px the whole screen (spec section 9). */
export const dialogStyle = (mobile: boolean): CSSProperties =>
  mobile
    ? { width: '100vw', maxWidth: '100vw', height: '100dvh', margin: 0, borderRadius: 0, paddingBottom: 0 }
    : { width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 40px)' };

/** On a phone its body takes the height the dialog has (not Blueprint's 70 %) and scrolls within it. */
export const bodyStyle = (mobile: boolean): CSSProperties | undefined =>
  mobile ? { maxHeight: 'none', flex: '1 1 auto', minHeight: 0, overflow: 'auto' } : undefined;

/** The map's height: a good part of the dialog, less on a phone so the fields stay in reach. */
export const mapHeight = (mobile: boolean): string => (mobile ? '40vh' : '340px');
