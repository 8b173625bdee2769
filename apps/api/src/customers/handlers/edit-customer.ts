import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerForm } from '@packflow/contracts';
import { customer, customerKeys, customerPolicies, customerProcesses as processes } from '@packflow/domain';
import { type CommandMetadata, RecordChangedError } from '@packflow/platform';
import { CUSTOMER_CHANGE_REACTOR } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { checkCustomerFiles } from './customer-files';
import { type CustomerOutcome, changeableCustomer, processAnswer, withoutRevision } from './customer-inputs';

/** PUT customer/:id: any subset of the customer's fields (its area stays as created). */
export class EditCustomerCommand extends Command<CustomerOutcome> {
  constructor(
    readonly actor: customerPolicies.CustomerActor,
    readonly id: string,
    readonly form: CustomerForm,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/**
 * An edit: one append when it leaves the phone and the enterprise as they are; otherwise a
 * process that reserves the new ones first and releases the old ones after (customer-change-<id>).
 */
@CommandHandler(EditCustomerCommand)
export class EditCustomerHandler implements ICommandHandler<EditCustomerCommand, CustomerOutcome> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ actor, id, form, metadata }: EditCustomerCommand): Promise<CustomerOutcome> {
    const changes = customerPolicies.fieldsToEdit(form);
    const state = await changeableCustomer(this.infra, actor, id);
    await checkCustomerFiles(this.infra, actor, changes, state.fields);
    const phoneChanged =
      changes.phone !== undefined &&
      customerKeys.customerPhoneStream(changes.phone) !==
        customerKeys.customerPhoneStream(state.fields.phone);
    const enterpriseChanged =
      changes.enterprise !== undefined &&
      customerKeys.customerEnterpriseStream(changes.enterprise) !==
        customerKeys.customerEnterpriseStream(state.fields.enterprise);
    if (!phoneChanged && !enterpriseChanged) {
      const result = await this.infra.commands.run(
        customer.customerDecider,
        customer.customerStream(id),
        { type: 'EditCustomer', data: { changes } },
        metadata,
      );
      return { id, changed: result.events.length > 0, position: result.position };
    }
    // The aggregate's checks first (a bad phone), so a refused form starts nothing.
    customer.customerDecider.decide({ type: 'EditCustomer', data: { changes } }, state);
    await this.checkRevision(id, metadata);
    const changeId = randomUUID();
    const stream = processes.changeStream(changeId);
    const started = await this.infra.commands.create(
      processes.changeDecider,
      stream,
      { type: 'StartProcess', data: { changeId, customerId: id, changes } },
      withoutRevision(metadata),
    );
    const process = await processAnswer(
      this.infra,
      CUSTOMER_CHANGE_REACTOR,
      processes.changeDecider,
      stream,
      started,
    );
    return { ...process, id, changed: process.state?.outcome?.changed ?? process.changed };
  }

  /** The revision the person opened (If-Match), for an edit carried out by a process. */
  private async checkRevision(id: string, metadata: CommandMetadata): Promise<void> {
    if (metadata.expectedRevision === undefined) return;
    const current = (await this.infra.commands.history(customer.customerStream(id))).length - 1;
    if (current !== metadata.expectedRevision)
      throw new RecordChangedError(customer.customerStream(id), metadata.expectedRevision, current);
  }
}
