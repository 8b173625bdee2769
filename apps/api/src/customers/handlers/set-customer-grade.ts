import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customer, customerKeys, customerPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { changeableCustomer } from './customer-inputs';
import type { CustomerResult } from './release-customer';

/** PUT customer/:id/grade: a trade customer's customer gets a trader grade (null: none). */
export class SetCustomerGradeCommand extends Command<CustomerResult> {
  constructor(
    readonly actor: customerPolicies.CustomerActor,
    readonly id: string,
    readonly gradeId: string | null,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(SetCustomerGradeCommand)
export class SetCustomerGradeHandler implements ICommandHandler<SetCustomerGradeCommand, CustomerResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, id, gradeId, metadata }: SetCustomerGradeCommand): Promise<CustomerResult> {
    await changeableCustomer(this.infra, actor, id);
    if (gradeId) {
      const grade = await this.infra.commands.load(
        customerKeys.traderGradeDecider,
        customerKeys.traderGradeStream(gradeId),
      );
      customerKeys.assertGradeOffered(grade);
    }
    return this.infra.commands.run(
      customer.customerDecider,
      customer.customerStream(id),
      { type: 'SetCustomerGrade', data: { gradeId } },
      metadata,
    );
  }
}
