import { Module } from '@nestjs/common';
import {
  MarkAllNotificationsReadHandler,
  MarkNotificationReadHandler,
} from './handlers/mark-notifications-read';
import { NotificationsController } from './notifications.controller';

export const NOTIFICATION_CONTROLLERS = [NotificationsController];

/** The notifications area: each person's list, unread count and marking read (the reactor sends them). */
@Module({
  controllers: NOTIFICATION_CONTROLLERS,
  providers: [MarkNotificationReadHandler, MarkAllNotificationsReadHandler],
})
export class NotificationsModule {}
