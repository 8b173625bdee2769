/** Console texts of the tags area in English; tags.cn.ts has the same keys. */
export const tagsEn = {
  title: 'tags',
};
