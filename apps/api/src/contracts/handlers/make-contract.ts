import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContractMade, MakeContractForm } from '@packflow/contracts';
import { contract, customer, quotation, type staffScope } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { CONTRACT_REACTOR } from '@packflow/projections';
import { type Infrastructure, awaitOutcome } from '@packflow/runtime';
import { INFRA } from '../../tokens';

/** Make a contract from approved quotations of one of the actor's customers. */
export class MakeContractCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly form: MakeContractForm,
    readonly metadata: CommandMetadata,
  ) {}
}

export type Made = ContractMade & { position?: Position };

/**
 * Making a contract is a process (contract-<id>): the request is checked here on what the
 * quotations and the customer are now, and recorded; the contract reactor then puts each
 * quotation under the contract and records it created, or refused (a quotation taken meanwhile).
 * The answer waits (bounded) for that outcome.
 */
@CommandHandler(MakeContractCommand)
export class MakeContractHandler implements ICommandHandler<MakeContractCommand, Made> {
  private readonly logger = new Logger('Contracts');

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, form, metadata }: MakeContractCommand): Promise<Made> {
    const ids = form.quotationIds;
    const quotations = await Promise.all(
      [...new Set(ids)].map(async (id) => ({
        id,
        state: await this.infra.commands.load(quotation.quotationDecider, quotation.quotationStream(id)),
      })),
    );
    // The customer of the first quotation the actor owns (the gates name any other that differs).
    const customerId = quotations.find((q) => q.state.owner?.id === actor.id)?.state.customerId ?? null;
    const client = customerId
      ? await this.infra.commands.load(customer.customerDecider, customer.customerStream(customerId))
      : null;
    const contractId = randomUUID();
    const started = await this.infra.commands.create(
      contract.contractDecider,
      contract.contractStream(contractId),
      {
        type: 'RequestContract',
        data: {
          contractId,
          actor: { id: actor.id, role: actor.role },
          quotationIds: ids,
          quotations,
          type: form.type,
          taxed: form.taxed,
          sampled: form.sampled,
          customer: client && {
            id: customerId!,
            exists: client.exists,
            name: client.fields.name,
            ownerId: client.owner?.id ?? null,
          },
          at: metadata.at.toISOString(),
        },
      },
      metadata,
    );
    const number = contract.contractNumber(contractId, metadata.at.toISOString());
    return this.outcome(contractId, number, started.position!);
  }

  /** The contract made, or the refusal its process recorded, or 'creating' when it takes longer. */
  private outcome(id: string, number: string, position: Position): Promise<Made> {
    return awaitOutcome(this.infra, [CONTRACT_REACTOR], position, async (reached) => {
      const { state, history } = await this.infra.commands.loadWithHistory(
        contract.contractDecider,
        contract.contractStream(id),
      );
      if (state.status === 'created')
        return { id, number, status: 'created', position: history.at(-1)?.position };
      const refusal = contract.refusalError(state);
      if (refusal) throw refusal;
      if (reached) this.logger.warn(`Contract ${id} passed its reactor without an outcome`);
      return { id, number, status: 'creating' };
    });
  }
}
