import {
  type DomainError,
  beanLedger,
  errorOf,
  quotation,
  quotationGeneration as generation,
} from '@packflow/domain';
import { type RecordedEvent, nameBasedUuid } from '@packflow/eventstore';
import { carryOut } from '../process-reactor';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

export const QUOTATION_GENERATION_REACTOR = 'quotation-generation';

/**
 * Carries out a requested quotation generation: supersede the original of a revision, debit the
 * golden-bean fee, save the quotation, record the outcome. A refusal on the way (the original
 * already revised, too few beans, a price the saved settings refuse) is recorded as the failure,
 * and what was taken is given back. Run again after a crash, every step finds itself done.
 */
export const quotationGenerationReactor: Reactor = {
  name: QUOTATION_GENERATION_REACTOR,
  eventTypes: [generation.GENERATION_EVENTS.requested],
  // One salesman's fees are paid in the order he asked for them.
  partitionOf: (event) => (event.data as Partial<generation.GenerationRequest>).owner?.id ?? event.streamId,
  async react(event, commands) {
    const request = event.data as generation.GenerationRequest;
    await carryOut(event, commands, {
      decider: generation.generationDecider,
      stream: generation.generationStream(request.id),
      run: async () => ({ status: await generate(event, request, commands) }),
      compensate: () => giveBack(event, request, commands),
      details: (error) => (error instanceof quotation.PriceRefused ? { issues: error.issues } : undefined),
    });
  },
};

async function generate(
  event: RecordedEvent,
  request: generation.GenerationRequest,
  commands: ReactorCommands,
) {
  const { number, fee, threshold, ...toSave } = request;
  const { id, owner, at } = request;
  if (request.revisionOf)
    await commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(request.revisionOf),
      { type: 'SupersedeQuotation', data: { by: id, byNumber: number, ownerId: owner.id, at } },
      reaction(event, 'supersede'),
    );
  const ledger = await commands.run(
    beanLedger.beanLedgerDecider,
    beanLedger.beanLedgerStream(owner.id),
    {
      type: 'DebitForQuotation',
      data: {
        entryId: nameBasedUuid(`${event.id}:bean-entry`),
        quotationId: id,
        quotationNumber: number,
        fee,
        threshold,
      },
    },
    reaction(event, 'debit'),
  );
  // The quotation's stream is new (its id is the request's): appended without reading it first.
  const saved = await commands.create(
    quotation.quotationDecider,
    quotation.quotationStream(id),
    {
      type: 'GenerateQuotation',
      data: { ...toSave, beanEntryId: beanLedger.standingDebit(ledger.state, id) ?? null },
    },
    reaction(event, 'save'),
  );
  return saved.state.status;
}

/** The compensation of a failed generation: the fee back, the original no longer superseded. */
async function giveBack(
  event: RecordedEvent,
  request: generation.GenerationRequest,
  commands: ReactorCommands,
) {
  await commands.run(
    beanLedger.beanLedgerDecider,
    beanLedger.beanLedgerStream(request.owner.id),
    {
      type: 'RefundQuotation',
      data: {
        entryId: nameBasedUuid(`${event.id}:refund-entry`),
        quotationId: request.id,
        reason: `quotation ${request.number} was not saved`,
      },
    },
    reaction(event, 'refund'),
  );
  if (request.revisionOf)
    await commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(request.revisionOf),
      { type: 'WithdrawSupersede', data: { by: request.id, at: request.at } },
      reaction(event, 'withdraw-supersede'),
    );
}

/** The refusal a failed generation recorded, as the error to answer with. */
export function generationError(state: generation.GenerationState): DomainError | undefined {
  const failure = state.failure;
  if (!failure) return undefined;
  const issues = (failure.details as { issues?: quotation.PriceRefused['issues'] } | undefined)?.issues;
  return issues?.length ? new quotation.PriceRefused(issues) : beanLedger.asAnswered(errorOf(failure));
}
