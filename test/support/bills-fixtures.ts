import { randomUUID } from 'node:crypto';
import type { ApiResponse, OrderDetail } from '@packflow/contracts';
import { orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import { sql } from 'kysely';
import type { Answer, SignedInClient } from './api-client';
import { signedHeaders } from './api-client';
import { type FulfilmentDriver, type Seller, until } from './fulfilment-fixtures';
import { laminatedContract, laminatedPouchLine } from './production-fixtures';
import type { useTestApi } from './test-api';

/**
 * What the bills and reports API tests share: a seller's contract signed on a confirmed down
 * payment (a signed line and a down-payment line for its customer's bill), JSON requests with a
 * language and an If-Match revision, downloads, and the read models caught up.
 */

type TestApi = ReturnType<typeof useTestApi>;

/** The month (yyyy-mm) and day of an instant in Asia/Shanghai, as bills count them. */
export const shanghaiDay = (at: Date = new Date()): string =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
export const shanghaiMonth = (at: Date = new Date()): string => shanghaiDay(at).slice(0, 7);

/** A JSON request in `locale`, with `If-Match: "<revision>"` when given. */
export async function call<T>(
  client: SignedInClient,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  options: { locale?: 'cn' | 'en'; ifMatch?: number } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${client.baseUrl}/api${path}`, {
    method,
    headers: {
      Locale: options.locale ?? 'en',
      ...signedHeaders(client.session!),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as ApiResponse<T>, headers: res.headers };
}

/** A file downloaded by `client`: its status, content type, disposition and bytes. */
export async function download(
  client: SignedInClient,
  path: string,
  locale: 'cn' | 'en' = 'en',
): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
  const res = await fetch(`${client.baseUrl}/api${path}`, {
    headers: { Locale: locale, ...signedHeaders(client.session!) },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

export interface SignedContract {
  contractId: string;
  orderId: string;
  number: string;
  customerId: string;
}

/**
 * A contract of the seller (1000 in all, the salesman's in CNY and Chinese, the trader's in USD
 * and English) with its order, a down payment of `paid` confirmed by Finance, then the order
 * signed: its customer's bill gets a down-payment line and a signed line of 1000.
 */
export async function signedContract(
  t: TestApi,
  driver: FulfilmentDriver,
  seller: Seller,
  tag: string,
  paid = '300',
  /** The day the down payment was received (default today): an earlier month puts its line there. */
  receivedOn?: string,
): Promise<SignedContract> {
  const contractId = randomUUID();
  const trader = seller.role === 'Traders';
  const number = `HT${tag.toUpperCase()}${contractId.slice(0, 4)}`;
  await t.api.infra.store.appendToStream(`contract-${contractId}`, [
    laminatedContract({
      contractId,
      number,
      ownerId: seller.id,
      ownerRole: seller.role,
      currency: trader ? 'USD' : 'CNY',
      language: trader ? 'en' : 'cn',
      lines: [laminatedPouchLine(`${contractId}-q0`, `BJ-P-${contractId.slice(0, 4)}`)],
    }),
  ]);
  const orderId = nameBasedUuid(orderFromContract.orderIdName(contractId, `${contractId}-q0`));
  await until(
    () => seller.client.get<OrderDetail>(`/order/${orderId}`),
    (r) => r.status === 200,
    'the order made',
  );
  await driver.pay(seller, contractId, paid, receivedOn);
  const signed = await seller.client.post('/order/sign', { ids: orderId });
  if (signed.body.code !== 0) throw new Error(`sign: ${signed.body.msg}`);
  await until(
    () => seller.client.get<OrderDetail>(`/order/${orderId}`),
    (r) => r.body.data.status === 'signed',
    'the order signed',
  );
  return { contractId, orderId, number, customerId: `customer-${seller.id}` };
}

/** Waits until the bills' lines hold `count` lines (at least) of the customer. */
export async function linesOf(
  t: TestApi,
  customerId: string,
  count: number,
): Promise<{ kind: string; amount: string }[]> {
  return until(
    async () =>
      (
        await sql<{ kind: string; amount: string }>`select kind, amount::text as amount from rm.bill_lines
          where customer_id = ${customerId} order by position`.execute(t.api.infra.db)
      ).rows,
    (rows) => rows.length >= count,
    `${count} bill lines of ${customerId}`,
  );
}

/** An instant early on the first day of the month after `month` (Asia/Shanghai, 03:00): when its close may run. */
export function afterMonth(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1, 3 - 8));
}
