/** Console texts of the widgets area in English; widgets.cn.ts has the same keys. */
export const widgetsEn = {
  title: 'widgets',
};
