import { DEFAULT_SETTINGS, type CatalogItem, type SettingsView } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import { checkSettingsReader, itemFor, settingsFor } from './policies';

const film = {
  id: 'pet12',
  kind: 'materialprinting',
  name: '光膜PET',
  englishName: 'PET film',
  thickness: 12,
  density: 1.4,
  pricePerKg: '11',
  printingTypes: ['digital'],
  inStock: true,
  virtual: false,
  aluminised: false,
  active: true,
  version: 1,
  updatedAt: '',
  updatedBy: null,
  updatedByName: null,
} as CatalogItem;

const view = <N extends 'currency' | 'rates'>(name: N): SettingsView<N> => ({
  name,
  values: DEFAULT_SETTINGS[name],
  version: 1,
  revision: 0,
  updatedAt: null,
  updatedBy: null,
  updatedByName: null,
});

describe('what a trade customer is sent of the catalogues and settings', () => {
  it('sends a trader a catalogue item without its price, and everyone else the whole item', () => {
    expect(itemFor({ role: 'OperatorIndex' }, film)).toBe(film);
    const seen = itemFor({ role: 'Traders' }, film);
    expect(seen).not.toHaveProperty('pricePerKg');
    expect(seen).toMatchObject({ id: 'pet12', englishName: 'PET film', thickness: 12, inStock: true });
  });

  it('keeps the rates from a trader and sends the currency list without factors or margins', () => {
    expect(() => checkSettingsReader({ role: 'Traders' }, 'rates')).toThrow(DomainError);
    expect(() => checkSettingsReader({ role: 'OperatorIndex' }, 'rates')).not.toThrow();
    const currency = settingsFor({ role: 'Traders' }, view('currency'));
    expect(currency.values).toEqual({
      entries: DEFAULT_SETTINGS.currency.entries.map(({ label, currency: c }) => ({ label, currency: c })),
    });
    expect(settingsFor({ role: 'Admin' }, view('currency'))).toEqual(view('currency'));
  });
});
