/** Golden bean (金豆) ledger: messages in English; beans.cn.ts holds the same keys in Chinese. */
export const beansEn = {} as const;
