import { identitySetupDecider, unknownLoginsDecider } from './identity-logs';

const context = { username: 'ghost', ip: '127.0.0.1', userAgent: 'jest' };

describe('identity logs', () => {
  it('records every login with an unknown username as it came', () => {
    const state = unknownLoginsDecider.initialState();
    const command = { type: 'RecordUnknownLogin' as const, data: context };
    expect(unknownLoginsDecider.decide(command, state)).toEqual([
      { type: 'LoginUnknownUser', data: context },
    ]);
  });

  it('marks the first administrator once: a second start-up adds nothing', () => {
    const mark = (accountId: string) => ({ type: 'MarkFirstAdmin' as const, data: { accountId } });
    const fresh = identitySetupDecider.initialState();
    const [created] = identitySetupDecider.decide(mark('a1'), fresh);
    expect(created).toEqual({ type: 'FirstAdminCreated', data: { accountId: 'a1' } });
    const marked = identitySetupDecider.evolve(fresh, created!);
    expect(marked.firstAdminId).toBe('a1');
    expect(identitySetupDecider.decide(mark('a2'), marked)).toEqual([]);
  });
});
