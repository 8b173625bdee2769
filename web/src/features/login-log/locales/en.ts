/** Console texts of the login log area in English; cn.ts has the same keys. */
export const loginLogEn = {
  title: 'Login log',
  listLabel: 'Login attempts',
  empty: 'No login attempts found',
  search: 'Search username',
  resultFilter: 'Result filter',
  allResults: 'All results',
  from: 'From date',
  to: 'To date',
  columns: {
    at: 'Time',
    username: 'Username',
    nickname: 'Nickname',
    role: 'Role',
    ip: 'IP address',
    userAgent: 'Browser',
    result: 'Result',
  },
  results: {
    ok: 'Logged in',
    failed: 'Wrong password',
    unknown: 'Unknown user',
    slowed: 'Too many attempts',
    locked: 'Locked',
    disabled: 'Disabled',
  },
};
