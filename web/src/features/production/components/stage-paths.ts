import type { StageScreen } from '@packflow/contracts';

/** The Product role's stage screens by their menu path (spec section 2: 复合 is /Reunite). */
export const STAGE_SCREEN_PATHS: Readonly<Record<StageScreen, string>> = {
  printing: '/OrderProduct/Printing',
  lamination: '/OrderProduct/Reunite',
  making: '/OrderProduct/Making',
  finished: '/OrderProduct/Finished',
};

export const BOARD_PATH = '/Production/Board';

export const screenOfPath = (path: string): StageScreen =>
  (Object.entries(STAGE_SCREEN_PATHS) as [StageScreen, string][]).find(([, p]) => p === path)?.[0] ??
  'printing';
