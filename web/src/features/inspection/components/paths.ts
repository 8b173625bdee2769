/** The quality and rework screens, by their menu paths. */
export const INSPECTION_PATHS = {
  wait: '/OrderQuality/Wait',
  finished: '/OrderQuality/Finished',
  failed: '/OrderQuality/Failed',
  concession: '/OperatorManage/Concession',
  rework: '/OrderProduct/Rework',
  settings: '/Sysset/Inspection',
} as const;
