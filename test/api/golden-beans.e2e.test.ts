import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { type BeanBalance, type BeanEntry, type RechargeForm, ResultCode } from '@packflow/contracts';
import { DomainError, beanLedger } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { RunningApi } from '../../apps/api/src/bootstrap';
import type { BeanEntryWritten } from '../../apps/api/src/golden-beans/bean-entries';
import { RechargeBeansCommand } from '../../apps/api/src/golden-beans/handlers/recharge-beans';
import { httpOfDomainError } from '../../apps/api/src/http/api-exception.filter';
import { type SignedInClient, signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { type Shape, PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const GOLDEN = { fee: '1', threshold: '10' };

const metadata = (at = new Date(), userId = 'system'): CommandMetadata => ({
  userId,
  role: null,
  at,
  correlationId: randomUUID(),
});

interface QuotationDebit {
  accountId: string;
  quotationId: string;
  quotationNumber: string;
  fee: string;
  threshold: string;
}

/**
 * The ledger's commands as the API and the generation reactor issue them: Finance's recharge
 * through its handler, a quotation's debit and refund on the account's ledger stream.
 */
function ledgerOf(api: RunningApi) {
  const run = (accountId: string, command: beanLedger.BeanCommand, meta: CommandMetadata) =>
    api.infra.commands.run(
      beanLedger.beanLedgerDecider,
      beanLedger.beanLedgerStream(accountId),
      command,
      meta,
    );
  return {
    recharge: (form: RechargeForm, meta: CommandMetadata) =>
      api.app
        .get(CommandBus)
        .execute<RechargeBeansCommand, BeanEntryWritten>(new RechargeBeansCommand(form, meta)),
    debitForQuotation: ({ accountId, ...data }: QuotationDebit, meta: CommandMetadata) =>
      run(accountId, { type: 'DebitForQuotation', data: { entryId: randomUUID(), ...data } }, meta),
    refundQuotation: (
      args: { accountId: string; quotationId: string; reason: string },
      meta: CommandMetadata,
    ) =>
      run(
        args.accountId,
        {
          type: 'RefundQuotation',
          data: { entryId: randomUUID(), quotationId: args.quotationId, reason: args.reason },
        },
        meta,
      ),
  };
}

/** What a refused command threw, as the API would answer it. */
async function refusalOf(act: Promise<unknown>) {
  const error = await act.then(
    () => {
      throw new Error('the call was accepted');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  const details = (error as DomainError & { details?: unknown }).details;
  return { status: httpOfDomainError(error).status, key: error.messageKey, extra: details };
}

function suite(shape: Shape) {
  describeOn(shape, 'golden beans through the API', () => {
    const t = useTestApi(shape);
    const people: Record<string, SignedInClient> = {};
    const ids: Record<string, string> = {};
    const ledger = () => ledgerOf(t.api);

    beforeAll(async () => {
      const admin = await t.admin();
      for (const [username, role] of [
        ['sales-a', 'OperatorIndex'],
        ['sales-b', 'OperatorIndex'],
        ['trader-1', 'Traders'],
        ['money', 'Finance'],
        ['boss', 'OperatorManage'],
      ] as const) {
        ids[username] = await createStaff(admin, role, username);
        people[username] = await signIn(t.api.url, username, PASSWORD);
      }
    });

    const who = (name: string): SignedInClient => {
      const client = people[name];
      if (!client) throw new Error(`no ${name}`);
      return client;
    };

    /** Finance recharges and waits until the read model shows it. */
    async function recharge(username: string, amount: string, note = ''): Promise<string> {
      const res = await who('money').post<{ entryId: string }>('/golden-bean/recharge', {
        accountId: ids[username]!,
        amount,
        note,
      });
      if (res.body.code !== 0) throw new Error(`${res.status} ${res.body.msg}`);
      await who('money').get(
        `/golden-bean/balance?accountId=${ids[username]}&_position=${res.body.extra?.position}`,
      );
      return res.body.data.entryId;
    }

    const balanceOf = async (client: SignedInClient, query = '') =>
      (await client.get<BeanBalance>(`/golden-bean/balance${query}`)).body;

    it('lets Finance recharge a salesman, who then sees the balance and the movement', async () => {
      const entryId = await recharge('sales-a', '25.5', 'opening');
      const balance = await balanceOf(who('sales-a'));
      expect(balance.data).toEqual({
        accountId: ids['sales-a'],
        accountName: 'OperatorIndex sales-a',
        role: 'OperatorIndex',
        balance: '25.5',
        asOf: null,
        ...GOLDEN,
        blocked: false,
      });
      const flow = (await who('sales-a').get<BeanEntry[]>('/golden-bean/flow')).body;
      expect(flow.data).toEqual([
        expect.objectContaining({
          entryId,
          kind: 'recharge',
          amount: '25.5',
          balance: '25.5',
          note: 'opening',
          userId: ids.money,
          userName: 'Finance money',
          accountName: 'OperatorIndex sales-a',
        }),
      ]);
      expect(flow.extra?.pageInfo).toMatchObject({ _count: 1 });
    });

    it('shows a salesman only their own beans: another account answers 404', async () => {
      await recharge('sales-b', '3');
      const mine = await balanceOf(who('sales-b'));
      expect(mine.data).toMatchObject({ balance: '3', blocked: true });
      const other = await who('sales-b').get(`/golden-bean/balance?accountId=${ids['sales-a']}`);
      expect([other.status, other.body.code]).toEqual([404, ResultCode.NOT_FOUND]);
      expect(other.body.msg).toBe('Not found');
      const flow = await who('sales-b').get<BeanEntry[]>(`/golden-bean/flow?accountId=${ids['sales-a']}`);
      expect(flow.body.data).toEqual([]);
      const own = await who('sales-b').get<BeanEntry[]>('/golden-bean/flow');
      expect(own.body.data.map((e) => e.accountId)).toEqual([ids['sales-b']]);
      // Finance sees every account, or one.
      const all = await who('money').get<BeanEntry[]>('/golden-bean/flow');
      expect(new Set(all.body.data.map((e) => e.accountId))).toEqual(
        new Set([ids['sales-a'], ids['sales-b']]),
      );
      const one = await who('money').get<BeanEntry[]>(`/golden-bean/flow?accountId=${ids['sales-b']}`);
      expect(one.body.data.map((e) => e.accountId)).toEqual([ids['sales-b']]);
    });

    it('answers the balance at the end of a past day from the entries', async () => {
      const day = (d: string, hour: number) =>
        new Date(`2025-03-${d}T${String(hour).padStart(2, '0')}:00:00Z`);
      await ledger().recharge(
        { accountId: ids['trader-1']!, amount: '30', note: '' },
        metadata(day('10', 23)),
      );
      await ledger().debitForQuotation(
        {
          accountId: ids['trader-1']!,
          quotationId: 'q-past',
          quotationNumber: 'BJ20250311-000001',
          ...GOLDEN,
        },
        metadata(day('11', 0)),
      );
      const last = await ledger().recharge(
        { accountId: ids['trader-1']!, amount: '5', note: '' },
        metadata(day('12', 9)),
      );
      const asOf = async (date: string) =>
        (
          await balanceOf(
            who('money'),
            `?accountId=${ids['trader-1']}&asOf=${date}&_position=${last.position}`,
          )
        ).data;
      expect(await asOf('2025-03-09')).toMatchObject({ balance: '0', asOf: '2025-03-09', blocked: true });
      expect(await asOf('2025-03-10')).toMatchObject({ balance: '30', asOf: '2025-03-10' });
      expect(await asOf('2025-03-11')).toMatchObject({ balance: '29' });
      expect(await asOf('2025-03-12')).toMatchObject({ balance: '34', role: 'Traders' });
      expect((await balanceOf(who('trader-1'), '?asOf=2025-03-11')).data.balance).toBe('29');
      const bad = await who('trader-1').get('/golden-bean/balance?asOf=2025-13-01');
      expect(bad.status).toBe(422);
      // The flow's date filters count the same UTC days.
      const onDay = await who('trader-1').get<BeanEntry[]>('/golden-bean/flow?from=2025-03-11&to=2025-03-11');
      expect(onDay.body.data.map((e) => [e.kind, e.quotationNumber])).toEqual([
        ['debit', 'BJ20250311-000001'],
      ]);
      const byNumber = await who('money').get<BeanEntry[]>('/golden-bean/flow?keyword=bj20250311');
      expect(byNumber.body.data.map((e) => e.accountId)).toEqual([ids['trader-1']]);
      const debits = await who('trader-1').get<BeanEntry[]>('/golden-bean/flow?kind=debit');
      expect(debits.body.data).toHaveLength(1);
    });

    it('reverses an entry once, with a reason, never below zero', async () => {
      const entryId = await recharge('sales-b', '7');
      const money = who('money');
      const noReason = await money.post(`/golden-bean/${entryId}/reverse`, {});
      expect(noReason.status).toBe(422);
      expect(noReason.body.extra?.fields).toMatchObject({ reason: 'This field is required' });

      const done = await money.post<{ entryId: string }>(`/golden-bean/${entryId}/reverse`, {
        reason: 'wrong account',
      });
      expect([done.body.code, done.body.msg]).toEqual([0, 'Entry reversed']);
      const flow = await money.get<BeanEntry[]>(
        `/golden-bean/flow?accountId=${ids['sales-b']}&_position=${done.body.extra?.position}`,
      );
      expect(
        flow.body.data.slice(0, 2).map((e) => [e.kind, e.amount, e.balance, e.reverses, e.reversedBy]),
      ).toEqual([
        ['reversal', '-7', '3', entryId, null],
        ['recharge', '7', '10', null, done.body.data.entryId],
      ]);

      const again = await money.post(`/golden-bean/${entryId}/reverse`, { reason: 'twice' });
      expect([again.status, again.body.msg]).toEqual([422, 'This entry has already been reversed']);
      const unknown = await money.post(`/golden-bean/nope/reverse`, { reason: 'x' });
      expect([unknown.status, unknown.body.msg]).toEqual([404, 'No such golden bean entry']);

      // sales-b holds 3: reversing the first recharge of 3 is fine, but not after a debit.
      const first = (
        await money.get<BeanEntry[]>(`/golden-bean/flow?accountId=${ids['sales-b']}`)
      ).body.data.at(-1)!;
      await ledger().debitForQuotation(
        { accountId: ids['sales-b']!, quotationId: 'q-b', quotationNumber: 'BJ-B', fee: '1', threshold: '0' },
        metadata(),
      );
      const negative = await money.post(`/golden-bean/${first.entryId}/reverse`, { reason: 'oops' });
      expect([negative.status, negative.body.msg]).toEqual([
        422,
        'Reversing this recharge would take the balance below zero (balance 2)',
      ]);
    });

    it('refuses a debit below the threshold, with the hint to ask Finance (translated when sent)', async () => {
      const refusal = await refusalOf(
        ledger().debitForQuotation(
          { accountId: ids['sales-b']!, quotationId: 'q-low', quotationNumber: 'q-low', ...GOLDEN },
          metadata(),
        ),
      );
      expect(refusal).toEqual({
        status: 422,
        key: 'beans.insufficient',
        extra: { hint: 'beans.contactFinance' },
      });
    });

    it('debits a quotation once and gives it back when the quotation could not be saved', async () => {
      const args = {
        accountId: ids['sales-a']!,
        quotationId: 'q-once',
        quotationNumber: 'BJ-ONCE',
        ...GOLDEN,
      };
      const first = await ledger().debitForQuotation(args, metadata());
      expect(first.position).toBeDefined();
      const entryId = (first.events[0]!.data as { entryId: string }).entryId;
      const second = await ledger().debitForQuotation(args, metadata());
      expect(second.events).toEqual([]);
      expect(beanLedger.standingDebit(second.state, 'q-once')).toBe(entryId);
      await ledger().refundQuotation(
        { accountId: args.accountId, quotationId: 'q-once', reason: 'not saved' },
        metadata(),
      );
      await ledger().refundQuotation(
        { accountId: args.accountId, quotationId: 'q-once', reason: 'not saved' },
        metadata(),
      );
      const again = await ledger().debitForQuotation(args, metadata());
      const flow = await who('sales-a').get<BeanEntry[]>(`/golden-bean/flow?_position=${again.position}`);
      expect(flow.body.data.slice(0, 3).map((e) => [e.kind, e.amount, e.quotationNumber, e.note])).toEqual([
        ['debit', '-1', 'BJ-ONCE', ''],
        ['reversal', '1', 'BJ-ONCE', 'not saved'],
        ['debit', '-1', 'BJ-ONCE', ''],
      ]);
    });

    it('lists salesmen and traders with their balances for Finance only', async () => {
      const res = await who('money').get<BeanBalance[]>('/golden-bean/accounts?_size=50');
      const names = res.body.data.map((b) => b.accountName);
      expect(names).toEqual(
        expect.arrayContaining(['OperatorIndex sales-a', 'OperatorIndex sales-b', 'Traders trader-1']),
      );
      expect(names).not.toContain('Finance money');
      expect(names).not.toContain('OperatorManage boss');
      const keyword = await who('money').get<BeanBalance[]>('/golden-bean/accounts?keyword=TRADER');
      expect(keyword.body.data.map((b) => [b.accountName, b.balance, b.role])).toEqual([
        ['Traders trader-1', '34', 'Traders'],
      ]);
      const salesman = await who('sales-a').get('/golden-bean/accounts');
      expect(salesman.status).toBe(403);
    });

    it('lets only Finance recharge, and only a salesman or trader', async () => {
      const bySalesman = await who('sales-a').post('/golden-bean/recharge', {
        accountId: ids['sales-a']!,
        amount: '100',
      });
      expect(bySalesman.status).toBe(403);
      const reverse = await who('sales-a').post('/golden-bean/x/reverse', { reason: 'mine' });
      expect(reverse.status).toBe(403);
      const toSupervisor = await who('money').post('/golden-bean/recharge', {
        accountId: ids.boss!,
        amount: '5',
      });
      expect([toSupervisor.status, toSupervisor.body.msg]).toEqual([
        422,
        'Golden beans are only for salesmen and traders',
      ]);
      const toNobody = await who('money').post('/golden-bean/recharge', { accountId: 'nobody', amount: '5' });
      expect([toNobody.status, toNobody.body.msg]).toEqual([404, 'No such account']);
      const zero = await who('money').post('/golden-bean/recharge', {
        accountId: ids['sales-a']!,
        amount: '0',
      });
      expect(zero.status).toBe(422);
      expect(zero.body.extra?.fields).toHaveProperty('amount');
      const cn = await signIn(t.api.url, 'money', PASSWORD, 'cn');
      const cnNobody = await cn.post('/golden-bean/recharge', { accountId: 'nobody', amount: '5' });
      expect(cnNobody.body.msg).toBe('账号不存在');
    });

    it('shows the fee and threshold as the administrator last set them, and whether they block', async () => {
      const admin = await t.admin();
      // A new trader: nothing recharged, so the threshold blocks at first.
      await createStaff(admin, 'Traders', 'trader-new');
      const trader = await signIn(t.api.url, 'trader-new', PASSWORD);
      expect((await balanceOf(trader)).data).toMatchObject({
        fee: '1',
        threshold: '10',
        blocked: true,
      });
      const put = await admin.put('/settings/golden', { fee: '0.5', threshold: '0' });
      expect(put.body.code).toBe(0);
      expect(
        await t.api.infra.projections.waitFor(['settings'], BigInt(String(put.body.extra?.position)), 5000),
      ).toBe(true);
      expect((await balanceOf(trader)).data).toMatchObject({
        fee: '0.5',
        threshold: '0',
        blocked: false,
      });
      expect((await admin.put('/settings/golden', { fee: '1', threshold: '10' })).body.code).toBe(0);
    });
  });
}

suite(PGLITE);
suite(POSTGRES);

describeOn(POSTGRES, 'golden beans paid for by many quotations at once', () => {
  const t = useTestApi(POSTGRES);

  it('gives exactly 10 of 50 simultaneous debits against a balance that pays for 10', async () => {
    const admin = await t.admin();
    const accountId = await createStaff(admin, 'OperatorIndex', 'busy-sales');
    const ledger = ledgerOf(t.api);
    // 19 down to 10 are all at or above the threshold of 10: ten quotations.
    await ledger.recharge({ accountId, amount: '19', note: '' }, metadata());
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger.debitForQuotation(
          { accountId, quotationId: `q${i}`, quotationNumber: `BJ-${i}`, ...GOLDEN },
          metadata(),
        ),
      ),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const error of refused)
      expect(error).toMatchObject({ code: 'BEANS.INSUFFICIENT', messageKey: 'beans.insufficient' });

    const finance = await t.admin();
    const last = paid
      .map((r) => (r as PromiseFulfilledResult<{ position?: bigint }>).value.position!)
      .sort()[9];
    const balance = await finance.get<BeanBalance>(
      `/golden-bean/balance?accountId=${accountId}&_position=${last}`,
    );
    expect(balance.body.data).toMatchObject({ balance: '9', blocked: true });
    const flow = await finance.get<BeanEntry[]>(`/golden-bean/flow?accountId=${accountId}&kind=debit`);
    expect(flow.body.extra?.pageInfo).toMatchObject({ _count: 10 });
  });
});
