import { DEFAULT_SETTINGS, SETTINGS_NAMES, SETTINGS_SCHEMAS } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { DomainError, fold } from '../shared/decider';
import { type SettingsEvent, settingsDecider, settingsStream } from './settings';

const { given } = deciderSpec(settingsDecider);
const seeded = (name: (typeof SETTINGS_NAMES)[number]): SettingsEvent => ({
  type: 'SettingsInitialized',
  data: { name, values: DEFAULT_SETTINGS[name] },
});

describe('a settings document', () => {
  it('is one stream per name', () => {
    expect(settingsStream('golden')).toBe('settings-golden');
  });

  it.each(SETTINGS_NAMES)('starts %s at defaults that pass its schema, once', (name) => {
    expect(SETTINGS_SCHEMAS[name].parse(DEFAULT_SETTINGS[name])).toEqual(DEFAULT_SETTINGS[name]);
    const events = given([]).when({ type: 'InitializeSettings', data: { name } }).events;
    expect(events).toEqual([seeded(name)]);
    expect(fold(settingsDecider, events)).toEqual({
      initialized: true,
      values: DEFAULT_SETTINGS[name],
      version: 1,
    });
    given(events).when({ type: 'InitializeSettings', data: { name } }).then([]);
  });

  it('gives a field a newer version added its default on the next start', () => {
    const { vatPct: _vat, ...older } = DEFAULT_SETTINGS.rates;
    const first: SettingsEvent = {
      type: 'SettingsInitialized',
      data: { name: 'rates', values: older as typeof DEFAULT_SETTINGS.rates },
    };
    given([first])
      .when({ type: 'InitializeSettings', data: { name: 'rates' } })
      .then([
        {
          type: 'SettingsChanged',
          data: { name: 'rates', changes: [{ field: 'vatPct', from: null, to: '13' }] },
        },
      ]);
  });

  it('records only the fields that really change, with their old and new values', () => {
    const events = given([seeded('golden')]).when({
      type: 'ChangeSettings',
      data: { name: 'golden', changes: { fee: '2', threshold: '10' } },
    }).events;
    expect(events).toEqual([
      { type: 'SettingsChanged', data: { name: 'golden', changes: [{ field: 'fee', from: '1', to: '2' }] } },
    ]);
    const state = fold(settingsDecider, [seeded('golden'), ...events]);
    expect(state).toEqual({ initialized: true, values: { fee: '2', threshold: '10' }, version: 2 });
    given([seeded('golden'), ...events])
      .when({
        type: 'ChangeSettings',
        data: { name: 'golden', changes: { fee: '2' } },
      })
      .then([]);
  });

  it('takes the currency list whole and compares it by content', () => {
    const entries = structuredClone(DEFAULT_SETTINGS.currency.entries);
    given([seeded('currency')])
      .when({
        type: 'ChangeSettings',
        data: { name: 'currency', changes: { entries } },
      })
      .then([]);
    entries[1]!.value = '0.138';
    const events = given([seeded('currency')]).when({
      type: 'ChangeSettings',
      data: { name: 'currency', changes: { entries } },
    }).events;
    expect(events).toEqual([
      {
        type: 'SettingsChanged',
        data: {
          name: 'currency',
          changes: [{ field: 'entries', from: DEFAULT_SETTINGS.currency.entries, to: entries }],
        },
      },
    ]);
  });

  it('refuses a quotation range whose lowest ratio passes its highest, compared as numbers', () => {
    given([seeded('quotation')])
      .when({ type: 'ChangeSettings', data: { name: 'quotation', changes: { minRatio: '201' } } })
      .thenThrows('SETTINGS.RANGE_REVERSED', {
        messageKey: 'catalog.ratioRangeReversed',
        params: { min: '201', max: '200' },
        field: 'minRatio',
      });
    // As text "95" > "100"; as numbers it is below.
    expect(
      given([seeded('quotation')]).when({
        type: 'ChangeSettings',
        data: { name: 'quotation', changes: { minRatio: '95', maxRatio: '100' } },
      }).events,
    ).toHaveLength(1);
    expect(
      given([seeded('quotation')]).when({
        type: 'ChangeSettings',
        data: { name: 'quotation', changes: { minRatio: '150', maxRatio: '150' } },
      }).events,
    ).toHaveLength(1);
  });

  it('refuses changes before the defaults exist', () => {
    expect(
      () =>
        given([]).when({ type: 'ChangeSettings', data: { name: 'golden', changes: { fee: '2' } } }).events,
    ).toThrow(DomainError);
  });
});
