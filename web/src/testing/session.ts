import type { LoginAnswer } from '@packflow/contracts';

/** What POST /api/login answers for an administrator, in tests. */
export const adminLogin: LoginAnswer = {
  token: 'tok-admin',
  logintime: 1_700_000_000,
  checkcode: 'cc-admin',
  secret: 'sec-admin',
  user: { id: 'u-admin', role: 'Admin', nickname: 'Ada Admin', headimg: '', country: 'en' },
  roles: [{ role: 'Admin', title: '管理员', english_name: 'Administrator' }],
  daysLeft: 200,
  warnExpiry: false,
};
