import { DomainError } from '../../libs/domain/src/shared/decider';
import { processDecider } from '../../libs/domain/src/shared/process';
import { goldenBeansProjector } from '../../projections/src/golden-beans/golden-beans.projector';
import { deciderSpec, refusalOf } from './decider-spec';
import { openProjectors, useProjectors } from './projector-spec';
import { describeWithPostgres } from './services';

const names = { requested: 'Asked', failed: 'Failed', completed: 'Done' } as const;
const { given } = deciderSpec(processDecider<typeof names, { n: number }, { ok: boolean }>(names));

describe('the decider specification', () => {
  it('compares the events a command causes', () => {
    given([])
      .when({ type: 'StartProcess', data: { n: 1 } })
      .then([{ type: 'Asked', data: { n: 1 } }]);
    expect(() =>
      given([])
        .when({ type: 'StartProcess', data: { n: 1 } })
        .then([]),
    ).toThrow();
  });
  it('checks a refusal by code and message key, and fails when the command was accepted', () => {
    const started = [{ type: 'Asked' as const, data: { n: 1 } }];
    given(started)
      .when({ type: 'StartProcess', data: { n: 2 } })
      .thenThrows('PROCESS.STARTED', 'common.conflict');
    expect(given(started).when({ type: 'StartProcess', data: { n: 2 } }).refusal).toEqual({
      code: 'PROCESS.STARTED',
      messageKey: 'common.conflict',
      params: {},
      field: undefined,
    });
    expect(() =>
      given(started)
        .when({ type: 'StartProcess', data: { n: 2 } })
        .thenThrows('PROCESS.STARTED', 'other'),
    ).toThrow();
    expect(() =>
      given([])
        .when({ type: 'StartProcess', data: { n: 1 } })
        .thenThrows('PROCESS.STARTED'),
    ).toThrow(/accepted/);
    expect(() => given(started).when({ type: 'StartProcess', data: { n: 2 } }).events).toThrow(DomainError);
    expect(given(started).state.status).toBe('requested');
  });
  it('reads a refusal out of any act', () => {
    expect(
      refusalOf(() => {
        throw new DomainError('X.Y', 'x.y', { a: 1 }, 'f');
      }),
    ).toEqual({ code: 'X.Y', messageKey: 'x.y', params: { a: 1 }, field: 'f' });
    expect(() => refusalOf(() => 1)).toThrow(/accepted/);
    expect(() =>
      refusalOf(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
  });
});

describe('the projector specification', () => {
  const t = useProjectors({
    projectors: [goldenBeansProjector],
    metadata: { userId: 'u', role: 'Finance', at: '2026-01-01T00:00:00.000Z' },
  });
  it('feeds events to the projectors and lets the test read the rows', async () => {
    await t.append('beans-acc-1', [
      { type: 'BeansRecharged', data: { entryId: 'e1', amount: '5', note: '' } },
    ]);
    const rows = await t.rm.selectFrom('bean_entries').select(['entry_id', 'amount', 'user_id']).execute();
    expect(rows).toEqual([{ entry_id: 'e1', amount: '5', user_id: 'u' }]);
    expect(t.changes.map((c) => c.readModel)).toContain('golden_beans');
  });
});

describeWithPostgres('the projector specification on a scratch PostgreSQL database', () => {
  it('projects into a database of its own there too', async () => {
    const t = await openProjectors({
      projectors: [goldenBeansProjector],
      database: 'postgres',
      metadata: { userId: 'u', role: 'Finance', at: '2026-01-01T00:00:00.000Z' },
    });
    try {
      await t.append('beans-acc-1', [
        { type: 'BeansRecharged', data: { entryId: 'e1', amount: '5', note: '' } },
      ]);
      const rows = await t.rm.selectFrom('bean_entries').select(['entry_id', 'amount', 'user_id']).execute();
      expect(rows).toEqual([{ entry_id: 'e1', amount: '5', user_id: 'u' }]);
    } finally {
      await t.close();
    }
  });
});
