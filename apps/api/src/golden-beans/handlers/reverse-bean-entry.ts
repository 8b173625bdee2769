import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, beanPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../../auth/access';
import { INFRA } from '../../tokens';
import { BeanEntries, type BeanEntryWritten } from '../bean-entries';
import { accountOfEntry } from '../bean.queries';

/**
 * Finance's correction: a reversing entry of `reverses` on the ledger it belongs to; a request
 * key works as for a recharge. Someone who does not keep the ledgers is answered as if there were
 * no such entry.
 */
export class ReverseBeanEntryCommand {
  constructor(
    readonly actor: Pick<AuthContext, 'accountId' | 'role'>,
    readonly reverses: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
    readonly requestKey?: string,
  ) {}
}

@CommandHandler(ReverseBeanEntryCommand)
export class ReverseBeanEntryHandler implements ICommandHandler<ReverseBeanEntryCommand, BeanEntryWritten> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly entries: BeanEntries,
  ) {}

  async execute({
    actor,
    reverses,
    reason,
    metadata,
    requestKey,
  }: ReverseBeanEntryCommand): Promise<BeanEntryWritten> {
    if (!beanPolicies.keepsLedgers(actor)) throw beanPolicies.beansNotFound();
    const accountId = await accountOfEntry(this.infra.db, reverses);
    if (!accountId) throw new DomainError('BEANS.ENTRY_NOT_FOUND', 'beans.entryUnknown');
    return this.entries.once(
      { type: 'ReverseBeanEntry', accountId, reverses, reason },
      requestKey,
      metadata,
      (entryId) => ({ type: 'ReverseBeanEntry', data: { entryId, reverses, reason } }),
    );
  }
}
