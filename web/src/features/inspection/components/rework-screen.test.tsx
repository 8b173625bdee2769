/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReworkScreen } from './rework-screen';

const item = (over: Record<string, unknown> = {}) => ({
  reworkId: 'o-1:1',
  orderId: 'o-1',
  lot: 1,
  orderNumber: 'HT-1',
  customerName: 'Acme Foods',
  stage: 'bagMaking',
  quantity: 3000,
  unit: 'piece',
  reason: 'Seals open',
  status: 'open',
  openedAt: '2026-11-27T10:00:00.000Z',
  goodQuantity: null,
  waste: null,
  note: null,
  finishedBy: null,
  finishedByName: null,
  finishedAt: null,
  actions: ['finish'],
  ...over,
});

const EXPORT_CN = '导出 Excel';

function open(path: string, rows: unknown[], locale: 'en' | 'cn' = 'en') {
  let answers = 0;
  const calls = mockFetch((call: ApiCall) =>
    call.method === 'POST'
      ? ++answers === 1
        ? {
            status: 422,
            body: {
              code: 1002,
              data: null,
              msg: 'Good output and waste together exceed the rework quantity (waste at most 100)',
              extra: {
                fields: {
                  waste: 'Good output and waste together exceed the rework quantity (waste at most 100)',
                },
              },
            },
          }
        : ok(null, { position: '5' }, 'Rework finished')
      : ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length } }),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ReworkScreen />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

describe('the rework items', () => {
  it('lists the open ones and finishes one, showing the server’s refusal at its field', async () => {
    const calls = open('/OrderProduct/Rework', [
      item(),
      item({ reworkId: 'o-2:1', orderId: 'o-2', orderNumber: 'HT-2', actions: [] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Rework' })).toBeInTheDocument();
    expect(await screen.findByText('HT-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish rework of HT-2 lot 1' })).toBeNull();
    expect(calls[0]!.query.get('status')).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Finish rework of HT-1 lot 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish rework of HT-1 lot 1' });
    expect(within(dialog).getByLabelText('Good output (pcs)')).toHaveValue('3000');
    fireEvent.change(within(dialog).getByLabelText('Good output (pcs)'), { target: { value: '2900' } });
    fireEvent.change(within(dialog).getByLabelText('Waste (pcs)'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish rework' }));
    expect(
      await within(dialog).findAllByText(
        'Good output and waste together exceed the rework quantity (waste at most 100)',
      ),
    ).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish rework' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.filter((c) => c.method === 'POST')[1]!;
    expect(post.path).toBe('/api/production/o-1/rework/1/finish');
    expect(Object.fromEntries(post.body!)).toEqual({ goodQuantity: '2900', waste: '100', note: '' });
  });

  it('checks the figures before sending', async () => {
    const calls = open('/OrderProduct/Rework', [item()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Finish rework of HT-1 lot 1' }));
    fireEvent.change(screen.getByLabelText('Good output (pcs)'), { target: { value: '3001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish rework' }));
    expect(screen.getByText('A whole number from 1 to 3000')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the finished ones with their output, in Chinese', async () => {
    const calls = open(
      '/OrderProduct/Rework?view=finished',
      [
        item({
          status: 'finished',
          goodQuantity: 2900,
          waste: 100,
          finishedAt: '2026-11-27T12:00:00.000Z',
          actions: [],
        }),
      ],
      'cn',
    );
    expect(await screen.findByRole('columnheader', { name: '良品' })).toBeInTheDocument();
    expect(await screen.findByText('2,900 个')).toBeInTheDocument();
    expect(calls[0]!.query.get('status')).toBe('finished');

    // The export asks the list's own route, with its filters, for every row in the columns shown.
    fireEvent.click(screen.getByRole('button', { name: EXPORT_CN }));
    await waitFor(() => expect(calls.some((c) => c.query.get('_format') === 'xlsx')).toBe(true));
    const asked = calls.find((c) => c.query.get('_format') === 'xlsx')!;
    expect([asked.path, asked.query.get('status'), asked.query.get('_filename')]).toEqual([
      '/api/production/rework',
      'finished',
      '返工 · 已完成',
    ]);
    expect(asked.query.has('_page')).toBe(false);
    const columns = JSON.parse(asked.query.get('_columns')!) as Record<string, unknown>[];
    expect(columns.map((c) => [c.title, c.field ?? c.fields, c.kind ?? null])).toEqual([
      ['订单号', 'orderNumber', null],
      ['客户', 'customerName', null],
      ['批次', 'lot', 'number'],
      ['工序', 'stage', null],
      ['数量', ['quantity', 'unit'], null],
      ['原因', 'reason', null],
      ['下发时间', 'openedAt', 'datetime'],
      ['良品', ['goodQuantity', 'unit'], null],
      ['损耗', ['waste', 'unit'], null],
      ['完成时间', 'finishedAt', 'datetime'],
    ]);
    expect(columns[3]!.labels).toMatchObject({ bagMaking: '制袋' });
    expect(columns[4]!.labels).toMatchObject({ piece: '个' });
  });
});
