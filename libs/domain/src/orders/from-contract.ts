import type { ContractLine, OrderLayer, OrderSnapshot, SnapshotItem } from '@packflow/contracts';
import type { ContractCreatedData } from '../contracts/contract';
import type { OrderCreatedData } from './order';

/**
 * The orders a created contract makes: one per line, in Wait, with the line's quantity and price
 * and what the factory needs of the stored quotation (never priced again). An order's id is a
 * name-based id of (contract, quotation), so the contract's reaction run twice makes each once.
 */

/** The id of the order a contract makes from one of its quotations (the caller hashes the name). */
export const orderIdName = (contractId: string, quotationId: string): string =>
  `order:${contractId}:${quotationId}`;

/** A supplementary order is numbered after its parent: the parent's number, B and its turn. */
export const supplementaryNumber = (parentNumber: string, n: number): string => `${parentNumber}-B${n}`;

/** The parent's number of a supplementary order's number (`supplementaryNumber` undone). */
export const parentNumberOf = (number: string): string => number.replace(/-B\d+$/, '');

/** The id name of the `n`th supplementary order of an order. */
export const supplementaryIdName = (parentOrderId: string, n: number): string =>
  `supplementary:${parentOrderId}:${n}`;

const SIZE_FIELDS = [
  'width',
  'height',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'coreDiameter',
  'rollDiameter',
  'rollLength',
] as const;

const layer = (item: SnapshotItem | undefined | null): OrderLayer | null =>
  item ? { name: item.name, english_name: item.englishName } : null;

export function orderSnapshot(line: ContractLine): OrderSnapshot {
  const { input, materials, accessories } = line.snapshot;
  const sizes: Record<string, number> = {};
  for (const field of SIZE_FIELDS) {
    const value = input[field];
    if (typeof value === 'number') sizes[field] = value;
  }
  return {
    quotation_type: input.quotation_type,
    make: line.make,
    bagType: line.bagType,
    maketype: line.unit,
    // As the salesman chose it on the contract's line; null on contracts made before it was asked.
    sampling: line.sampling ?? null,
    artworkCount: input.artworks ?? 0,
    ratio: input.ratio,
    sizes,
    materialprintinginfo: layer(materials.materialprinting),
    materialcompinfo: layer(materials.materialcomp),
    materialcomp2info: layer(materials.materialcomp2),
    materialcomp3info: layer(materials.materialcomp3),
    materialinnerinfo: layer(materials.materialinner),
    auxzipper_name: layer(accessories.auxzipper),
    auxhandle_name: layer(accessories.auxhandle),
    auxexhaust_name: layer(accessories.auxexhaust),
    auxsealingbar_name: layer(accessories.auxsealingbar),
  };
}

/** The orders of a created contract; `idOf` turns an id name into the order's id. */
export function ordersOfContract(
  contract: ContractCreatedData,
  idOf: (name: string) => string,
): OrderCreatedData[] {
  return contract.lines.map((line, i) => ({
    orderId: idOf(orderIdName(contract.contractId, line.quotationId)),
    number: `${contract.number}-${i + 1}`,
    contractId: contract.contractId,
    contractNumber: contract.number,
    quotationId: line.quotationId,
    quotationNumber: line.quotationNumber,
    customerId: contract.customerId,
    customerName: contract.customerName,
    ownerId: contract.ownerId,
    ownerRole: contract.ownerRole,
    printingType: contract.printingType,
    taxed: contract.taxed,
    paymentTerms: contract.paymentTerms,
    currency: contract.currency,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    total: line.total,
    type: 'normal',
    parentOrderId: null,
    snapshot: orderSnapshot(line),
    at: contract.createdAt,
  }));
}
