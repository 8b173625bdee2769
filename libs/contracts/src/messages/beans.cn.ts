import type { beansEn } from './beans.en';

export const beansCn: Record<keyof typeof beansEn, string> = {};
