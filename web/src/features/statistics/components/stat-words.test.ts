import { i18n } from '../../../lib/i18n';
import { groupLabelOf, metricNameOf } from './stat-words';

describe('statistics words', () => {
  const t = i18n.t.bind(i18n);

  it.each([
    ['en', 'stage', 'lamination-2', 'lamination-2', 'Lamination 2'],
    ['en', 'stage', 'printing', 'printing', 'Printing'],
    ['cn', 'stage', 'bagMaking', 'bagMaking', '制袋'],
    ['en', 'defectKind', 'seal', 'seal', 'Seal'],
    ['en', 'printingType', 'gravure', 'gravure', 'Gravure'],
    ['en', 'method', 'bank', 'bank', 'Bank transfer'],
    ['en', 'area', '', '', '(none)'],
    ['cn', 'area', '', '', '（无）'],
    ['en', 'area', 'Q', 'Q', 'Q'],
    ['en', 'salesman', 's1', 'Sam Sales', 'Sam Sales'],
    ['en', 'stage', 'mystery-1', 'mystery-1', 'mystery-1'],
  ])('names a %s %s group %s', async (lang, groupBy, key, label, name) => {
    await i18n.changeLanguage(lang);
    expect(groupLabelOf(groupBy, { key, label }, t)).toBe(name);
  });

  it('says the currency of money figures only', async () => {
    await i18n.changeLanguage('en');
    expect(metricNameOf({ key: 'freight', kind: 'money' }, 'USD', t)).toBe('Freight (USD)');
    expect(metricNameOf({ key: 'shipments', kind: 'count' }, 'USD', t)).toBe('Shipments');
    expect(metricNameOf({ key: 'output', kind: 'quantity' }, null, t)).toBe('Good output');
  });
});
