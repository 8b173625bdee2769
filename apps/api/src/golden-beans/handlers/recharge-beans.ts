import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RechargeForm } from '@packflow/contracts';
import { account, beanPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { BeanEntries, type BeanEntryWritten } from '../bean-entries';

/**
 * Finance's recharge, to an existing salesman's or trader's account only. With a request key (the
 * Idempotency-Key header) the same recharge sent again applies once and answers as the first
 * time; the same key with another recharge is refused (422) and changes nothing.
 */
export class RechargeBeansCommand {
  constructor(
    readonly form: RechargeForm,
    readonly metadata: CommandMetadata,
    readonly requestKey?: string,
  ) {}
}

@CommandHandler(RechargeBeansCommand)
export class RechargeBeansHandler implements ICommandHandler<RechargeBeansCommand, BeanEntryWritten> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly entries: BeanEntries,
  ) {}

  async execute({ form, metadata, requestKey }: RechargeBeansCommand): Promise<BeanEntryWritten> {
    const holder = await this.infra.commands.load(
      account.accountDecider,
      account.accountStream(form.accountId),
    );
    beanPolicies.checkRechargeable({ exists: holder.exists, roles: holder.profile.roles });
    const { accountId, amount, note } = form;
    return this.entries.once(
      { type: 'RechargeBeans', accountId, amount, note },
      requestKey,
      metadata,
      (entryId) => ({
        type: 'RechargeBeans',
        data: { entryId, amount, note },
      }),
    );
  }
}
