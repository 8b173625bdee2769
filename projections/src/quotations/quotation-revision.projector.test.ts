import { fold, quotation } from '@packflow/domain';
import { fixturePouch, fixtureSettings } from '../../../test/support/pricing-fixtures';
import { useProjectors } from '../../../test/support/projector-spec';
import { quotationsProjector } from './quotations.projector';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();
const OWNER = { id: 'sales-1', role: 'OperatorIndex' as const };
const range = { minRatio: '94', maxRatio: '200' };
const input = fixturePouch({ ratio: '90' });

describe('the revision a quotation row shows', () => {
  const t = useProjectors({ projectors: [quotationsProjector] });
  const revisionOf = async (id: string) =>
    (
      await t.rm
        .selectFrom('quotations')
        .select('stream_revision')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stream_revision;

  it('is the stream revision of the last event applied, for every event of the quotation', async () => {
    const history: quotation.QuotationEvent[] = [];
    const run = async (command: quotation.QuotationCommand) => {
      const events = quotation.quotationDecider.decide(command, fold(quotation.quotationDecider, history));
      history.push(...events);
      await t.append('quotation-q1', events, { userId: OWNER.id });
    };
    await run({
      type: 'GenerateQuotation',
      data: {
        id: 'q1',
        owner: OWNER,
        customerId: 'cust-1',
        locale: 'cn',
        input,
        settings: fixtureSettings(input, 'cn'),
        sourceId: null,
        revisionOf: null,
        rootId: 'q1',
        revisionNo: 1,
        beanEntryId: null,
        at: at(0),
      },
    });
    expect(await revisionOf('q1')).toBe(0);
    await run({ type: 'ChangeQuotationRatio', data: { ratio: '92', by: OWNER.id, range, at: at(1) } });
    expect(await revisionOf('q1')).toBe(1);
    // A supersede (by the generation of a revision) moves it too: a review opened before is stale.
    await run({
      type: 'SupersedeQuotation',
      data: { by: 'q2', byNumber: 'BJ2', ownerId: OWNER.id, at: at(2) },
    });
    await run({ type: 'WithdrawSupersede', data: { by: 'q2', at: at(3) } });
    expect(await revisionOf('q1')).toBe(3);
    await run({ type: 'ApproveQuotation', data: { reason: '', at: at(4) } });
    expect(await revisionOf('q1')).toBe(history.length - 1);
  });
});
