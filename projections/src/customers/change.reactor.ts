import { customer, customerKeys, customerProcesses as processes, fold } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { carryOut } from '../process-reactor';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';
import { type KeyKind, holdKey, keysOf } from './keys';

export const CUSTOMER_CHANGE_REACTOR = 'customer-changes';

/**
 * Carries out an edit that changes a customer's phone or enterprise name: reserve the new ones,
 * edit, release the old ones. Refused (a new phone is someone else's), it records why and releases
 * what it reserved. The keys are worked out against the customer as it is when the step runs.
 */
export const customerChangeReactor: Reactor = {
  name: CUSTOMER_CHANGE_REACTOR,
  eventTypes: [processes.CHANGE_EVENTS.requested],
  // Edits of one customer one after the other: each works out its keys from the one before.
  partitionOf: (event) => (event.data as Partial<processes.ChangeRequest>).customerId ?? event.streamId,
  async react(event, commands) {
    const request = event.data as processes.ChangeRequest;
    // The customer as this edit found it: before its own edit event, when that is written already.
    const history = await commands.history(customer.customerStream(request.customerId));
    const own = history.findIndex((e) => e.metadata.causationId === event.id);
    const current = fold(
      customer.customerDecider,
      (own < 0 ? history : history.slice(0, own)).map(
        (e) => ({ type: e.type, data: e.data }) as customer.CustomerEvent,
      ),
    );
    const next = { ...current.fields, ...request.changes };
    // Keys the edit brings that the customer does not hold yet.
    const added = keysOf(next).filter(([kind, value]) => !holds(current.fields, kind, value));
    await carryOut(event, commands, {
      decider: processes.changeDecider,
      stream: processes.changeStream(request.changeId),
      run: async () => {
        for (const [kind, value] of added)
          await holdKey(commands, event, `reserve-${kind}`, kind, value, request.customerId, 'Reserve');
        const edited = await commands.run(
          customer.customerDecider,
          customer.customerStream(request.customerId),
          { type: 'EditCustomer', data: { changes: request.changes } },
          reaction(event, 'edit'),
        );
        // The keys the customer no longer uses.
        for (const [kind, value] of keysOf(current.fields))
          if (!holds(edited.state.fields, kind, value))
            await holdKey(commands, event, `release-old-${kind}`, kind, value, request.customerId, 'Release');
        return { changed: edited.events.length > 0 };
      },
      compensate: () => release(event, request, added, commands),
    });
  },
};

/** Does a customer with these fields hold this key (the same phone or name once normalised)? */
function holds(fields: { phone: string; enterprise: string }, kind: KeyKind, value: string): boolean {
  return keysOf(fields).some(([k, v]) => k === kind && normalised(k, v) === normalised(kind, value));
}

const normalised = (kind: KeyKind, value: string) =>
  kind === 'phone' ? customerKeys.customerPhoneStream(value) : customerKeys.customerEnterpriseStream(value);

async function release(
  event: RecordedEvent,
  request: processes.ChangeRequest,
  added: [KeyKind, string][],
  commands: ReactorCommands,
) {
  for (const [kind, value] of added)
    await holdKey(commands, event, `release-${kind}`, kind, value, request.customerId, 'Release');
}
