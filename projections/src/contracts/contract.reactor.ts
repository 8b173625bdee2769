import { DomainError, contract, quotation } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

export const CONTRACT_REACTOR = 'contract-creation';

/**
 * Carries out a requested contract (processes.md, "reserve first, confirm after"): puts each of
 * its quotations under the contract, then records the contract created. A quotation that cannot
 * be reserved (taken by another contract meanwhile, revised, sent back to review) refuses the
 * contract, naming it, and every quotation reserved so far is released. Run again after a crash,
 * each step finds itself done: a created contract is left alone, a refused one only released.
 */
export const contractReactor: Reactor = {
  name: CONTRACT_REACTOR,
  eventTypes: ['ContractRequested'],
  async react(event, commands) {
    const request = event.data as contract.ContractRequestedData;
    const stream = contract.contractStream(request.contractId);
    const state = await commands.load(contract.contractDecider, stream);
    if (state.status === 'created') return;
    if (state.status === 'refused') return release(event, request, commands);
    let refused: { error: DomainError; quotationId: string } | null = null;
    for (const line of request.lines) {
      try {
        await commands.run(
          quotation.quotationDecider,
          quotation.quotationStream(line.quotationId),
          {
            type: 'PutUnderContract',
            data: { contractId: request.contractId, contractNumber: request.number, at: request.at },
          },
          reaction(event, `reserve:${line.quotationId}`),
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused = { error, quotationId: line.quotationId };
        break;
      }
    }
    if (!refused) {
      await commands.run(
        contract.contractDecider,
        stream,
        { type: 'ConfirmContract', data: { at: request.at } },
        reaction(event, 'confirm'),
      );
      return;
    }
    // The refusal is recorded before anything is given back, so a crash in between never reserves again.
    await commands.run(
      contract.contractDecider,
      stream,
      { type: 'RefuseContract', data: { ...refused, at: request.at } },
      reaction(event, 'refuse'),
    );
    await release(event, request, commands);
  },
};

/** Frees every quotation this contract holds (those it never got are left as they are). */
async function release(
  event: RecordedEvent,
  request: contract.ContractRequestedData,
  commands: ReactorCommands,
): Promise<void> {
  for (const line of request.lines)
    await commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(line.quotationId),
      { type: 'ReleaseFromContract', data: { contractId: request.contractId, at: request.at } },
      reaction(event, `release:${line.quotationId}`),
    );
}
