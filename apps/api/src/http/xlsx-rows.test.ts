import { xlsxExportQuerySchema } from '@packflow/contracts';
import { cellOf, cellsOf, numFmtOf, valueAt } from './xlsx-rows';
import { exportFileName } from './xlsx-export.interceptor';

describe('an exported row', () => {
  const row = {
    number: 'HT1-1',
    total: '1234.5',
    quantity: 10000,
    status: 'wait',
    bagType: 'standUp',
    printingType: 'digital',
    customer: { name: 'Qingdao Tea', tags: ['a', 'b'] },
    createdAt: '2026-11-27T17:30:00.000Z',
    day: '2026-11-27',
    taxed: true,
    missing: null,
  };

  it('reads dot paths of its own properties only', () => {
    expect(valueAt(row, 'customer.name')).toBe('Qingdao Tea');
    expect(valueAt(row, 'customer.tags.1')).toBe('b');
    expect(valueAt(row, 'customer.nothing')).toBeUndefined();
    expect(valueAt(row, 'toString')).toBeUndefined();
    expect(valueAt(row, 'number.length')).toBeUndefined();
  });

  it('writes money and numbers as numbers, words for stored values, joined fields', () => {
    expect(
      cellsOf(row, [
        { title: 'No.', field: 'number' },
        { title: 'Total', field: 'total', kind: 'money' },
        { title: 'Qty', field: 'quantity', kind: 'number' },
        { title: 'Status', field: 'status', labels: { wait: '待签约' } },
        {
          title: 'Product',
          fields: ['bagType', 'printingType'],
          labels: { standUp: '自立袋', digital: '数码印刷' },
        },
        { title: 'Taxed', field: 'taxed', labels: { true: 'Yes', false: 'No' } },
        { title: 'Tags', field: 'customer.tags' },
        { title: 'None', field: 'missing', kind: 'money' },
        { title: 'Absent', field: 'nowhere' },
      ]),
    ).toEqual(['HT1-1', 1234.5, 10000, '待签约', '自立袋 数码印刷', 'Yes', 'a, b', null, null]);
    expect(numFmtOf({ title: 'Total', field: 'total', kind: 'money' })).toBe('0.00');
  });

  it("writes a moment as Shanghai's wall clock and a day as that day", () => {
    const at = cellOf(row, { title: 'At', field: 'createdAt', kind: 'datetime' }) as Date;
    // 17:30 UTC is 01:30 the next day in Shanghai.
    expect(at.toISOString()).toBe('2026-11-28T01:30:00.000Z');
    const day = cellOf(row, { title: 'Day', field: 'day', kind: 'date' }) as Date;
    expect(day.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(cellOf({ d: 'soon' }, { title: 'D', field: 'd', kind: 'date' })).toBe('soon');
  });

  it('names the file safely', () => {
    expect(exportFileName('订单/待签约')).toBe('订单 待签约.xlsx');
    expect(exportFileName('orders.xlsx')).toBe('orders.xlsx');
    expect(exportFileName(undefined)).toBe('export.xlsx');
  });

  it('parses _columns from JSON text and refuses what is not columns', () => {
    const ok = xlsxExportQuerySchema.safeParse({
      _format: 'xlsx',
      _columns: JSON.stringify([{ title: 'A', field: 'a.b', kind: 'money' }]),
    });
    expect(ok.success && ok.data._columns).toEqual([{ title: 'A', field: 'a.b', kind: 'money' }]);
    for (const bad of [
      'x',
      '[]',
      '[{"title":"A"}]',
      '[{"title":"A","field":"a","fields":["b"]}]',
      '[{"title":"A","field":"constructor"}]',
      '[{"title":"A","field":"a","extra":1}]',
    ])
      expect(xlsxExportQuerySchema.safeParse({ _format: 'xlsx', _columns: bad }).success).toBe(false);
  });
});
