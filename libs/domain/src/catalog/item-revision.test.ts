import { deciderSpec } from '../../../../test/support/decider-spec';
import { type CatalogEvent, catalogDecider } from './catalog';
import { DEFAULT_CATALOGS } from './defaults';
import { settingsDecider } from './settings';

const catalogSpec = deciderSpec(catalogDecider);
const settingsSpec = deciderSpec(settingsDecider);

const seeded: CatalogEvent = {
  type: 'CatalogInitialized',
  data: { kind: 'auxzipper', items: DEFAULT_CATALOGS.auxzipper },
};
const first = DEFAULT_CATALOGS.auxzipper[0]!;
const second = DEFAULT_CATALOGS.auxzipper[1]!;
const changed = (id: string, to: string): CatalogEvent => ({
  type: 'CatalogItemChanged',
  data: { kind: 'auxzipper', id, changes: [{ field: 'unitPrice', from: '0', to }] },
});

describe('a catalogue item changed with the version the person opened', () => {
  it('is accepted while the item is at that version, whatever happened to other items', () => {
    catalogSpec
      .given([seeded, changed(second.id, '9')])
      .when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxzipper', id: first.id, changes: { unitPrice: '0.75' }, expectedVersion: 1 },
      })
      .thenMatches([{ type: 'CatalogItemChanged', data: { id: first.id } }]);
  });

  it('is refused as changed since opened once the item moved on, and names its version now', () => {
    catalogSpec
      .given([seeded, changed(first.id, '9')])
      .when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxzipper', id: first.id, changes: { unitPrice: '0.75' }, expectedVersion: 1 },
      })
      .thenThrows('RECORD.CHANGED', { messageKey: 'common.changedSinceOpened', params: { version: 2 } });
  });

  it('an unknown item is not found before any version is compared', () => {
    catalogSpec
      .given([seeded])
      .when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxzipper', id: 'nope', changes: { unitPrice: '1' }, expectedVersion: 1 },
      })
      .thenThrows('CATALOG.NOT_FOUND');
  });

  it('must name at least one field', () => {
    catalogSpec
      .given([seeded])
      .when({ type: 'ChangeCatalogItem', data: { kind: 'auxzipper', id: first.id, changes: {} } })
      .thenThrows('VALIDATION.FAILED', 'validation.nothingToChange');
  });
});

describe('a settings document change', () => {
  it('must name at least one field', () => {
    settingsSpec
      .given([
        { type: 'SettingsInitialized', data: { name: 'golden', values: { fee: '1', threshold: '5' } } },
      ])
      .when({ type: 'ChangeSettings', data: { name: 'golden', changes: {} } })
      .thenThrows('VALIDATION.FAILED', 'validation.nothingToChange');
  });
});
