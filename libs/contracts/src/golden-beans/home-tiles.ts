import { CATALOG_READ_MODELS } from '../catalog/read-models';
import { defineHomeTile } from '../home/views';
import { BEAN_HOLDER_ROLES } from './access';
import { GOLDEN_BEAN_READ_MODELS } from './read-models';

/** The golden beans' tile on /Home; apps/api/src/golden-beans/golden-beans.home.ts answers its value. */
export const GOLDEN_BEAN_HOME_TILES = {
  balance: defineHomeTile({
    id: 'golden-beans.balance',
    title: { cn: '我的金豆', en: 'My golden beans' },
    tone: 'account',
    kind: 'amount',
    unit: { cn: '金豆', en: 'beans' },
    roles: BEAN_HOLDER_ROLES,
    path: '/GoldenBean/Index',
    permission: 'GET@golden-bean/balance',
    // The threshold below which no quotation can be generated is a setting.
    readModels: [GOLDEN_BEAN_READ_MODELS.goldenBeans, CATALOG_READ_MODELS.settings],
    order: 10,
  }),
};
