/** Console texts of the shell area in English; shell.cn.ts has the same keys. */
export const shellEn = {
  title: 'shell',
};
