import { customer, customerBook, customerKeys, customerProcesses as processes } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { carryOut } from '../process-reactor';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';
import { holdKey, keysOf } from './keys';

export const CUSTOMER_CREATION_REACTOR = 'customer-creation';

/**
 * Carries out a requested customer creation: reserve the phone and the enterprise name, take the
 * owner's book place, issue the code, create the customer, record the outcome. A refusal is
 * recorded and what was reserved is released. Run again after a crash, every step finds itself done.
 */
export const customerCreationReactor: Reactor = {
  name: CUSTOMER_CREATION_REACTOR,
  eventTypes: [processes.CREATION_EVENTS.requested],
  async react(event, commands) {
    const request = event.data as processes.CreationRequest;
    await carryOut(event, commands, {
      decider: processes.creationDecider,
      stream: processes.creationStream(request.id),
      run: async () => ({ code: await create(event, request, commands) }),
      compensate: () => release(event, request, commands),
    });
  },
};

async function create(
  event: RecordedEvent,
  request: processes.CreationRequest,
  commands: ReactorCommands,
): Promise<string> {
  const { id, owner, area, fields, at } = request;
  for (const [kind, value] of keysOf(fields))
    await holdKey(commands, event, `reserve-${kind}`, kind, value, id, 'Reserve');
  if (owner)
    await commands.run(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(owner.id),
      {
        type: 'TakeCustomer',
        data: { customerId: id, day: request.day, via: 'create', limits: request.limits, term: id },
      },
      reaction(event, 'take'),
    );
  const codes = await commands.run(
    customerKeys.customerCodeDecider,
    customerKeys.customerCodesStream(area),
    { type: 'IssueCustomerCode', data: { area, customerId: id } },
    reaction(event, 'code'),
  );
  const code = codes.state.byCustomer[id]!;
  await commands.run(
    customer.customerDecider,
    customer.customerStream(id),
    { type: 'CreateCustomer', data: { id, code, area, fields, owner, at, term: id } },
    reaction(event, 'create'),
  );
  return code;
}

/** The compensation of a refused creation: the keys and the book place go back (each only if this creation holds it). */
async function release(event: RecordedEvent, request: processes.CreationRequest, commands: ReactorCommands) {
  for (const [kind, value] of keysOf(request.fields))
    await holdKey(commands, event, `release-${kind}`, kind, value, request.id, 'Release');
  if (request.owner)
    await commands.run(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(request.owner.id),
      { type: 'GiveCustomer', data: { customerId: request.id, term: request.id } },
      reaction(event, 'give-back'),
    );
}
