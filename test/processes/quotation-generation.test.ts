import { beanLedger, quotation, quotationGeneration as generation } from '@packflow/domain';
import { quotationGenerationReactor } from '@packflow/projections';
import { fixtureInput, fixturePouch, fixtureSettings } from '../support/pricing-fixtures';
import { salesMeta, useProcessHarness } from './support';

/**
 * The generation reactor as a process: given the events in the store, when a generation is
 * requested (and when its event is delivered again, as after a crash), then these streams.
 */
describe('quotation generation reactor', () => {
  const t = useProcessHarness();
  const meta = salesMeta('2026-11-20T08:00:00Z');
  let n = 0;

  const input = fixturePouch({ width: '150', height: '220' });

  /** A salesman with `beans` on the ledger and a generation request of his; answers the request's event. */
  async function requested(beans: string, extra: Partial<generation.GenerationRequest> = {}) {
    n++;
    const owner = { id: `sales-${n}`, role: 'OperatorIndex' as const };
    if (beans !== '0')
      await t.commands.run(
        beanLedger.beanLedgerDecider,
        beanLedger.beanLedgerStream(owner.id),
        {
          type: 'RechargeBeans',
          data: {
            entryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
            amount: beans,
            note: '',
          },
        },
        meta,
      );
    const id = `q-${n}`;
    const request: generation.GenerationRequest = {
      id,
      number: `QT${n}`,
      owner,
      customerId: 'cust-1',
      locale: 'cn',
      input,
      settings: fixtureSettings(input, 'cn'),
      sourceId: null,
      revisionOf: null,
      rootId: id,
      revisionNo: 1,
      fee: '1',
      threshold: '10',
      at: meta.at.toISOString(),
      ...extra,
    };
    await t.commands.create(
      generation.generationDecider,
      generation.generationStream(id),
      { type: 'StartProcess', data: request },
      meta,
    );
    const [event] = await t.store.readStream(generation.generationStream(id));
    return { event: event!, request };
  }

  const { events: streamOf, types } = t;
  const ledger = (ownerId: string) => beanLedger.beanLedgerStream(ownerId);

  it('debits the fee once, saves the quotation and records the outcome; delivered again it adds nothing', async () => {
    const { event, request } = await requested('20');
    await quotationGenerationReactor.react(event, t.commands);
    expect(await types(ledger(request.owner.id))).toEqual(['BeansRecharged', 'BeansDebited']);
    expect(await types(quotation.quotationStream(request.id))).toEqual(['QuotationGenerated']);
    expect(await types(generation.generationStream(request.id))).toEqual([
      'QuotationGenerationRequested',
      'QuotationGenerationCompleted',
    ]);
    const head = await t.store.headPosition();
    await quotationGenerationReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
    // Every step carries the request's correlation id and names the event it reacted to.
    const saved = (await streamOf(quotation.quotationStream(request.id)))[0]!;
    expect(saved.metadata).toMatchObject({
      correlationId: 'req-1',
      causationId: event.id,
      userId: 'sales-1',
    });
  });

  it('records too few beans as the failure, saving nothing and debiting nothing', async () => {
    const { event, request } = await requested('5');
    await quotationGenerationReactor.react(event, t.commands);
    expect(await types(ledger(request.owner.id))).toEqual(['BeansRecharged']);
    expect(await types(quotation.quotationStream(request.id))).toEqual([]);
    const process = await t.commands.load(
      generation.generationDecider,
      generation.generationStream(request.id),
    );
    expect(process).toMatchObject({ status: 'failed', failure: { code: 'BEANS.INSUFFICIENT' } });
  });

  it('finishes a generation that died after paying: the fee is not taken twice', async () => {
    const { event, request } = await requested('20');
    // The first delivery dies between the debit and the save.
    const revive = t.killAt('GenerateQuotation');
    await expect(quotationGenerationReactor.react(event, t.commands)).rejects.toThrow('killed');
    revive();
    expect(await types(ledger(request.owner.id))).toEqual(['BeansRecharged', 'BeansDebited']);
    await quotationGenerationReactor.react(event, t.commands);
    expect(await types(ledger(request.owner.id))).toEqual(['BeansRecharged', 'BeansDebited']);
    expect(await types(quotation.quotationStream(request.id))).toEqual(['QuotationGenerated']);
    const [saved] = await streamOf(quotation.quotationStream(request.id));
    const debit = await t.commands.load(beanLedger.beanLedgerDecider, ledger(request.owner.id));
    expect((saved!.data as { beanEntryId: string }).beanEntryId).toBe(
      beanLedger.standingDebit(debit, request.id),
    );
  });

  it('gives back the fee and withdraws the supersede of a revision whose save is refused, once however often delivered', async () => {
    const original = await requested('30');
    await quotationGenerationReactor.react(original.event, t.commands);
    // A revision whose saved settings refuse its price: the save is refused after the debit.
    const refused = fixtureInput({ ...input, width: '10' });
    const { event } = await requested('0', {
      owner: original.request.owner,
      input: refused,
      settings: fixtureSettings(refused, 'cn'),
      revisionOf: original.request.id,
      rootId: original.request.id,
      revisionNo: 2,
    });
    const revision = event.data as generation.GenerationRequest;
    await quotationGenerationReactor.react(event, t.commands);
    const ownerLedger = ledger(original.request.owner.id);
    expect(await types(ownerLedger)).toEqual([
      'BeansRecharged',
      'BeansDebited',
      'BeansDebited',
      'BeanEntryReversed',
    ]);
    expect(await types(quotation.quotationStream(original.request.id))).toEqual([
      'QuotationGenerated',
      'QuotationSuperseded',
      'QuotationSupersedeWithdrawn',
    ]);
    const head = await t.store.headPosition();
    await quotationGenerationReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
    const process = await t.commands.load(
      generation.generationDecider,
      generation.generationStream(revision.id),
    );
    expect(process.status).toBe('failed');
  });
});
