import { randomUUID } from 'node:crypto';
import { type contract, orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { RunningApi } from '../../apps/api/src/bootstrap';
import { fixturePouch } from './pricing-fixtures';

/** Waits until the orders reactor has made the order (its stream has events). */
export async function orderMade(api: RunningApi, orderId: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await api.infra.commands.history(`order-${orderId}`)).length > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the orders reactor did not make order ${orderId}`);
}

export interface MadeContract {
  contractId: string;
  orderId: string;
  number: string;
}

/**
 * A contract of `ownerId` as the contracts area records it once its quotations are reserved, with
 * one line of 2000 pieces at 0.5 (1000) whose order the orders reactor then makes (a real order,
 * so the orders read model projects it).
 */
export async function contractOf(
  api: RunningApi,
  ownerId: string,
  {
    ownerRole = 'OperatorIndex',
    paymentTerms = 'advance30',
    currency = 'CNY',
    customerName = `Customer of ${ownerId}`,
    layers = {},
    printingType = 'digital',
  }: {
    ownerRole?: contract.ContractCreatedData['ownerRole'];
    paymentTerms?: contract.ContractCreatedData['paymentTerms'];
    currency?: contract.ContractCreatedData['currency'];
    customerName?: string;
    /** Layers laminated to the printed one (materialcomp, materialinner …): each is a lamination pass. */
    layers?: Record<string, { id: string; name: string; englishName: string }>;
    printingType?: contract.ContractCreatedData['printingType'];
  } = {},
): Promise<MadeContract> {
  const contractId = randomUUID();
  const at = new Date().toISOString();
  const number = `HT-${contractId.slice(0, 8)}`;
  const data: contract.ContractCreatedData = {
    contractId,
    number,
    customerId: `customer-of-${ownerId}`,
    customerName,
    ownerId,
    ownerRole,
    printingType,
    taxed: true,
    paymentTerms,
    currency,
    language: 'cn',
    lines: [
      {
        quotationId: `${contractId}-q0`,
        quotationNumber: `BJ-R-${contractId.slice(0, 4)}`,
        quantity: 2000,
        unit: 'piece',
        unitPrice: '0.5',
        total: '1000',
        bagType: 'standUp',
        make: 'bag',
        snapshot: {
          input: fixturePouch({ quantity: '2000' }),
          materials: {
            materialprinting: { id: 'pet12', name: '镀铝膜', englishName: 'Metallised PET' },
            ...layers,
          },
          accessories: {},
          bagType: { id: 'standUp', name: '自立袋', englishName: 'Stand-up pouch' },
          knifeStyle: null,
          makenumber: 1,
          decimals: 2,
        },
      },
    ],
    total: '1000',
    by: ownerId,
    at,
    createdAt: at,
  };
  await api.infra.store.appendToStream(`contract-${contractId}`, [
    { type: 'ContractCreated', data, metadata: { userId: ownerId, at, correlationId: contractId } },
  ]);
  const orderId = nameBasedUuid(orderFromContract.orderIdName(contractId, `${contractId}-q0`));
  await orderMade(api, orderId);
  return { contractId, orderId, number };
}
