/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LotView } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ConcessionScreen, FailedLotsScreen } from './decision-screens';
import { InspectionListScreen } from './inspection-list-screen';
import { failedLot, record, waitingLot } from './lot.fixture';

function open(
  path: string,
  Screen: ComponentType,
  rows: LotView[],
  { locale = 'en', post }: { locale?: 'en' | 'cn'; post?: (call: ApiCall) => Reply } = {},
) {
  const calls = mockFetch((call) =>
    call.path === '/api/inspection/lots'
      ? ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length } })
      : call.method === 'POST' && post
        ? post(call)
        : ok({ imageLimit: 5 }),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Screen />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

const listCall = (calls: ApiCall[]) => calls.find((c) => c.path === '/api/inspection/lots')!;

describe('the lots waiting for inspection', () => {
  it('lists them with their source and arrival, offering Inspect only where the server does', async () => {
    const calls = open('/OrderQuality/Wait', InspectionListScreen, [
      waitingLot(),
      waitingLot({ id: 'o-2:2', orderId: 'o-2', orderNumber: 'HT-2', n: 2, source: 'rework', actions: [] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'To be inspected' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Inspect HT-1 lot 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inspect HT-2 lot 2' })).toBeNull();
    expect(screen.getByText('Rework')).toBeInTheDocument();
    expect(screen.getAllByText('5,000 pcs')).toHaveLength(2);
    expect(listCall(calls).query.get('status')).toBe('waiting');

    fireEvent.click(screen.getByRole('button', { name: 'Inspect HT-1 lot 1' }));
    expect(await screen.findByRole('dialog', { name: 'Inspect HT-1 lot 1' })).toBeInTheDocument();
  });

  it('says what will appear when none waits, in Chinese', async () => {
    open('/OrderQuality/Wait', InspectionListScreen, [], { locale: 'cn' });
    expect(await screen.findByText(/没有待质检的批次/)).toBeInTheDocument();
  });

  it('keeps the search in the URL-backed list and asks the inspected lots on /Finished', async () => {
    const calls = open('/OrderQuality/Finished?keyword=Acme', InspectionListScreen, [
      failedLot({ actions: [] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Inspected' })).toBeInTheDocument();
    expect(listCall(calls).query.get('status')).toBe('inspected');
    expect(listCall(calls).query.get('keyword')).toBe('Acme');
    expect(await screen.findByText('Li Qing')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View inspection of HT-1 lot 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspection of HT-1 lot 1' });
    expect(within(dialog).getByText('123 mm (norm 120 ± 1)')).toBeInTheDocument();
    expect(within(dialog).getByText('Seals open')).toBeInTheDocument();
  });
});

describe('the failed lots', () => {
  it('offers only the decisions the lot’s actions name, and sends the one chosen', async () => {
    const calls = open(
      '/OrderQuality/Failed',
      FailedLotsScreen,
      [
        failedLot({ actions: ['rework', 'concession'] }),
        failedLot({
          id: 'o-3:1',
          orderId: 'o-3',
          orderNumber: 'HT-3',
          status: 'rework',
          actions: [],
          disposition: {
            kind: 'rework',
            stage: 'bagMaking',
            quantity: 5000,
            reason: 'Reseal',
            by: 'u-2',
            byName: 'Wang',
            at: '2026-11-27T10:00:00.000Z',
            supplementaryOrderId: null,
            decision: null,
          },
        }),
      ],
      { post: () => ok({ status: 'rework' }, { position: '9' }, 'Decided') },
    );
    expect(await screen.findByRole('heading', { name: 'Failed lots' })).toBeInTheDocument();
    expect(
      await screen.findAllByText('“Width” failed; 12 defective, more than the 10 accepted (reject at 11)'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Decide HT-3 lot 1' })).toBeNull();
    expect(screen.getByText('Rework · 5,000 pcs')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Decide HT-1 lot 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide HT-1 lot 1' });
    expect(within(dialog).queryByLabelText('Supplementary order for the shortfall')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByText('Please choose one of the order’s stages')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give the reason')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Stage'), { target: { value: 'bagMaking' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity (pcs)'), { target: { value: '3000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Seals open' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/inspection/o-1/lots/1/dispose');
    expect(Object.fromEntries(post.body!)).toEqual({
      kind: 'rework',
      stage: 'bagMaking',
      quantity: '3000',
      reason: 'Seals open',
    });
  });
});

describe('the concessions', () => {
  const asked = failedLot({
    status: 'concessionPending',
    actions: ['approveConcession', 'rejectConcession'],
    disposition: {
      kind: 'concession',
      stage: null,
      quantity: 4000,
      reason: 'Customer accepts the width',
      by: 'u-2',
      byName: 'Wang',
      at: '2026-11-27T10:00:00.000Z',
      supplementaryOrderId: null,
      decision: null,
    },
  });

  it('answers one with a reason', async () => {
    const calls = open('/OperatorManage/Concession', ConcessionScreen, [asked], {
      post: () => ok({ status: 'conceded' }, { position: '10' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Answer concession of HT-1 lot 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Concession for HT-1 lot 1' });
    expect(
      within(dialog).getByText('Wang asks to release 4,000 pcs: Customer accepts the width'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Reject'));
    fireEvent.change(within(dialog).getByLabelText('Reason for your answer'), {
      target: { value: 'Too wide' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/inspection/o-1/lots/1/concession');
    expect(Object.fromEntries(post.body!)).toEqual({ decision: 'reject', reason: 'Too wide' });
    expect(listCall(calls).query.get('status')).toBe('concessionPending');
  });

  it('shows the answered ones from the failed lots', async () => {
    const answered = failedLot({
      id: 'o-4:1',
      orderNumber: 'HT-4',
      status: 'conceded',
      actions: [],
      inspection: record(),
      disposition: {
        ...asked.disposition!,
        decision: { approved: true, reason: 'OK', by: 'u-3', byName: 'Zhao', at: '2026-11-27T11:00:00.000Z' },
      },
    });
    const calls = open('/OperatorManage/Concession?view=decided', ConcessionScreen, [failedLot(), answered]);
    expect(await screen.findByText('HT-4')).toBeInTheDocument();
    expect(screen.queryByText('HT-1')).toBeNull();
    expect(listCall(calls).query.get('status')).toBe('failed');
  });
});
