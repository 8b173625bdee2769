/** Console texts of the role admin area in English; role-admin.cn.ts has the same keys. */
export const roleAdminEn = {
  title: 'roleAdmin',
};
