import { Controller, Get, Param, Put, Query } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  NOTIFICATION_READ_MODELS,
  type NotificationView,
  notificationListQuerySchema,
} from '@packflow/contracts';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { type AuthContext, RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, EMPTY_FORM, Form, ListQuery, Meta, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import {
  MarkAllNotificationsReadCommand,
  MarkNotificationReadCommand,
} from './handlers/mark-notifications-read';
import { listNotifications, unreadCount } from './notification.queries';

const NOTIFICATIONS = [NOTIFICATION_READ_MODELS.notifications];

/**
 * The signed-in person's notifications (the bell and /Notifications): only ever their own, read
 * from their rows and marked in their own stream, so another person's id is 404.
 */
@Controller('notifications')
export class NotificationsController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly commands: CommandBus,
  ) {}

  /** Newest first; `unread=1` for the unread ones. `extra.unread` is the unread count. */
  @Get()
  @RequirePermission('GET@notifications')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(notificationListQuerySchema) filters: Parsed<typeof notificationListQuerySchema>,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<NotificationView[]>> {
    const page = paging(query);
    const freshness = await this.readYourWrites.await(query, NOTIFICATIONS);
    const [{ rows, count }, unread] = await Promise.all([
      listNotifications(this.infra.db, { id: auth.accountId, role: auth.role }, filters.unread === '1', page),
      unreadCount(this.infra.db, auth.accountId),
    ]);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count), unread } });
  }

  @Get('unread-count')
  @RequirePermission('GET@notifications/unread-count')
  async unread(
    @Actor() auth: AuthContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<{ unread: number }>> {
    const freshness = await this.readYourWrites.await(query, NOTIFICATIONS);
    return reply({ unread: await unreadCount(this.infra.db, auth.accountId) }, { extra: freshness });
  }

  @Put('read-all')
  @RequirePermission('PUT@notifications/read-all')
  async readAll(@Actor() auth: AuthContext, @Form(EMPTY_FORM) _body: object, @Meta() meta: CommandMetadata) {
    const result = await this.commands.execute<MarkAllNotificationsReadCommand, CommandResult<unknown>>(
      new MarkAllNotificationsReadCommand(auth.accountId, meta),
    );
    return reply(null, { msg: 'notifications.allRead', position: result.position });
  }

  @Put(':id/read')
  @RequirePermission('PUT@notifications/:id/read')
  async read(
    @Actor() auth: AuthContext,
    @Param('id') id: string,
    @Form(EMPTY_FORM) _body: object,
    @Meta() meta: CommandMetadata,
  ) {
    const result = await this.commands.execute<MarkNotificationReadCommand, CommandResult<unknown>>(
      new MarkNotificationReadCommand(auth.accountId, id, meta),
    );
    return reply({ id }, { msg: 'notifications.read', position: result.position });
  }
}
