import type { CustomerView, StaffView } from '@packflow/contracts';

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

/** A customer in the high seas, out of its protection period. */
export const highSeasCustomer = (over: Partial<CustomerView> = {}): CustomerView =>
  customer({
    id: 'c-2',
    code: 'L0002',
    name: '临沂茶叶',
    enterprise: '临沂茶叶有限公司',
    area: 'L',
    ownerId: null,
    ownerName: null,
    ownedSince: null,
    releaseOn: null,
    protectedUntil: '2020-01-01T00:00:00.000Z',
    ...over,
  });

export const staff = (over: Partial<StaffView> = {}): StaffView => ({
  id: 's-2',
  nickname: '王五',
  username: 'wangwu',
  password: '',
  phone: '13900000002',
  sex: '男',
  status: '正常',
  role: 'OperatorIndex',
  roleId: 'OperatorIndex',
  roles: ['OperatorIndex'],
  areacode: 'Q',
  country: 'cn',
  is_from: null,
  wage: null,
  work_wage: null,
  headimg: '',
  locked: false,
  failures: 0,
  last_login_at: null,
  created_at: '2026-01-05T02:00:00.000Z',
  ...over,
});
