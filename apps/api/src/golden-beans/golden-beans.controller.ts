import { Controller, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { rechargeSchema, reverseEntrySchema } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { Response } from 'express';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import type { BeanEntryWritten } from './bean-entries';
import { RechargeBeansCommand } from './handlers/recharge-beans';
import { ReverseBeanEntryCommand } from './handlers/reverse-bean-entry';
import { RequestKey, markReplay } from '../http/request-key';

/**
 * Finance's golden-bean writes: recharge and reversal, each applied once per Idempotency-Key
 * (a request sent again answers as the first time, with `Idempotent-Replayed: true`).
 * Reads are GoldenBeansReadController's.
 */
@Controller()
export class GoldenBeansController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('golden-bean/recharge')
  @RequirePermission('POST@golden-bean/recharge')
  async recharge(
    @Meta() meta: CommandMetadata,
    @Form(rechargeSchema) form: Parsed<typeof rechargeSchema>,
    @RequestKey() requestKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const written = await this.commandBus.execute<RechargeBeansCommand, BeanEntryWritten>(
      new RechargeBeansCommand(form, meta, requestKey),
    );
    markReplay(res, written);
    return reply(
      { entryId: written.entryId, accountId: form.accountId },
      { msg: 'beans.recharged', position: written.position },
    );
  }

  @Post('golden-bean/:entryId/reverse')
  @RequirePermission('POST@golden-bean/:entryId/reverse')
  async reverse(
    @Param('entryId') reverses: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(reverseEntrySchema) { reason }: Parsed<typeof reverseEntrySchema>,
    @RequestKey() requestKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const written = await this.commandBus.execute<ReverseBeanEntryCommand, BeanEntryWritten>(
      new ReverseBeanEntryCommand(auth, reverses, reason, meta, requestKey),
    );
    markReplay(res, written);
    return reply(
      { entryId: written.entryId, reverses },
      { msg: 'beans.reversed', position: written.position },
    );
  }
}
