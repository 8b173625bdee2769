import { randomUUID } from 'node:crypto';
import { type BeanBalance, type BeanEntry, ResultCode } from '@packflow/contracts';
import { loadConfig } from '@packflow/config';
import { beanLedger } from '@packflow/domain';
import type { EventStore } from '@packflow/eventstore';
import { type RunningApi, startApi } from '../../apps/api/src/bootstrap';
import { RECHARGE_ROUTE } from '../../apps/api/src/golden-beans/bean-entries';
import { entryIdOfKey, uuidV5 } from '../../apps/api/src/golden-beans/request-key';
import { type Answer, type SignedInClient, signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, type Shape, PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const CONSOLE_ORIGIN = 'http://console.example';
const KEY_HEADER = 'Idempotency-Key';

type Written = { entryId: string };

/** The events on an account's ledger, straight from the event store. */
async function ledgerEvents(store: EventStore, accountId: string) {
  return store.readStream(beanLedger.beanLedgerStream(accountId)).catch(() => []);
}

/** What a caller sees of an answer: status, code, entry id, position and message. */
const seen = (res: Answer<Written>) => ({
  status: res.status,
  code: res.body.code,
  entryId: res.body.data?.entryId,
  position: res.body.extra?.position,
  msg: res.body.msg,
});

describe('request keys name golden-bean entries', () => {
  it('derives RFC 9562 version 5 UUIDs', () => {
    // The RFC's own example: the DNS namespace and www.example.com.
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives one entry id per person, route and key', () => {
    const one = { userId: 'u1', route: 'POST@golden-bean/recharge', key: 'k' };
    expect(entryIdOfKey(one)).toBe(entryIdOfKey({ ...one }));
    expect(entryIdOfKey(one)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(
      new Set([
        entryIdOfKey(one),
        entryIdOfKey({ ...one, userId: 'u2' }),
        entryIdOfKey({ ...one, route: 'POST@golden-bean/:entryId/reverse' }),
        entryIdOfKey({ ...one, key: 'k2' }),
        // No joining of the parts can make two requests meet.
        entryIdOfKey({ userId: 'u1', route: 'POST@golden-bean/rechargek', key: '' }),
      ]).size,
    ).toBe(5);
  });
});

function suite(shape: Shape) {
  describeOn(shape, 'golden-bean recharges and reversals sent again under one request key', () => {
    const t = useTestApi(shape, { CORS_ORIGINS: CONSOLE_ORIGIN });
    const people: Record<string, SignedInClient> = {};
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const admin = await t.admin();
      for (const [username, role] of [
        ['idem-sales', 'OperatorIndex'],
        ['idem-trader', 'Traders'],
        ['idem-money', 'Finance'],
        ['idem-money-2', 'Finance'],
      ] as const) {
        ids[username] = await createStaff(admin, role, username);
        people[username] = await signIn(t.api.url, username, PASSWORD);
      }
      people.cn = await signIn(t.api.url, 'idem-money', PASSWORD, 'cn');
    });

    const who = (name: string): SignedInClient => {
      const client = people[name];
      if (!client) throw new Error(`no ${name}`);
      return client;
    };
    const recharge = (body: Record<string, string>, key?: string, client = who('idem-money')) =>
      client.call<Written>(
        'POST',
        '/golden-bean/recharge',
        body,
        key === undefined ? {} : { [KEY_HEADER]: key },
      );
    const reverse = (entryId: string, reason: string, key?: string, client = who('idem-money')) =>
      client.call<Written>(
        'POST',
        `/golden-bean/${entryId}/reverse`,
        { reason },
        key === undefined ? {} : { [KEY_HEADER]: key },
      );
    const events = (username: string) => ledgerEvents(t.api.infra.store, ids[username]!);
    const balanceOf = async (username: string, position?: string) =>
      (
        await who('idem-money').get<BeanBalance>(
          `/golden-bean/balance?accountId=${ids[username]}${position ? `&_position=${position}` : ''}`,
        )
      ).body.data.balance;

    it('applies the same recharge sent twice once, and answers the first result again', async () => {
      const key = randomUUID();
      const body = { accountId: ids['idem-sales']!, amount: '50', note: 'March top-up' };
      const before = (await events('idem-sales')).length;
      const first = await recharge(body, key);
      expect(seen(first)).toMatchObject({ status: 200, code: 0, msg: 'Recharged' });
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const second = await recharge({ ...body, note: ' March top-up ' }, key);
      expect(seen(second)).toEqual(seen(first));
      expect(second.headers.get('idempotent-replayed')).toBe('true');

      const ledger = await events('idem-sales');
      expect(ledger).toHaveLength(before + 1);
      expect(ledger.at(-1)).toMatchObject({
        type: 'BeansRecharged',
        data: { entryId: first.body.data.entryId, amount: '50' },
        position: BigInt(first.body.extra!.position as string),
      });
      expect(await balanceOf('idem-sales', first.body.extra?.position as string)).toBe('50');
      const flow = await who('idem-money').get<BeanEntry[]>(
        `/golden-bean/flow?accountId=${ids['idem-sales']}&kind=recharge`,
      );
      expect(flow.body.data.map((e) => e.entryId)).toEqual([first.body.data.entryId]);
    });

    it('applies ten simultaneous recharges under one key exactly once', async () => {
      const key = randomUUID();
      const body = { accountId: ids['idem-trader']!, amount: '7', note: '' };
      const before = (await events('idem-trader')).length;
      const answers = await Promise.all(Array.from({ length: 10 }, () => recharge(body, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(seen(a)))).size).toBe(1);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
      const ledger = await events('idem-trader');
      expect(ledger.slice(before).map((e) => [e.type, (e.data as { amount: string }).amount])).toEqual([
        ['BeansRecharged', '7'],
      ]);
      expect(await balanceOf('idem-trader', answers[0]!.body.extra?.position as string)).toBe('7');
    });

    it('refuses the same key with another amount, note or account (422, translated) and changes nothing', async () => {
      const key = randomUUID();
      const body = { accountId: ids['idem-sales']!, amount: '5', note: '' };
      const first = await recharge(body, key);
      expect(first.body.code).toBe(0);
      const sales = (await events('idem-sales')).length;
      const trader = (await events('idem-trader')).length;

      const otherAmount = await recharge({ ...body, amount: '6' }, key);
      expect(otherAmount).toMatchObject({
        status: 422,
        body: {
          code: ResultCode.BUSINESS_RULE,
          msg: 'This request key was already used for a different request; nothing was changed. Please reload and try again',
          extra: { error: 'BEANS.IDEMPOTENCY_KEY_REUSED' },
        },
      });
      const otherNote = await recharge({ ...body, note: 'another' }, key);
      expect(otherNote.status).toBe(422);
      // Another account's ledger, straight after the first answer.
      const otherAccount = await recharge({ ...body, accountId: ids['idem-trader']! }, key);
      expect([otherAccount.status, otherAccount.body.extra?.error]).toEqual([
        422,
        'BEANS.IDEMPOTENCY_KEY_REUSED',
      ]);
      const cn = await recharge({ ...body, amount: '6' }, key, who('cn'));
      expect([cn.status, cn.body.msg]).toEqual([
        422,
        '该请求标识已用于另一笔不同的操作，本次未做任何更改，请刷新后重试',
      ]);

      expect(await events('idem-sales')).toHaveLength(sales);
      expect(await events('idem-trader')).toHaveLength(trader);
      // The first request itself is still answered as before.
      expect(seen(await recharge(body, key))).toEqual(seen(first));
    });

    it('lets one of ten simultaneous requests under one key for two accounts through, and refuses the others', async () => {
      const key = randomUUID();
      const [sales, trader] = [(await events('idem-sales')).length, (await events('idem-trader')).length];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          recharge({ accountId: ids[i % 2 ? 'idem-trader' : 'idem-sales']!, amount: '2', note: '' }, key),
        ),
      );
      const applied = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(new Set(applied.map((a) => JSON.stringify(seen(a)))).size).toBe(1);
      expect(applied).toHaveLength(5);
      expect(refused.map((a) => [a.status, a.body.extra?.error])).toEqual(
        Array(5).fill([422, 'BEANS.IDEMPOTENCY_KEY_REUSED']),
      );
      const added = [
        ...(await events('idem-sales')).slice(sales),
        ...(await events('idem-trader')).slice(trader),
      ];
      expect(added.map((e) => (e.data as { entryId: string }).entryId)).toEqual([
        applied[0]!.body.data.entryId,
      ]);
      // The movements list keeps up (one entry id is never on two ledgers).
      const flow = await who('idem-money').get<BeanEntry[]>(
        `/golden-bean/flow?_position=${applied[0]!.body.extra?.position}`,
      );
      expect(flow.body.extra?.stale).toBeUndefined();
      expect(flow.body.data.map((e) => e.entryId)).toContain(applied[0]!.body.data.entryId);
    });

    it('completes a request whose key was claimed when the server stopped before the entry', async () => {
      const key = randomUUID();
      const body = { accountId: ids['idem-trader']!, amount: '4', note: 'after a crash' };
      const entryId = entryIdOfKey({ userId: ids['idem-money']!, route: RECHARGE_ROUTE, key });
      // What the first attempt left behind: the claim, and no entry.
      await t.api.infra.commands.create(
        beanLedger.beanRequestDecider,
        beanLedger.beanRequestStream(entryId),
        {
          type: 'ClaimBeanRequestKey',
          data: { entryId, request: { type: 'RechargeBeans', ...body } },
        },
        { userId: ids['idem-money']!, role: 'Finance', at: new Date(), correlationId: randomUUID() },
      );
      const before = (await events('idem-trader')).length;
      const retried = await recharge(body, key);
      expect(seen(retried)).toMatchObject({ status: 200, entryId, msg: 'Recharged' });
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect(seen(await recharge(body, key))).toEqual(seen(retried));
      expect((await events('idem-trader')).slice(before).map((e) => e.type)).toEqual(['BeansRecharged']);
    });

    it('keeps keys apart per person, and without a key records every recharge as before', async () => {
      const key = randomUUID();
      const body = { accountId: ids['idem-sales']!, amount: '1', note: 'shared key' };
      const before = (await events('idem-sales')).length;
      const mine = await recharge(body, key);
      const theirs = await recharge(body, key, who('idem-money-2'));
      expect(theirs.body.code).toBe(0);
      expect(theirs.body.data.entryId).not.toBe(mine.body.data.entryId);
      const plain = [await recharge(body), await recharge(body)];
      expect(plain.map((a) => a.body.code)).toEqual([0, 0]);
      expect(plain[0]!.body.data.entryId).not.toBe(plain[1]!.body.data.entryId);
      expect(await events('idem-sales')).toHaveLength(before + 4);
    });

    it('reverses an entry once under one key, and refuses the key for another reason or entry', async () => {
      const target = await recharge({ accountId: ids['idem-trader']!, amount: '3', note: '' });
      const other = await recharge({ accountId: ids['idem-trader']!, amount: '2', note: '' });
      await who('idem-money').get(`/golden-bean/flow?_position=${other.body.extra?.position}`);
      const key = randomUUID();
      const before = (await events('idem-trader')).length;
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => reverse(target.body.data.entryId, 'wrong account', key)),
      );
      expect(answers.map((a) => [a.status, a.body.msg])).toEqual(Array(3).fill([200, 'Entry reversed']));
      expect(new Set(answers.map((a) => JSON.stringify(seen(a)))).size).toBe(1);
      expect(seen(await reverse(target.body.data.entryId, 'wrong account', key))).toEqual(seen(answers[0]!));

      const otherReason = await reverse(target.body.data.entryId, 'typo', key);
      const otherEntry = await reverse(other.body.data.entryId, 'wrong account', key);
      expect([otherReason, otherEntry].map((a) => [a.status, a.body.extra?.error])).toEqual([
        [422, 'BEANS.IDEMPOTENCY_KEY_REUSED'],
        [422, 'BEANS.IDEMPOTENCY_KEY_REUSED'],
      ]);
      expect((await events('idem-trader')).slice(before).map((e) => e.type)).toEqual(['BeanEntryReversed']);
    });

    it('refuses a malformed key (400, translated) before doing anything', async () => {
      const body = { accountId: ids['idem-sales']!, amount: '1', note: '' };
      const before = (await events('idem-sales')).length;
      for (const key of ['', 'has space', 'x'.repeat(256), 'tab\there']) {
        const res = await recharge(body, key);
        expect([key, res.status, res.body.code, res.body.extra?.error]).toEqual([
          key,
          400,
          ResultCode.VALIDATION_FAILED,
          'BEANS.IDEMPOTENCY_KEY_INVALID',
        ]);
      }
      const en = await recharge(body, 'has space');
      expect(en.body.msg).toBe('The Idempotency-Key header must be 1 to 255 visible ASCII characters');
      const cn = await recharge(body, 'has space', who('cn'));
      expect(cn.body.msg).toBe('Idempotency-Key 请求头须为1至255个可见ASCII字符');
      const reversal = await reverse('any', 'x', 'has space');
      expect(reversal.status).toBe(400);
      expect(await events('idem-sales')).toHaveLength(before);
      // The longest key and every visible character are fine.
      expect((await recharge(body, '~'.repeat(255))).body.code).toBe(0);
      expect((await recharge(body, '!#$%&\'*+-./0:;<=>?@A[\\]^_`z{|}~"()')).body.code).toBe(0);
    });

    it('lets a browser console on an allowed origin send the header', async () => {
      const res = await fetch(`${t.api.url}/api/golden-bean/recharge`, {
        method: 'OPTIONS',
        headers: {
          Origin: CONSOLE_ORIGIN,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'idempotency-key,token,signature,content-type',
        },
      });
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    });
  });
}

