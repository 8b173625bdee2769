import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerFields, CustomerForm } from '@packflow/contracts';
import { DomainError, customer, customerPolicies, customerProcesses as processes } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { CUSTOMER_CREATION_REACTOR } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { checkCustomerFiles } from './customer-files';
import {
  type CustomerOutcome,
  dayOf,
  highSeasSettings,
  processAnswer,
  validOwner,
  withoutRevision,
} from './customer-inputs';

/** POST customer: a new customer, owned by its creator (salesmen, traders) or by whom a supervisor names. */
export class CreateCustomerCommand extends Command<CustomerOutcome & { code: string }> {
  constructor(
    readonly actor: customerPolicies.CustomerActor,
    readonly form: CustomerForm,
    readonly ownerId: string | undefined,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/**
 * A new customer is a process (customer-creation-<id>): recorded here with one append, carried
 * out by the creation reactor (phone and enterprise reserved, the owner's book place, the code).
 * The answer waits for the outcome: the customer, or the refusal ('duplicate phone', a full book).
 */
@CommandHandler(CreateCustomerCommand)
export class CreateCustomerHandler implements ICommandHandler<
  CreateCustomerCommand,
  CustomerOutcome & { code: string }
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, form, ownerId, metadata }: CreateCustomerCommand) {
    // Name and phone are what a customer cannot be without; said before anything else.
    for (const field of ['name', 'phone'] as const)
      if (!form[field]) throw new DomainError('VALIDATION.FAILED', 'validation.required', {}, field);
    const forNew = customerPolicies.ownerForNew(actor, ownerId);
    const owner =
      'owner' in forNew ? forNew.owner : forNew.named ? await validOwner(this.infra, forNew.named) : null;
    const area = customerPolicies.areaForNew(actor, owner, form.area);
    const { area: _area, ...given } = form;
    const fields: CustomerFields = { ...customer.emptyFields, ...given };
    await checkCustomerFiles(this.infra, actor, form, null);
    // The aggregate's own checks first, so a bad form leaves nothing behind.
    customer.customerDecider.decide(
      { type: 'CreateCustomer', data: { id: 'check', code: 'check', area, fields, owner, at: '', term: '' } },
      customer.customerDecider.initialState(),
    );
    const id = randomUUID();
    const limits = customerPolicies.heldToLimits(actor, owner) ? await this.limits() : null;
    const stream = processes.creationStream(id);
    const started = await this.infra.commands.create(
      processes.creationDecider,
      stream,
      {
        type: 'StartProcess',
        data: { id, area, fields, owner, limits, day: dayOf(metadata.at), at: metadata.at.toISOString() },
      },
      withoutRevision(metadata),
    );
    const process = await processAnswer(
      this.infra,
      CUSTOMER_CREATION_REACTOR,
      processes.creationDecider,
      stream,
      started,
    );
    return { ...process, id, code: process.state?.outcome?.code ?? '' };
  }

  private async limits() {
    const { maxOwned, maxClaimsPerDay } = await highSeasSettings(this.infra);
    return { maxOwned, maxClaimsPerDay };
  }
}
