import { contract, quotation } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { contractReactor } from '@packflow/projections';
import { fixturePouch, fixtureSettings } from '../support/pricing-fixtures';
import { salesMeta, useProcessHarness } from './support';

/**
 * The contract reactor as a process: given approved quotations in the store, when a contract is
 * requested (and when its event is delivered again, as after a crash), then these streams.
 */
describe('contract creation reactor', () => {
  const t = useProcessHarness();
  const meta = salesMeta('2026-11-24T08:00:00Z');
  const SALES = { id: 'sales-1', role: 'OperatorIndex' as const };
  const CUSTOMER = { id: 'cust-1', exists: true, name: 'Acme', ownerId: SALES.id };
  let n = 0;

  const input = fixturePouch({ width: '150', height: '220' });

  /** An approved quotation of the salesman, saved in the store. */
  async function approvedQuotation(): Promise<string> {
    n++;
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await t.commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(id),
      {
        type: 'GenerateQuotation',
        data: {
          id,
          owner: SALES,
          customerId: CUSTOMER.id,
          locale: 'cn',
          input,
          settings: fixtureSettings(input, 'cn'),
          sourceId: null,
          revisionOf: null,
          rootId: id,
          revisionNo: 1,
          beanEntryId: null,
          at: meta.at.toISOString(),
        },
      },
      meta,
    );
    return id;
  }

  /** A contract requested from these quotations (checked against their states now); answers its event. */
  async function requested(quotationIds: string[]): Promise<{ event: RecordedEvent; contractId: string }> {
    n++;
    const contractId = `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const quotations = await Promise.all(
      quotationIds.map(async (id) => ({
        id,
        state: await t.commands.load(quotation.quotationDecider, quotation.quotationStream(id)),
      })),
    );
    await t.commands.run(
      contract.contractDecider,
      contract.contractStream(contractId),
      {
        type: 'RequestContract',
        data: {
          contractId,
          actor: SALES,
          quotationIds,
          quotations,
          type: 'digital',
          taxed: undefined,
          customer: CUSTOMER,
          at: meta.at.toISOString(),
        },
      },
      meta,
    );
    const [event] = await t.store.readStream(contract.contractStream(contractId));
    return { event: event!, contractId };
  }

  const { types } = t;
  const q = (id: string) => quotation.quotationStream(id);

  it('reserves every quotation and creates the contract once; delivered again it adds nothing', async () => {
    const [a, b] = [await approvedQuotation(), await approvedQuotation()];
    const { event, contractId } = await requested([a, b]);
    await contractReactor.react(event, t.commands);
    expect(await types(contract.contractStream(contractId))).toEqual([
      'ContractRequested',
      'ContractCreated',
    ]);
    expect(await types(q(a))).toEqual(['QuotationGenerated', 'QuotationPutUnderContract']);
    expect(await types(q(b))).toEqual(['QuotationGenerated', 'QuotationPutUnderContract']);
    const head = await t.store.headPosition();
    await contractReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
    const created = (await t.store.readStream(contract.contractStream(contractId)))[1]!;
    expect(created.metadata).toMatchObject({ correlationId: 'req-1', causationId: event.id });
  });

  it('of two contracts asked for at once from the same quotation, one is made, the other refused and given back', async () => {
    const shared = await approvedQuotation();
    const other = await approvedQuotation();
    // Both requests pass their gates (read before either reserved), then race.
    const first = await requested([other, shared]);
    const second = await requested([shared]);
    await Promise.all([
      contractReactor.react(first.event, t.commands),
      contractReactor.react(second.event, t.commands),
    ]);
    const outcomes = await Promise.all(
      [first, second].map((c) =>
        t.commands.load(contract.contractDecider, contract.contractStream(c.contractId)),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['created', 'refused']);
    const holder = await t.commands.load(quotation.quotationDecider, q(shared));
    const winner = [first, second][outcomes.findIndex((o) => o.status === 'created')]!;
    expect(holder.contract?.id).toBe(winner.contractId);
    const refused = outcomes.find((o) => o.status === 'refused')!;
    expect(refused.refusal).toMatchObject({ code: 'QUOTATION.UNDER_CONTRACT', quotationId: shared });
    // The first contract's other quotation is held when it won, free again when it lost.
    const free = await t.commands.load(quotation.quotationDecider, q(other));
    expect(free.contract?.id ?? null).toBe(winner === first ? first.contractId : null);
  });

  it('refused on its second quotation, releases the first it had reserved', async () => {
    const [a, b] = [await approvedQuotation(), await approvedQuotation()];
    const { event, contractId } = await requested([a, b]);
    // Meanwhile b goes under another contract.
    await t.commands.run(
      quotation.quotationDecider,
      q(b),
      { type: 'PutUnderContract', data: { contractId: 'someone-else', contractNumber: 'HT-X', at: '' } },
      meta,
    );
    await contractReactor.react(event, t.commands);
    expect(await types(contract.contractStream(contractId))).toEqual([
      'ContractRequested',
      'ContractRefused',
    ]);
    expect(await types(q(a))).toEqual([
      'QuotationGenerated',
      'QuotationPutUnderContract',
      'QuotationReleasedFromContract',
    ]);
    const state = await t.commands.load(contract.contractDecider, contract.contractStream(contractId));
    expect(contract.refusalError(state)).toMatchObject({
      code: 'QUOTATION.UNDER_CONTRACT',
      messageKey: 'contracts.quotationUnderContract',
      params: { contract: 'HT-X' },
    });
    const head = await t.store.headPosition();
    await contractReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
  });

  it('finishes a process that died after refusing and before releasing: released once', async () => {
    const [a, b] = [await approvedQuotation(), await approvedQuotation()];
    const { event, contractId } = await requested([a, b]);
    await t.commands.run(
      quotation.quotationDecider,
      q(b),
      { type: 'PutUnderContract', data: { contractId: 'someone-else', contractNumber: 'HT-Y', at: '' } },
      meta,
    );
    const revive = t.killAt('ReleaseFromContract');
    await expect(contractReactor.react(event, t.commands)).rejects.toThrow('killed');
    revive();
    expect(await types(q(a))).toEqual(['QuotationGenerated', 'QuotationPutUnderContract']);
    await contractReactor.react(event, t.commands);
    await contractReactor.react(event, t.commands);
    expect(await types(q(a))).toEqual([
      'QuotationGenerated',
      'QuotationPutUnderContract',
      'QuotationReleasedFromContract',
    ]);
    expect(await types(contract.contractStream(contractId))).toEqual([
      'ContractRequested',
      'ContractRefused',
    ]);
  });
});
