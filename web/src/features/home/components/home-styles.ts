import type { CSSProperties } from 'react';
import type { HomeTile } from '@packflow/contracts';

/**
 * /Home's layout, kept with its components (Blueprint's cards give the look, light and dark): a
 * grid that takes as many columns as fit, two on a phone.
 */
export const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 12,
};

export const sectionStyle: CSSProperties = { margin: '8px 0 20px' };

/** The left edge says what a tile is: work waiting (blue), one's account (orange), today (green); red when it needs attention. */
const EDGE: Record<HomeTile['tone'] | 'alert', string> = {
  waiting: '#2d72d2',
  account: '#c87619',
  today: '#238551',
  alert: '#cd4246',
};

export const tileStyle = (tile: Pick<HomeTile, 'tone' | 'alert'>): CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  minHeight: 104,
  padding: '12px 14px',
  borderLeft: `4px solid ${EDGE[tile.alert ? 'alert' : tile.tone]}`,
  color: 'inherit',
  textDecoration: 'none',
});

export const tileTitleStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  fontWeight: 600,
};
export const tileValueStyle: CSSProperties = { fontSize: 26, lineHeight: 1.1, fontWeight: 600 };
export const tileNoteStyle: CSSProperties = { fontSize: 12 };
export const flagStyle: CSSProperties = { color: EDGE.alert };
export const linksStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
