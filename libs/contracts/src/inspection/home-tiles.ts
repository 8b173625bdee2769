import { defineHomeTile } from '../home/views';
import { INSPECTION_READ_MODELS } from './read-models';

/** Quality's tile on /Home; apps/api/src/inspection/inspection.home.ts answers its value. */
export const INSPECTION_HOME_TILES = {
  lotsWaiting: defineHomeTile({
    id: 'inspection.lots-waiting',
    title: { cn: '待检批次', en: 'Lots waiting for inspection' },
    tone: 'waiting',
    kind: 'count',
    roles: ['QualityTesting'],
    path: '/OrderQuality/Wait',
    permission: 'GET@inspection/lots',
    readModels: [INSPECTION_READ_MODELS.inspectionLots],
    order: 50,
  }),
};
