import { DEFAULT_SETTINGS, type SettingsView } from '@packflow/contracts';
import { settingsFor } from '../catalog/policies';
import { mayReview } from './policies';
import { priceReviewerOf } from './reviewer';

const quotationSettings: SettingsView<'quotation'> = {
  name: 'quotation',
  values: DEFAULT_SETTINGS.quotation,
  version: 1,
  revision: 0,
  updatedAt: null,
  updatedBy: null,
  updatedByName: null,
};

describe('who reviews a price outside the allowed range', () => {
  it("is a salesman's supervisor, and the administrators for a trader or a salesman with another role", () => {
    expect(priceReviewerOf(['OperatorIndex'])).toBe('supervisor');
    expect(priceReviewerOf(['Traders'])).toBe('administrator');
    expect(priceReviewerOf(['OperatorIndex', 'Admin'])).toBe('administrator');
  });

  it('names the people mayReview lets decide: a supervisor reaches a salesman, never a trader', () => {
    const boss = { id: 'boss', role: 'OperatorManage' as const, areacode: null };
    const salesman = { id: 's', roles: ['OperatorIndex' as const], areacode: 'Q' as const };
    const trader = { id: 't', roles: ['Traders' as const], areacode: null };
    expect([mayReview(boss, salesman), priceReviewerOf(salesman.roles)]).toEqual([true, 'supervisor']);
    expect([mayReview(boss, trader), priceReviewerOf(trader.roles)]).toEqual([false, 'administrator']);
  });

  it('is sent with the quotation settings to whoever quotes, by their roles', () => {
    expect(settingsFor({ role: 'Traders', roles: ['Traders'] }, quotationSettings)).toMatchObject({
      reviewedBy: 'administrator',
    });
    expect(settingsFor({ role: 'OperatorIndex', roles: ['OperatorIndex'] }, quotationSettings)).toMatchObject(
      {
        reviewedBy: 'supervisor',
      },
    );
    expect(
      settingsFor({ role: 'OperatorIndex', roles: ['OperatorIndex', 'OperatorManage'] }, quotationSettings),
    ).toMatchObject({ reviewedBy: 'administrator' });
    expect(settingsFor({ role: 'Admin', roles: ['Admin'] }, quotationSettings)).not.toHaveProperty(
      'reviewedBy',
    );
  });
});
