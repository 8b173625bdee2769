/** Server messages of the processes area, in English. Keys and placeholders must match messages.cn.ts. */
export const processesEn = {
  'projection.unknown': 'Unknown read model: {name}',
  'projection.rebuildStarted': 'Rebuild of {name} started',
  'projection.rebuildRunning': 'A rebuild of {name} is already running ({done}% read)',
  'process.parkedUnknown': 'That stuck step is gone or was already retried',
  'process.retried': 'The step went through',
  'process.inProgress': 'Still in progress: the screen will update when it is done',
} as const;
