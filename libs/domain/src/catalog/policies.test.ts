import { CATALOG_READERS, SETTINGS_READERS, catalogAudience, settingsAudience } from './policies';

describe('who hears that the quotation settings changed', () => {
  it('the catalogues: whoever quotes, and the administrators', () => {
    expect([...CATALOG_READERS].sort()).toEqual(['Admin', 'OperatorIndex', 'OperatorManage', 'Traders']);
    expect(catalogAudience()).toEqual({ roles: CATALOG_READERS });
  });

  it('the settings documents: those, and finance (the golden-bean fee)', () => {
    expect([...SETTINGS_READERS].sort()).toEqual([
      'Admin',
      'Finance',
      'OperatorIndex',
      'OperatorManage',
      'Traders',
    ]);
    expect(settingsAudience()).toEqual({ roles: SETTINGS_READERS });
  });
});
