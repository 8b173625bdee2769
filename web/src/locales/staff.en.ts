/** Console texts of the staff area in English; staff.cn.ts has the same keys. */
export const staffEn = {
  title: 'staff',
};
