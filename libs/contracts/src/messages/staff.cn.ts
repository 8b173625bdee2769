import type { staffEn } from './staff.en';

export const staffCn: Record<keyof typeof staffEn, string> = {};
