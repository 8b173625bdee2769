import { lazy } from 'react';

/** The Admin's processes screen, by its menu path; a chunk of its own. */
export const PROCESSES_PATH = '/System/Processes';

export const PROCESSES_ROUTES = [
  [
    PROCESSES_PATH,
    lazy(() =>
      import('./components/processes-screen').then(({ ProcessesScreen }) => ({ default: ProcessesScreen })),
    ),
  ],
] as const;
