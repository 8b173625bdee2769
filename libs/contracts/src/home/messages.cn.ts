import type { homeEn } from './messages.en';

export const homeCn: { [K in keyof typeof homeEn]: string } = {};
