import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notifications } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

const { inbox } = notifications;
type InboxResult = CommandResult<notifications.inbox.InboxEvent, notifications.inbox.InboxState>;

/** Marks one of the signed-in person's notifications read: their own stream, so another's id is 404. */
export class MarkNotificationReadCommand {
  constructor(
    readonly personId: string,
    readonly id: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<
  MarkNotificationReadCommand,
  InboxResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ personId, id, metadata }: MarkNotificationReadCommand): Promise<InboxResult> {
    return this.infra.commands.run(
      inbox.inboxDecider,
      inbox.inboxStream(personId),
      { type: 'MarkNotificationRead', data: { id, at: metadata.at.toISOString() } },
      metadata,
    );
  }
}

/** Marks every unread notification of the signed-in person read. */
export class MarkAllNotificationsReadCommand {
  constructor(
    readonly personId: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<
  MarkAllNotificationsReadCommand,
  InboxResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ personId, metadata }: MarkAllNotificationsReadCommand): Promise<InboxResult> {
    return this.infra.commands.run(
      inbox.inboxDecider,
      inbox.inboxStream(personId),
      { type: 'MarkAllNotificationsRead', data: { at: metadata.at.toISOString() } },
      metadata,
    );
  }
}
