import { Controller, Inject, Post } from '@nestjs/common';
import type { ChainVerification } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import { EMPTY_FORM, Form, type Parsed } from '../http/params';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { verifyChains } from './verify-chains';

/** Finance verifies the hash chains of every contract's money ledger and every bill. */
@Controller()
export class ReportsController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  @Post('reports/verify')
  @RequirePermission('POST@reports/verify')
  async verify(@Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>): Promise<Reply<ChainVerification>> {
    return reply(await verifyChains(this.infra.store, new Date()));
  }
}
