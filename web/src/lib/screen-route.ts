import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen by its menu path, loaded (its own chunk, or its group's) when first visited. */
export type ScreenRoute = readonly [path: string, screen: LazyExoticComponent<ComponentType>];

/**
 * A lazily loaded screen: `load` imports the chunk, `pick` takes the screen out of it (e.g. a
 * screen with the props of this path). `name` shows in React's developer tools.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  name?: string,
): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load().then((module) => {
      const Screen = pick(module);
      if (name) Screen.displayName = name;
      return { default: Screen };
    }),
  );
}
