/** Console texts of the profile area in English; profile.cn.ts has the same keys. */
export const profileEn = {
  title: 'profile',
};
