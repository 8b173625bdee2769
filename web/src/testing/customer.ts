import type { CustomerView } from '@packflow/contracts';

/** A customer as the API answers it; owned by the salesman 李四 unless told otherwise. */
export const customer = (over: Partial<CustomerView> = {}): CustomerView => ({
  id: 'c-1',
  code: 'Q0001',
  name: '青岛食品',
  gender: '',
  email: '',
  phone: '13812345678',
  enterprise: '青岛食品有限公司',
  domestic: true,
  source: 'Expo',
  logistics: '',
  addresses: [],
  responsible: '',
  area: 'Q',
  ownerId: 's-1',
  ownerName: '李四',
  gradeId: null,
  gradeName: null,
  ownedSince: '2026-01-05T02:00:00.000Z',
  protectedUntil: null,
  releaseOn: '2026-04-05T02:00:00.000Z',
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-01-06T03:00:00.000Z',
  ...over,
});
