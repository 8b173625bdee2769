/** Staff messages in English; staff.cn.ts holds the same keys in Chinese. */
export const staffEn = {} as const;
