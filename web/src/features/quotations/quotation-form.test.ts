import {
  applicableFields,
  blankQuotationForm,
  changeForm,
  formFromInput,
  readyToPrice,
  toQuotationForm,
  unitsFor,
} from './quotation-form';
import { quotationDetail } from './test-fixtures';

describe('the wizard form', () => {
  it('sends only what applies: no roll sizes on a bag, no bag options on roll film', () => {
    const bag = { ...blankQuotationForm(), bagType: 'standUp' as const, width: '120', rollDiameter: '300' };
    const sent = toQuotationForm(bag);
    expect(sent).toMatchObject({ make: 'bag', bagType: 'standUp', width: '120', bottomImage: 'false' });
    expect(sent).not.toHaveProperty('rollDiameter');

    const roll = changeForm({ ...bag, auxzipper: 'z-1', coreDiameter: '76' }, 'make', 'coiled');
    const rollSent = toQuotationForm(roll);
    expect(rollSent).toMatchObject({
      make: 'coiled',
      maketype: 'kg',
      coreDiameter: '76',
      rollDiameter: '300',
    });
    for (const field of ['bagType', 'auxzipper', 'irregular', 'bottomImage', 'makingDirection']) {
      expect(rollSent).not.toHaveProperty(field);
    }
    expect(toQuotationForm({ ...roll, rollBy: 'length', rollLength: '500' })).toMatchObject({
      rollLength: '500',
    });
    expect(toQuotationForm({ ...roll, rollBy: 'length', rollLength: '500' })).not.toHaveProperty(
      'rollDiameter',
    );
  });

  it('shows one laminate more than chosen, up to three; colours in gravure only', () => {
    const form = blankQuotationForm();
    expect(applicableFields(form).has('materialcomp2')).toBe(false);
    expect(applicableFields({ ...form, materialcomp: 'm-al' }).has('materialcomp2')).toBe(true);
    expect(
      applicableFields({ ...form, materialcomp: 'm-al', materialcomp2: 'm-ny' }).has('materialcomp3'),
    ).toBe(true);
    expect(applicableFields(form).has('colours')).toBe(false);
    expect(applicableFields({ ...form, quotation_type: 'gravure' }).has('colours')).toBe(true);
  });

  it('offers the quoting units the calculator takes', () => {
    expect(unitsFor('bag', 'digital')).toEqual(['piece', 'impression']);
    expect(unitsFor('bag', 'gravure')).toEqual(['piece']);
    expect(unitsFor('coiled', 'gravure')).toEqual(['kg', 'meter']);
    // Gravure has no impressions: the unit falls back to the first that applies.
    const form = { ...blankQuotationForm(), maketype: 'impression' as const };
    expect(changeForm(form, 'quotation_type', 'gravure').maketype).toBe('piece');
  });

  it('never has a bottom image and an added bottom together', () => {
    const form = changeForm(blankQuotationForm(), 'bottomImage', true);
    expect(changeForm(form, 'bottomAdded', true)).toMatchObject({ bottomAdded: true, bottomImage: false });
  });

  it('fills in a saved quotation and sends the same inputs again', () => {
    const { input } = quotationDetail();
    const form = formFromInput(input);
    expect(toQuotationForm(form)).toMatchObject({
      customerId: 'c-1',
      bagType: 'standUp',
      width: '120',
      height: '180',
      bottomGusset: '70',
      materialprinting: 'm-pet',
      artworks: '2',
      quantity: '10000',
    });
    expect(readyToPrice(toQuotationForm(form))).toBe(true);
    expect(readyToPrice(toQuotationForm(blankQuotationForm()))).toBe(false);
  });
});
