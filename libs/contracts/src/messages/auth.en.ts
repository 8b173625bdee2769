/** Auth messages in English; auth.cn.ts holds the same keys in Chinese. */
export const authEn = {} as const;
