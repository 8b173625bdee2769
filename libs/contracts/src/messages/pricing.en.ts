/** Quotation calculator checks and breakdown line labels: messages in English; pricing.cn.ts holds the same keys in Chinese. */
export const pricingEn = {} as const;
