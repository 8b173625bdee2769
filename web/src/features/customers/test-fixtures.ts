import type { CustomerView, StaffView } from '@packflow/contracts';
import { customer } from '../../testing/customer';

export { customer } from '../../testing/customer';

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
