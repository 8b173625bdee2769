import { randomUUID } from 'node:crypto';
import { DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { loadConfig } from '@packflow/config';
import { beanLedger, customer, customerKeys, quotationGeneration as generation } from '@packflow/domain';
import { QUOTATION_GENERATION_REACTOR } from '@packflow/projections';
import { type Infrastructure, createInfrastructure, lastPosition, processOutcome } from '@packflow/runtime';
import {
  ClaimCustomerCommand,
  ClaimCustomerHandler,
} from '../../apps/api/src/customers/handlers/claim-customer';
import { fixturePouch, fixtureSettings } from '../support/pricing-fixtures';
import { createTestDatabase, describeWithPostgres } from '../support/services';

/**
 * A request that started a process answers the same whether the process's reactor runs in its own
 * process (which hands it the committed outcome) or in another (the answer then waits for the
 * reactor's checkpoint and reads the stream): an API beside its reactors and an API that runs
 * none (RUN_PROJECTIONS=false) on one database. However it answers, no waiter is left behind.
 */
describeWithPostgres('process outcomes handed over in the process or read from another', () => {
  let database: { url: string; drop: () => Promise<void> };
  let local: Infrastructure;
  let remote: Infrastructure;

  const open = async (run: boolean, waitMs = 10_000) => {
    const infra = await createInfrastructure(
      loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'error',
        RUN_PROJECTIONS: String(run),
        PROCESS_WAIT_MS: String(waitMs),
      }),
      () => undefined,
    );
    await infra.projections.start();
    return infra;
  };
  const meta = (userId: string) => ({
    userId,
    role: 'OperatorIndex',
    at: new Date(),
    correlationId: randomUUID(),
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    local = await open(true);
    remote = await open(false);
    const settings = { ...DEFAULT_HIGH_SEAS_SETTINGS, protectionDays: 0 };
    await local.store.appendToStream(customerKeys.HIGH_SEAS_SETTINGS_STREAM, [
      { type: 'HighSeasSettingsInitialized', data: { values: settings } },
    ]);
  }, 60_000);

  afterAll(async () => {
    await remote?.close();
    await local?.close();
    await database?.drop();
  });

  const highSeasCustomer = async () => {
    const id = randomUUID();
    await local.store.appendToStream(customer.customerStream(id), [
      {
        type: 'CustomerCreated',
        data: {
          id,
          code: `H${id.slice(0, 6)}`,
          area: 'Q',
          fields: { ...customer.emptyFields, name: `Customer ${id.slice(0, 4)}` },
          owner: null,
          at: new Date().toISOString(),
        },
      },
    ]);
    return id;
  };
  const claim = (infra: Infrastructure, salesman: string, id: string) =>
    new ClaimCustomerHandler(infra).execute(
      new ClaimCustomerCommand({ id: salesman, role: 'OperatorIndex', areacode: 'Q' }, id, meta(salesman)),
    );

  it('answers a claim alike with the claims reactor beside the request and in another process', async () => {
    const [here, there] = [await highSeasCustomer(), await highSeasCustomer()];
    const answers = [await claim(local, 'sales-a', here), await claim(remote, 'sales-b', there)];
    for (const [answer, id] of [
      [answers[0]!, here],
      [answers[1]!, there],
    ] as const) {
      expect(answer).toMatchObject({ id, changed: true });
      expect(answer.pending).toBeUndefined();
      expect(answer.position).toBe(await lastPosition(local.store, customer.customerStream(id)));
    }
    // Claimed already: the other salesman is refused alike through either process.
    const refusals = await Promise.all([
      claim(local, 'sales-c', here).catch((e: Error) => e.message),
      claim(remote, 'sales-c', there).catch((e: Error) => e.message),
    ]);
    expect(refusals[0]).toBe(refusals[1]);
    expect([local.handoff.size, remote.handoff.size]).toEqual([0, 0]);
  });

  /** A generation request appended as the API appends it; answers its process stream and the append. */
  const requestGeneration = (owner: string) => {
    const id = randomUUID();
    const input = fixturePouch({ width: '150', height: '220' });
    const stream = generation.generationStream(id);
    const start = (infra: Infrastructure) => async () =>
      (
        await infra.commands.create(
          generation.generationDecider,
          stream,
          {
            type: 'StartProcess',
            data: {
              id,
              number: `QT${id.slice(0, 6)}`,
              owner: { id: owner, role: 'OperatorIndex' },
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
              at: new Date().toISOString(),
            },
          },
          meta(owner),
        )
      ).position;
    return { stream, start };
  };
  const recharge = (owner: string, amount: string) =>
    local.commands.run(
      beanLedger.beanLedgerDecider,
      beanLedger.beanLedgerStream(owner),
      { type: 'RechargeBeans', data: { entryId: randomUUID(), amount, note: '' } },
      meta(owner),
    );
  const outcomeOf = (infra: Infrastructure, request: ReturnType<typeof requestGeneration>) =>
    processOutcome(
      infra,
      QUOTATION_GENERATION_REACTOR,
      generation.generationDecider,
      request.stream,
      request.start(infra),
    );

  it('answers a generation alike (its outcome, its last position) through either process', async () => {
    await recharge('sales-g', '20');
    const requests = [requestGeneration('sales-g'), requestGeneration('sales-g')];
    // Beside its reactor the request is handed the outcome: it reads no stream to answer.
    const reads = jest.spyOn(local.commands, 'loadWithHistory');
    const answers = [await outcomeOf(local, requests[0]!), await outcomeOf(remote, requests[1]!)];
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    for (const [answer, request] of answers.map((a, i) => [a, requests[i]!] as const)) {
      expect(answer.state).toMatchObject({ status: 'completed', outcome: { status: expect.any(String) } });
      expect(answer.reached).toBe(true);
      expect(answer.position).toBe(await lastPosition(local.store, request.stream));
    }
    expect(answers[0]!.state.outcome).toEqual(answers[1]!.state.outcome);
    // Too few beans: the refusal the process recorded, alike.
    const poor = [requestGeneration('sales-p'), requestGeneration('sales-p')];
    const refused = [await outcomeOf(local, poor[0]!), await outcomeOf(remote, poor[1]!)];
    expect(refused.map((r) => [r.state.status, r.state.failure?.code])).toEqual([
      ['failed', 'BEANS.INSUFFICIENT'],
      ['failed', 'BEANS.INSUFFICIENT'],
    ]);
    expect([local.handoff.size, remote.handoff.size]).toEqual([0, 0]);
  });

  it("answers 'still running' after PROCESS_WAIT_MS when the reactor fails on the request, leaving no waiter", async () => {
    const impatient = await open(false, 300);
    try {
      // A request the generation reactor fails on every time (its data is missing), through the
      // runner's process (handoff waited for in vain) and through a serving one (checkpoint never passed).
      for (const infra of [local, impatient]) {
        const stream = generation.generationStream(randomUUID());
        const handlerLike = await processOutcome(
          { ...infra, config: { ...infra.config, PROCESS_WAIT_MS: 300 } },
          QUOTATION_GENERATION_REACTOR,
          generation.generationDecider,
          stream,
          async () =>
            (
              await infra.store.appendToStream(stream, [
                { type: 'QuotationGenerationRequested', data: {}, metadata: { correlationId: 'poison' } },
              ])
            ).position,
        );
        expect([handlerLike.reached, handlerLike.state.status, handlerLike.position]).toEqual([
          false,
          'requested',
          undefined,
        ]);
        expect(infra.handoff.size).toBe(0);
      }
    } finally {
      await impatient.close();
    }
  }, 30_000);
});
