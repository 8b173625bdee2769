import { randomUUID } from 'node:crypto';
import {
  beanLedger,
  customer,
  customerBook,
  customerKeys,
  customerProcesses,
  quotation,
  quotationGeneration,
} from '@packflow/domain';
import { type ApiProcess, startApiProcess } from '../faults/support/api-process';
import { type ApiClient, type Session, apiClient, signIn } from '../support/api-client';
import { createTestDatabase, describeWithPostgres } from '../support/services';
import { createStaff, nextPhone } from '../support/staff';
import { pouchForm } from '../support/quotation-forms';
import { type StoreReader, killMidFlight, openStore, settled, stateOf, streams } from './support';

/**
 * Kill -9 at random instants in the middle of normal work, on real PostgreSQL: quotations paid in
 * golden beans, customers created (with duplicate phones among them), claimed and released by
 * several salesmen at once. After each restart, the event store must show every process either
 * done or undone, never half: bean balances equal their ledgers and every debit pays for a saved
 * quotation, every reserved phone and enterprise belongs to an existing customer that has it, and
 * every salesman's book lists exactly the customers he owns.
 */
const ROUNDS = 6;
const SALESMEN = 3;
const PASSWORD = 'correct-horse-1';

const pouch = pouchForm;

describeWithPostgres('kill -9 in the middle of multi-step work', () => {
  let database: { url: string; drop: () => Promise<void> };
  let api: ApiProcess | undefined;
  let reader: StoreReader;
  const sessions = new Map<string, Session>();
  const salesmen: string[] = [];

  const client = (name: string): ApiClient => apiClient(api!.url, 'en', sessions.get(name));
  const start = async () => {
    api = await startApiProcess({ DATABASE_URL: database.url, PROCESS_WAIT_MS: '3000' });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    reader = await openStore(database.url);
    await start();
    // Read models up to date (a fresh database): the administrator's permissions, the settings.
    await settled(api!.url, reader);
    const admin = await signIn(api!.url, 'admin', 'first-admin-password');
    sessions.set('admin', admin.session!);
    for (let i = 0; i < SALESMEN; i++) {
      const id = await createStaff(admin, 'OperatorIndex', `crash-sales-${i}`);
      salesmen.push(id);
      sessions.set(id, (await signIn(api!.url, `crash-sales-${i}`, PASSWORD)).session!);
      const recharge = await admin.post('/golden-bean/recharge', {
        accountId: id,
        amount: '40',
        note: 'crash test',
      });
      expect(recharge.body.code).toBe(0);
      for (let c = 0; c < 3; c++) {
        const own = await client(id).post('/customer', { name: `Own ${i}-${c}`, phone: nextPhone() });
        expect(own.body.code).toBe(0);
      }
    }
    // Customers in the high seas from the start, claimable at once (no release, no protection period).
    for (let c = 0; c < 24; c++) {
      const free = await admin.post('/customer', { name: `High seas ${c}`, phone: nextPhone() });
      expect(free.body.code).toBe(0);
    }
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await reader?.close();
    await database?.drop();
  });

  /** The burst one salesman sends: a quotation, a new customer (sometimes with a phone already used), a claim, a release. */
  async function burst(
    salesman: string,
    round: number,
    sharedPhone: string,
    highSeas: string[],
    mine: string[],
  ) {
    const sales = client(salesman);
    // Resolves true when answered, false when the process died first.
    const send = (method: 'POST', path: string, body: Record<string, string>) =>
      sales.call(method, path, body, { 'X-Request-Id': randomUUID() }).then(
        () => true,
        () => false,
      );
    const requests: Promise<boolean>[] = [];
    requests.push(
      send('POST', '/customer', { name: `Crash ${round} ${salesman.slice(0, 4)}`, phone: nextPhone() }),
    );
    requests.push(
      send('POST', '/customer', {
        name: `Shared ${round}`,
        phone: sharedPhone,
        enterprise: `Shared Co ${round}`,
      }),
    );
    // Its own phone but an enterprise another may hold: the phone it reserved must be released again.
    requests.push(
      send('POST', '/customer', {
        name: `Rival ${round}`,
        phone: nextPhone(),
        enterprise: `Shared Co ${round}`,
      }),
    );
    for (const id of mine.slice(0, 2)) requests.push(send('POST', '/quotation', pouch(id)));
    if (mine[2]) requests.push(send('POST', `/customer/${mine[2]}/release`, {}));
    for (const id of highSeas.slice(0, 2)) requests.push(send('POST', `/customer/${id}/claim`, {}));
    return requests;
  }

  it('leaves nothing half-done, round after round', async () => {
    let sent = 0;
    let unanswered = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // What each salesman owns now, and what lies in the high seas, from the store.
      const all = await streams(reader);
      const customers = [...all.entries()]
        .filter(([id]) => /^customer-[0-9a-f-]{36}$/.test(id))
        .map(([, events]) => stateOf(customer.customerDecider, events));
      const highSeas = customers.filter((c) => !c.owner).map((c) => c.id);
      const sharedPhone = nextPhone();
      const inFlight: Promise<boolean>[] = [];
      for (const [i, salesman] of salesmen.entries()) {
        const mine = customers.filter((c) => c.owner?.id === salesman).map((c) => c.id);
        const shuffled = [...highSeas].sort(() => Math.random() - 0.5);
        inFlight.push(...(await burst(salesman, round, sharedPhone, shuffled.slice(i, i + 3), mine)));
      }
      // Somewhere between the first append and the last answer.
      const cut = await killMidFlight(api!.pid, inFlight);
      unanswered += cut.unanswered;
      sent += cut.sent;
      await api!.stop();
      await start();
      await settled(api!.url, reader);
      await checkInvariants();
    }
    // The kills did land in the middle of work: some requests never got their answer.
    expect(unanswered).toBeGreaterThan(0);
    expect(unanswered).toBeLessThan(sent);
  }, 600_000);

  async function checkInvariants() {
    const all = await streams(reader);
    const of = (prefix: string) => [...all.entries()].filter(([id]) => id.startsWith(prefix));
    const customers = new Map(
      of('customer-')
        .filter(([id]) => /^customer-[0-9a-f-]{36}$/.test(id))
        .map(([id, events]) => [id.slice('customer-'.length), stateOf(customer.customerDecider, events)]),
    );

    // Every generation is done (its quotation saved and paid once) or undone (nothing saved, nothing kept).
    for (const [stream, events] of of('generation-')) {
      const process = stateOf(quotationGeneration.generationDecider, events);
      expect([stream, process.status]).toEqual([stream, expect.stringMatching(/^(completed|failed)$/)]);
      const request = process.request!;
      const saved = stateOf(quotation.quotationDecider, all.get(quotation.quotationStream(request.id)));
      const ledger = stateOf(
        beanLedger.beanLedgerDecider,
        all.get(beanLedger.beanLedgerStream(request.owner.id)),
      );
      const debit = beanLedger.standingDebit(ledger, request.id);
      if (process.status === 'completed') {
        expect([stream, saved.exists, debit !== null]).toEqual([stream, true, true]);
      } else {
        expect([stream, saved.exists, debit]).toEqual([stream, false, null]);
      }
    }
    // Balances never negative; every standing debit pays for a saved quotation.
    for (const salesman of salesmen) {
      const events = all.get(beanLedger.beanLedgerStream(salesman)) ?? [];
      const ledger = stateOf(beanLedger.beanLedgerDecider, events);
      expect(Number(ledger.balance)).toBeGreaterThanOrEqual(0);
      for (const e of events.filter((x) => x.type === 'BeansDebited')) {
        const { quotationId } = e.data as { quotationId: string };
        if (beanLedger.standingDebit(ledger, quotationId))
          expect([
            quotationId,
            stateOf(quotation.quotationDecider, all.get(quotation.quotationStream(quotationId))).exists,
          ]).toEqual([quotationId, true]);
      }
    }
    // Every creation is done or undone; a refused one holds no key.
    for (const [stream, events] of of('customer-creation-')) {
      const process = stateOf(customerProcesses.creationDecider, events);
      expect([stream, process.status]).toEqual([stream, expect.stringMatching(/^(completed|failed)$/)]);
      expect([stream, customers.has(process.request!.id)]).toEqual([stream, process.status === 'completed']);
    }
    // Every reserved phone and enterprise belongs to an existing customer that has it.
    const keys = [
      ...of('customer-phone-').map(
        ([id, e]) => ['phone', id, stateOf(customerKeys.customerPhoneDecider, e)] as const,
      ),
      ...of('customer-enterprise-').map(
        ([id, e]) => ['enterprise', id, stateOf(customerKeys.customerEnterpriseDecider, e)] as const,
      ),
    ];
    for (const [kind, stream, key] of keys) {
      if (!key.holder) continue;
      const holder = customers.get(key.holder);
      const own = holder
        ? kind === 'phone'
          ? customerKeys.customerPhoneStream(holder.fields.phone)
          : customerKeys.customerEnterpriseStream(holder.fields.enterprise)
        : null;
      expect([stream, own]).toEqual([stream, stream]);
    }
    // Every salesman's book lists exactly the customers he owns.
    for (const salesman of salesmen) {
      const book = stateOf(
        customerBook.customerBookDecider,
        all.get(customerBook.customerBookStream(salesman)),
      );
      const listed = Object.keys(book.owned).sort();
      const owned = [...customers.values()]
        .filter((c) => c.owner?.id === salesman)
        .map((c) => c.id)
        .sort();
      expect([salesman, listed]).toEqual([salesman, owned]);
    }
  }
});
