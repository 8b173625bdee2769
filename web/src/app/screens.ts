import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens the console has so far, by their menu path; each is its own chunk, loaded when first
 * visited. The start page links only to these, and lands on one only when it is here.
 */
export const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>([
  ['/Sysset', lazy(() => import('./routes/sysset'))],
]);

export const hasScreen = (path: string): boolean => SCREENS.has(path);
