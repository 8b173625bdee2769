import { CONTRACT_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { contract, contractPolicies } from '@packflow/domain';
import type { Insertable } from 'kysely';
import type { Projector } from '../projector';
import { eventTime } from '../rows';
import { createContractsTables } from './contracts.table';

type NewRow = Insertable<Database['contracts']>;

function requested(d: contract.ContractRequestedData, at: string): NewRow {
  return {
    id: d.contractId,
    number: d.number,
    customer_id: d.customerId,
    customer_name: d.customerName,
    owner_id: d.ownerId,
    owner_role: d.ownerRole,
    printing_type: d.printingType,
    taxed: d.taxed,
    payment_terms: d.paymentTerms,
    currency: d.currency,
    language: d.language,
    total: d.total,
    quotation_numbers: d.lines.map((l) => l.quotationNumber).join(' '),
    status: 'creating',
    lines: JSON.stringify(d.lines),
    refusal_reason: null,
    refusal_quotation_id: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * /Contract and its detail: one row per contract with its lines (jsonb) and its status (creating
 * while its quotations are being reserved, then created or refused). Live updates go to the owner,
 * supervisors and administrators.
 */
export const contractsProjector: Projector = {
  name: CONTRACT_READ_MODELS.contracts,
  version: 1,
  eventTypes: contract.CONTRACT_EVENT_TYPES,
  tables: ['contracts'],
  createTables: createContractsTables,

  async applyBatch(db, events) {
    const changed = new Set<string>();
    const owners = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as contract.ContractEvent;
      const at = eventTime(event);
      switch (e.type) {
        case 'ContractRequested':
          await db
            .insertInto('contracts')
            .values(requested(e.data, at))
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          owners.add(e.data.ownerId);
          break;
        case 'ContractCreated':
          await db
            .updateTable('contracts')
            .set({ status: 'created', updated_at: at })
            .where('id', '=', e.data.contractId)
            .execute();
          owners.add(e.data.ownerId);
          break;
        case 'ContractRefused':
          await db
            .updateTable('contracts')
            .set({
              status: 'refused',
              refusal_reason: e.data.reason,
              refusal_quotation_id: e.data.quotationId,
              updated_at: at,
            })
            .where('id', '=', e.data.contractId)
            .execute();
          break;
        default:
          continue;
      }
      changed.add(e.data.contractId);
    }
    if (!changed.size) return undefined;
    return { ids: [...changed], audience: contractPolicies.contractAudience([...owners]) };
  },
};
