import { SYSSET_READ_MODELS } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import { settingsWithHistoryProjector } from '../settings-with-history';
import { SYSSET_COLUMNS } from './sysset.table';

/** /Sysset: the current settings (one row) and every change with who and when. */
export const syssetProjector = settingsWithHistoryProjector<sysset.SyssetValues>({
  name: SYSSET_READ_MODELS.sysset,
  // 2: the first values leave out the ones that start empty (the image host), a no-op line.
  // 3: the map provider's settings.
  // 4: the upload limit (MB).
  // 5: the image limit.
  version: 5,
  eventTypes: sysset.SYSSET_EVENT_TYPES,
  table: 'sysset',
  historyTable: 'sysset_history',
  rowId: 'system',
  columns: SYSSET_COLUMNS,
  initial: () => sysset.syssetDecider.initialState().values,
  changesOf: (event) => {
    const e = event as sysset.SyssetEvent;
    return e.type === 'SyssetChanged'
      ? e.data.changes
      : Object.entries(e.data.values)
          .filter(([, to]) => to !== '')
          .map(([field, to]) => ({ field, from: null, to }));
  },
  // Everyone reads the settings (login page, title, switch-role rule).
  audience: sysset.SYSSET_AUDIENCE,
});
