/** The identity area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const IDENTITY_READ_MODELS = {
  accounts: 'accounts',
  roles: 'roles',
  loginLog: 'login_log',
} as const;
