import { contract, quotation } from '@packflow/domain';
import { fixturePouch, fixtureSettings } from '../../../test/support/pricing-fixtures';
import { useProjectors } from '../../../test/support/projector-spec';
import { quotationsProjector } from '../quotations/quotations.projector';
import { contractsProjector } from './contracts.projector';

const AT = '2026-11-24T08:00:00.000Z';
const OWNER = { id: 'sales-1', role: 'OperatorIndex' as const };
const input = fixturePouch({ quantity: '5000' });

/** A contract's row follows its process: being made, then made or refused; its quotations show it. */
describe('the contracts read model', () => {
  const t = useProjectors({ projectors: [contractsProjector, quotationsProjector] });

  async function requested(contractId: string, quotationId: string) {
    const [generated] = quotation.quotationDecider.decide(
      {
        type: 'GenerateQuotation',
        data: {
          id: quotationId,
          owner: OWNER,
          customerId: 'cust-1',
          locale: 'cn',
          input,
          settings: fixtureSettings(input, 'cn'),
          sourceId: null,
          revisionOf: null,
          rootId: quotationId,
          revisionNo: 1,
          beanEntryId: null,
          at: AT,
        },
      },
      quotation.quotationDecider.initialState(),
    );
    await t.append(`quotation-${quotationId}`, [generated!], { userId: OWNER.id });
    const state = quotation.evolve(quotation.quotationDecider.initialState(), generated!);
    const events = contract.contractDecider.decide(
      {
        type: 'RequestContract',
        data: {
          contractId,
          actor: OWNER,
          quotationIds: [quotationId],
          quotations: [{ id: quotationId, state }],
          type: 'digital',
          taxed: undefined,
          customer: { id: 'cust-1', exists: true, name: 'Harbour Tea', ownerId: OWNER.id },
          at: AT,
        },
      },
      contract.contractDecider.initialState(),
    );
    await t.append(contract.contractStream(contractId), events, { userId: OWNER.id });
    return events[0]!.data as contract.ContractRequestedData;
  }
  const row = (id: string) =>
    t.rm.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows a contract being made, then made, with its lines and quotation numbers; the quotation shows its contract', async () => {
    const request = await requested('k-1', 'q-1');
    expect(await row('k-1')).toMatchObject({
      status: 'creating',
      number: request.number,
      total: request.total,
    });
    await t.append(
      'quotation-q-1',
      [
        {
          type: 'QuotationPutUnderContract',
          data: { contractId: 'k-1', contractNumber: request.number, at: AT },
        },
      ],
      { userId: OWNER.id },
    );
    await t.append(
      contract.contractStream('k-1'),
      [{ type: 'ContractCreated', data: { ...request, createdAt: AT } }],
      { userId: OWNER.id },
    );
    const made = await row('k-1');
    expect(made).toMatchObject({ status: 'created', customer_name: 'Harbour Tea', printing_type: 'digital' });
    expect(made.quotation_numbers).toBe(request.lines[0]!.quotationNumber);
    expect(made.lines).toEqual(JSON.parse(JSON.stringify(request.lines)));
    const q = await t.rm
      .selectFrom('quotations')
      .select(['contract_id', 'contract_number'])
      .where('id', '=', 'q-1')
      .executeTakeFirstOrThrow();
    expect(q).toEqual({ contract_id: 'k-1', contract_number: request.number });
  });

  it('shows a refused contract with its reason and quotation; a released quotation is free again', async () => {
    await requested('k-2', 'q-2');
    await t.append(
      'quotation-q-2',
      [
        { type: 'QuotationPutUnderContract', data: { contractId: 'k-2', contractNumber: 'HT2', at: AT } },
        { type: 'QuotationReleasedFromContract', data: { contractId: 'k-2', at: AT } },
      ],
      { userId: OWNER.id },
    );
    await t.append(
      contract.contractStream('k-2'),
      [
        {
          type: 'ContractRefused',
          data: {
            contractId: 'k-2',
            reason: 'contracts.quotationUnderContract',
            code: 'QUOTATION.UNDER_CONTRACT',
            params: {},
            quotationId: 'q-2',
            at: AT,
          },
        },
      ],
      { userId: OWNER.id },
    );
    expect(await row('k-2')).toMatchObject({
      status: 'refused',
      refusal_reason: 'contracts.quotationUnderContract',
      refusal_quotation_id: 'q-2',
    });
    const q = await t.rm
      .selectFrom('quotations')
      .select(['contract_id'])
      .where('id', '=', 'q-2')
      .executeTakeFirstOrThrow();
    expect(q.contract_id).toBeNull();
  });
});
