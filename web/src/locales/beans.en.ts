/** Golden bean screens: /GoldenBean/Index and /GoldenBean/FlowingWater, in English; beans.cn.ts has the same keys. */
export const beansEn = {
  title: '',
};
