import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contractMoney, financePolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { type MoneyActor, MoneyInputs } from '../money-inputs';

/** A supervisor allows signing a contract whose payment terms are 'other'. */
export class ApproveOtherTermsCommand {
  constructor(
    readonly actor: MoneyActor,
    readonly contractId: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ApproveOtherTermsCommand)
export class ApproveOtherTermsHandler implements ICommandHandler<
  ApproveOtherTermsCommand,
  { position?: bigint }
> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: MoneyInputs,
  ) {}

  async execute({ actor, contractId, metadata }: ApproveOtherTermsCommand): Promise<{ position?: bigint }> {
    const { contract } = await this.inputs.contract(contractId, (owner) =>
      financePolicies.mayApproveOtherTerms(actor, owner),
    );
    const result = await this.infra.commands.run(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(contractId),
      {
        type: 'ApproveOtherTerms',
        data: { paymentTerms: contract.paymentTerms, by: actor.id, at: metadata.at.toISOString() },
      },
      metadata,
    );
    return result.position ? { position: result.position } : {};
  }
}
