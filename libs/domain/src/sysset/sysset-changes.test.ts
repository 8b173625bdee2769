import { deciderSpec } from '../../../../test/support/decider-spec';
import { type SyssetEvent, defaultSysset, syssetDecider } from './sysset';

const { given } = deciderSpec(syssetDecider);
const initialized: SyssetEvent = { type: 'SyssetInitialized', data: { values: defaultSysset('2026-11-22') } };

describe('a change of the system settings', () => {
  it('must name at least one field: an empty change is a form to correct', () => {
    given([initialized])
      .when({ type: 'ChangeSysset', data: { changes: {} } })
      .thenThrows('VALIDATION.FAILED', 'validation.nothingToChange');
  });

  it('naming a field with its current value is accepted and changes nothing', () => {
    given([initialized])
      .when({ type: 'ChangeSysset', data: { changes: { expiryWarnDays: 30 } } })
      .then([]);
  });

  it('is refused before the first start has written the settings', () => {
    given([])
      .when({ type: 'ChangeSysset', data: { changes: { expiryWarnDays: 10 } } })
      .thenThrows('SYSSET.NOT_INITIALIZED');
  });
});
