import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SyssetChange } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

export type SyssetResult = CommandResult<sysset.SyssetEvent, sysset.SyssetState>;

/** PUT sysset: change some of the system settings (with `If-Match`: only if nobody changed them since). */
export class ChangeSyssetCommand {
  constructor(
    readonly changes: SyssetChange,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeSyssetCommand)
export class ChangeSyssetHandler implements ICommandHandler<ChangeSyssetCommand, SyssetResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ changes, metadata }: ChangeSyssetCommand): Promise<SyssetResult> {
    return this.infra.commands.run(
      sysset.syssetDecider,
      sysset.SYSSET_STREAM,
      { type: 'ChangeSysset', data: { changes } },
      metadata,
    );
  }
}

/** First start: the settings get their defaults, once (idempotent on every later start). */
export function initializeSysset(infra: Infrastructure, now = new Date()): Promise<SyssetResult> {
  return infra.commands.run(
    sysset.syssetDecider,
    sysset.SYSSET_STREAM,
    { type: 'InitializeSysset', data: { today: now.toISOString().slice(0, 10) } },
    { userId: 'system', role: null, at: now, correlationId: 'startup' },
  );
}
