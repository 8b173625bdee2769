import type { pricingEn } from './pricing.en';

export const pricingCn: Record<keyof typeof pricingEn, string> = {};