suite(PGLITE);
suite(POSTGRES);

describeOn(POSTGRES, 'one request key sent to two API processes at once', () => {
  let apis: RunningApi[] = [];
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env = await POSTGRES.env();
    cleanup = env.cleanup;
    const config = loadConfig({
      ...env.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    });
    apis = [await startApi(config), await startApi(config)];
  });
  afterAll(async () => {
    await Promise.all(apis.map((a) => a.close()));
    await cleanup?.();
  });

  it('applies the recharge once between them', async () => {
    const admin = await signIn(apis[0]!.url, 'admin', ADMIN_PASSWORD);
    const accountId = await createStaff(admin, 'OperatorIndex', 'two-process-sales');
    await createStaff(admin, 'Finance', 'two-process-money');
    // The same Finance person, signed in on each process.
    const money = await signIn(apis[0]!.url, 'two-process-money', PASSWORD);
    const other = await signIn(apis[1]!.url, 'two-process-money', PASSWORD);
    const key = randomUUID();
    const body = { accountId, amount: '9', note: '' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : money).call<Written>('POST', '/golden-bean/recharge', body, { [KEY_HEADER]: key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(seen(a)))).size).toBe(1);
    const ledger = await ledgerEvents(apis[1]!.infra.store, accountId);
    expect(ledger.map((e) => [e.type, (e.data as { amount: string }).amount])).toEqual([
      ['BeansRecharged', '9'],
    ]);
    const balance = await money.get<BeanBalance>(
      `/golden-bean/balance?accountId=${accountId}&_position=${answers[0]!.body.extra?.position}`,
    );
    expect(balance.body.data.balance).toBe('9');
  });
});
