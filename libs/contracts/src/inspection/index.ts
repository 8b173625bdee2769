import { definePlannedArea } from '../area';
import { LANDING, leaf } from '../menu-items';

/**
 * The inspection area (to come): quality inspection of what production finished.
 * Not built yet: so far only where its pages sit in the menus (spec section 2); its permissions,
 * read models and messages come with it, and it then joins AREAS.
 */
export const inspectionArea = definePlannedArea({
  name: 'inspection',
  menus: [
    {
      roles: ['QualityTesting'],
      group: 'quality',
      order: 10,
      item: leaf('quality-wait', '待质检', 'To be inspected', '/OrderQuality/Wait', 'time', LANDING),
    },
    {
      roles: ['QualityTesting'],
      group: 'quality',
      order: 20,
      item: leaf('quality-finished', '已质检', 'Inspected', '/OrderQuality/Finished', 'tick-circle'),
    },
  ],
});
