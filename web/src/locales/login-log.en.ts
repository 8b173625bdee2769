/** Console texts of the login log area in English; login-log.cn.ts has the same keys. */
export const loginLogEn = {
  title: 'loginLog',
};
