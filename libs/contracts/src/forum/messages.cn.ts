import type { forumEn } from './messages.en';

export const forumCn: Record<keyof typeof forumEn, string> = {};
