import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { syssetChangeSchema } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { RequirePermission } from '../auth/access';
import { Form, Meta, type Parsed } from '../http/params';
import { type Reply, reply } from '../http/reply';
import { ChangeSyssetCommand, type SyssetResult } from './handlers/change-sysset';

/** /Sysset: the change. The settings and their history are SyssetReadController's. */
@Controller('sysset')
export class SyssetController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Any subset of the settings; `If-Match: "<revision>"` refuses it (409) when they changed since. */
  @Put()
  @RequirePermission('PUT@sysset')
  async change(
    @Form(syssetChangeSchema) changes: Parsed<typeof syssetChangeSchema>,
    @Meta() metadata: CommandMetadata,
  ): Promise<Reply<{ version: number }>> {
    const result = await this.commandBus.execute<ChangeSyssetCommand, SyssetResult>(
      new ChangeSyssetCommand(changes, metadata),
    );
    return reply(
      { version: result.state.version },
      { msg: result.events.length ? 'sysset.saved' : 'sysset.unchanged', position: result.position },
    );
  }
}
