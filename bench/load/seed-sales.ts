import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@packflow/contracts';
import { pngOf, uploadAs } from '../../test/support/files';
import { until } from '../../test/support/fulfilment-fixtures';
import { pouchForm } from '../../test/support/quotation-forms';
import { nextPhone } from '../../test/support/staff';
import { progress } from '../support';
import { type Person, inTurns, ofRole } from './people';
import { type SalesDesk, type World, emptyDesk, orderOf } from './world';

/** Per salesman: customers, quotations generated, contracts (one quotation each), of them paid. */
const CUSTOMERS = 20;
const QUOTATIONS = 10;
const CONTRACTS = 6;
const PAID = 4;
/** Of the paid orders, signed in the set-up (the rest wait for the salesman in the mix). */
const SIGNED = 3;

export const ok = <T>(
  what: string,
  answer: { status: number; body: { code: number; msg: string; data: T } },
): T => {
  if (answer.body.code !== 0) throw new Error(`${what}: ${answer.status} ${answer.body.msg}`);
  return answer.body.data;
};

/** The quotation form of the mix and the set-up: a stand-up pouch, its quantity varied. */
export const loadQuotationForm = (customerId: string, n: number) =>
  pouchForm(customerId, { quantity: String(5000 + (n % 4) * 1000) });

/** A receipt paying the contract in full (more than any total here), as a salesman records it. */
export const receiptForm = (contractId: string, proof: string) => ({
  contractId,
  amount: '1000000',
  method: 'bank',
  receivedOn: new Date().toISOString().slice(0, 10),
  proofs: proof,
  note: 'load',
  idempotencyKey: randomUUID(),
});

/**
 * The sales side through the API: golden beans for every salesman (Finance), customers,
 * quotations, contracts, receipts confirmed by Finance, orders signed; answers each salesman's
 * desk and the world's pools.
 */
export async function seedSales(people: Person[], world: World): Promise<void> {
  const salesmen = ofRole(people, 'OperatorIndex');
  const finance = ofRole(people, 'Finance');
  const png = await pngOf();
  progress(`load: ${salesmen.length} salesmen: beans, customers, quotations, contracts, receipts`);
  await inTurns(salesmen, 6, async (person, s) => {
    const cashier = finance[s % finance.length]!.client;
    ok(
      'recharge',
      await cashier.post('/golden-bean/recharge', { accountId: person.id, amount: '100000', note: 'load' }),
    );
    const client = person.client;
    const proof = ok('proof', await uploadAs(client.baseUrl, client, png, 'proof.png'));
    const desk: SalesDesk = emptyDesk(person, proof);
    for (let c = 0; c < CUSTOMERS; c++) {
      const name = `Load ${person.username.slice(-2)} ${c}`;
      desk.customers.push(
        ok('customer', await client.post<{ id: string }>('/customer', { name, phone: nextPhone() })).id,
      );
    }
    for (let q = 0; q < QUOTATIONS; q++) {
      const form = loadQuotationForm(desk.customers[q % CUSTOMERS]!, q);
      desk.quotations.push(ok('quotation', await client.post<{ id: string }>('/quotation', form)).id);
    }
    desk.freeQuotations = desk.quotations.slice(CONTRACTS);
    for (let k = 0; k < CONTRACTS; k++) {
      const quotationId = desk.quotations[k]!;
      const made = ok(
        'contract',
        await client.post<{ id: string }>('/contract', { quotationIds: quotationId, type: 'digital' }),
      );
      desk.contracts.push(made.id);
      const orderId = orderOf(made.id, quotationId);
      desk.orders.push(orderId);
      world.allOrders.push(orderId);
      if (k >= PAID) desk.unpaid.push({ contractId: made.id, orderId });
      else {
        const receipt = ok(
          'receipt',
          await client.post<{ receiptId: string }>('/finance/receipt', receiptForm(made.id, proof)),
        );
        world.toConfirm.push({ receiptId: receipt.receiptId, orderId, owner: person.id });
      }
    }
    world.desks.set(person.id, desk);
  });
  progress(`load: Finance confirms ${world.toConfirm.length} receipts`);
  const receipts = world.toConfirm.splice(0);
  await inTurns(receipts, 4, async (r, i) => {
    const cashier = finance[i % finance.length]!.client;
    await until(
      () => cashier.put(`/finance/receipt/${r.receiptId}/confirm`),
      (a) => a.body.code === 0,
      'receipt confirmed',
    );
    world.desks.get(r.owner)!.toSign.push(r.orderId);
  });
  progress('load: salesmen sign their paid orders');
  await inTurns([...world.desks.values()], 6, async (desk) => {
    for (let n = 0; n < SIGNED; n++) {
      const orderId = desk.toSign.shift()!;
      await until(
        () => desk.person.client.get<OrderDetail>(`/order/${orderId}`),
        (a) => a.status === 200,
        'the order made',
      );
      const signed = ok(
        'sign',
        await desk.person.client.post<{ status: string }>('/order/sign', { ids: orderId }),
      );
      if (signed.status !== 'signed') throw new Error(`sign: ${signed.status}`);
      desk.toArtwork.push(orderId);
    }
  });
}
