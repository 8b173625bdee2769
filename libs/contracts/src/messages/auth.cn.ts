import type { authEn } from './auth.en';

export const authCn: Record<keyof typeof authEn, string> = {};
