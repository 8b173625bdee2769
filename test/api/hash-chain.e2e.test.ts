import { randomUUID } from 'node:crypto';
import type { BillView, ChainVerification } from '@packflow/contracts';
import { runMonthClose } from '@packflow/projections';
import { sql } from 'kysely';
import type { SignedInClient } from '../support/api-client';
import {
  type SignedContract,
  afterMonth,
  call,
  linesOf,
  shanghaiMonth,
  signedContract,
} from '../support/bills-fixtures';
import type { Seller } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

/**
 * The hash chain Finance verifies (month-end.md, "A hash chain Finance can verify"): every event
 * of a contract's money ledger and of a bill carries its chain link; "verify" answers the chains
 * intact with their first and last hash (a bill's last is the head its view shows), and once one
 * stored event is altered in PostgreSQL, names exactly that event.
 */
describeOn(POSTGRES, 'the hash chain', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  const month = shanghaiMonth();
  let sales: Seller;
  let finance: SignedInClient;
  let ours: SignedContract;
  let billId: string;

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 'h');
    sales = team.sales;
    finance = await team.as('f');
    ours = await signedContract(t, team.driver, sales, tag);
    await linesOf(t, ours.customerId, 2);
    const { db, commands, store } = t.api.infra;
    await runMonthClose({ db, commands, store }, month, 'system', () => afterMonth(month));
    billId = `${ours.customerId}-${month.replace('-', '')}`;
    const sent = await call<BillView>(sales.client, 'POST', `/bills/${billId}/send`, {});
    if (sent.status !== 200) throw new Error(`send: ${sent.body.msg}`);
  }, 300_000);

  const verify = async () => {
    const res = await call<ChainVerification>(finance, 'POST', '/reports/verify', {});
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('answers every money and bill chain intact, with its first and last hash', async () => {
    const checked = await verify();
    expect([checked.intact, checked.broken]).toEqual([true, null]);
    const money = checked.heads.find((h) => h.streamId === `contract-money-${ours.contractId}`);
    const bill = checked.heads.find((h) => h.streamId === `bill-${billId}`);
    expect(money).toMatchObject({
      first: expect.stringMatching(/^[0-9a-f]{64}$/),
      last: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(money!.events).toBeGreaterThanOrEqual(3);
    // The bill's chain: issued and sent, its last hash the one its history shows last.
    const view = (await call<BillView>(sales.client, 'GET', `/bills/${billId}`)).body.data;
    expect(bill).toEqual({
      streamId: `bill-${billId}`,
      events: 2,
      first: view.history[0]!.hash,
      last: view.history[1]!.hash,
    });
    expect(checked.chains).toBe(checked.heads.length);
    expect(checked.events).toBe(checked.heads.reduce((n, h) => n + h.events, 0));
    // Only Finance (and Admin) verifies.
    expect((await call(sales.client, 'POST', '/reports/verify', {})).status).toBe(403);
  });

  it('names the one stored event altered in PostgreSQL, and is intact again once it is put back', async () => {
    const db = t.api.infra.db;
    const stream = `contract-money-${ours.contractId}`;
    const target = (
      await sql<{ event_id: string; revision: string; type: string; position: string; data: unknown }>`
        select event_id::text as event_id, revision::text as revision, type, position::text as position, data
        from es_events where stream_id = ${stream} order by revision limit 1 offset 1`.execute(db)
    ).rows[0]!;
    await sql`update es_events set data = data || '{"amount":"9999.00"}'::jsonb where event_id = ${target.event_id}::uuid`.execute(
      db,
    );
    const broken = await verify();
    expect(broken.intact).toBe(false);
    expect(broken.broken).toMatchObject({
      streamId: stream,
      eventId: target.event_id,
      revision: Number(target.revision),
      position: target.position,
      type: target.type,
      expected: expect.stringMatching(/^[0-9a-f]{64}$/),
      found: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(broken.broken!.expected).not.toBe(broken.broken!.found);
    // The bill's chain is still listed intact; the altered one is not among the heads.
    expect(broken.heads.some((h) => h.streamId === `bill-${billId}`)).toBe(true);
    expect(broken.heads.some((h) => h.streamId === stream)).toBe(false);

    await sql`update es_events set data = ${JSON.stringify(target.data)}::jsonb where event_id = ${target.event_id}::uuid`.execute(
      db,
    );
    expect((await verify()).intact).toBe(true);
  });
});
