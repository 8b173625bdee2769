import { z } from 'zod';
import { msg } from '../validation';

/** GET notifications: `unread=1` for the unread ones only (paging and read-your-writes parameters beside it). */
export const notificationListQuerySchema = z.object({
  unread: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    z.enum(['0', '1'], msg('validation.failed')).optional(),
  ),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
