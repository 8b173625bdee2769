import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { CommissionTier } from '@packflow/contracts';
import { commission } from '@packflow/domain';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { SignedInClient } from './api-client';
import { shanghaiDay } from './bills-fixtures';
import { pngOf, uploadAs } from './files';
import type { Seller } from './fulfilment-fixtures';
import type { FulfilmentTeam } from './fulfilment-team';
import type { useTestApi } from './test-api';

/**
 * What the wages and rank API tests share: a salesman of the team as a seller (his id from the
 * accounts), the commission a month's collections earn by the tiers (the reference the API's
 * figures are checked against), and an Excel download read back cell by cell.
 */

type TestApi = ReturnType<typeof useTestApi>;

/** One of the team created as `<prefix><short>-<tag>`, as a seller of orders. */
export async function sellerOf(
  t: TestApi,
  team: FulfilmentTeam,
  username: string,
  short: string,
): Promise<Seller> {
  const row = await sql<{ id: string }>`select id from rm.accounts where username = ${username}`.execute(
    t.api.infra.db,
  );
  return { client: await team.as(short), id: row.rows[0]!.id, role: 'OperatorIndex' };
}

/** What collections of `amounts` (yuan, in order, negative for a refund) earn in one month, line by line. */
export function earnedBy(tiers: readonly CommissionTier[], amounts: readonly string[]): string[] {
  let base = new Decimal(0);
  return amounts.map((cny) => {
    const line = commission.lineCommission(tiers, base, cny);
    base = base.plus(cny);
    return line;
  });
}

export const sum = (values: readonly string[]): string =>
  values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

/** An xlsx file's sheets read back: each sheet's name and its rows' cells (value and number format). */
export async function readWorkbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: { value: unknown; numFmt: string | undefined }[][] = [];
    sheet.eachRow((row) => {
      const cells: { value: unknown; numFmt: string | undefined }[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) {
        const cell = row.getCell(c);
        cells.push({ value: cell.value, numFmt: cell.numFmt });
      }
      rows.push(cells);
    });
    return { name: sheet.name, rows, values: rows.map((r) => r.map((c) => c.value ?? null)) };
  });
}

/** The month after `month` (yyyy-mm). */
export const monthAfter = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** A wage sheet's id: `<staffId>-<yyyymm>`. */
export const sheetId = (staffId: string, month: string): string => `${staffId}-${month.replace('-', '')}`;

/** A proof image uploaded by `client` (its stored path). */
export const proofOf = async (client: SignedInClient): Promise<string> =>
  (await uploadAs(client.baseUrl, client, await pngOf(), 'transfer.png')).body.data;

/** A receipt of `amount` recorded by the seller on the contract and confirmed by Finance. */
export async function confirmedReceipt(
  seller: SignedInClient,
  finance: SignedInClient,
  contractId: string,
  amount: string,
): Promise<void> {
  const recorded = await seller.post<{ receiptId: string }>('/finance/receipt', {
    contractId,
    amount,
    method: 'bank',
    receivedOn: shanghaiDay(),
    proofs: await proofOf(seller),
    note: '',
    idempotencyKey: randomUUID(),
  });
  if (recorded.body.code !== 0) throw new Error(`receipt: ${recorded.body.msg}`);
  await finance.get(`/finance/receipt?contractId=${contractId}&_position=${recorded.body.extra?.position}`);
  const confirmed = await finance.put(`/finance/receipt/${recorded.body.data.receiptId}/confirm`);
  if (confirmed.body.code !== 0) throw new Error(`confirm: ${confirmed.body.msg}`);
}

/** Finance refunds `amount` of a canceled order and pays it with proof. */
export async function paidRefund(
  finance: SignedInClient,
  order: { contractId: string; orderId: string },
  amount: string,
): Promise<void> {
  const refund = await finance.post<{ paymentId: string }>('/finance/payment', {
    contractId: order.contractId,
    orderId: order.orderId,
    amount,
    reason: 'Order canceled',
    idempotencyKey: randomUUID(),
  });
  if (refund.body.code !== 0) throw new Error(`refund: ${refund.body.msg}`);
  await finance.get(`/finance/payment?_position=${refund.body.extra?.position}`);
  const paid = await finance.put(`/finance/payment/${refund.body.data.paymentId}/pay`, {
    proofs: await proofOf(finance),
  });
  if (paid.body.code !== 0) throw new Error(`pay: ${paid.body.msg}`);
}

/**
 * Moves the clock (Date only: timers, the event loop and performance run as ever, and the clock
 * keeps going) to `at`, for the API running in this process too; `jest.useRealTimers()` undoes it.
 */
export function onlyDateAt(at: number): void {
  jest.useFakeTimers({
    now: at,
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
