/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LIVE_EVENTS, type Locale, type OrderDetail, type Role } from '@packflow/contracts';
import { connectLive } from '../../../lib/live';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeSocket } from '../../../testing/fake-socket';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { loginAs, orderDetail, orderSteps, productionSteps, runningProduction } from './order-fixtures';
import { OrderDetailScreen } from './order-detail-screen';

afterEach(() => clearSession());

function open(
  order: () => OrderDetail,
  { role = 'OperatorIndex', locale = 'en' }: { role?: Role; locale?: Locale } = {},
) {
  saveSession(loginAs(role));
  const calls = mockFetch((call) => {
    if (call.path === '/api/session') return ok({ permissions: ['GET@order', 'POST@order/:id/artwork'] });
    if (call.path === '/api/order/o-1') return ok(order());
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={['/Order/Detail?id=o-1']}>
      <Routes>
        <Route path="/Order/Detail" element={<OrderDetailScreen />} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
  return { calls, ...rendered };
}

const section = async (name: string) => screen.findByRole('region', { name });

describe("the order detail's production section", () => {
  it('shows a salesman the review, the progress, each stage with its state, good output and times', async () => {
    open(() => orderDetail());
    const production = await section('Production');
    expect(within(production).getByText('Confirmed')).toBeInTheDocument();
    expect(within(production).getByText('In production')).toBeInTheDocument();
    const bar = within(production).getByRole('progressbar', {
      name: 'Production progress of order HT20261124-AB12-1',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(within(production).getByText('45%')).toBeInTheDocument();
    const stages = within(production).getByRole('table', { name: 'Production stages' });
    const rows = within(stages)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(stages)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Printing', 'Lamination 1', 'Bag making']);
    expect(rows.map((cells) => cells.slice(0, 2))).toEqual([
      ['Finished', '11,800 m'],
      ['Running', '6,000 m'],
      ['Scheduled', '0 pcs'],
    ]);
    // Started and finished times where there are some.
    expect(rows[0]![2]).toMatch(/Nov 25, 2026/);
    expect(rows[0]![3]).toMatch(/Nov 25, 2026/);
    expect(rows[1]![3]).toBe('—');
    // The facts say where production stands too.
    expect(screen.getByText('In production · 45%')).toBeInTheDocument();
  });

  it('draws staff the material ledger across the stages, every bar on one scale', async () => {
    open(() => orderDetail());
    const chart = await screen.findByRole('img', { name: 'Material across the stages (metres)' });
    const widthOf = (stage: string, part: string) =>
      Number(chart.querySelector(`[data-stage="${stage}"] [data-part="${part}"]`)!.getAttribute('width'));
    // Printing's 12,500 m in is the longest bar (260 wide); the rest are in proportion to it.
    expect(widthOf('printing', 'in')).toBe(260);
    expect(widthOf('printing', 'good')).toBeCloseTo((11800 / 12500) * 260);
    expect(widthOf('printing', 'waste')).toBeCloseTo((575 / 12500) * 260);
    expect(widthOf('printing', 'unaccounted')).toBeCloseTo((125 / 12500) * 260);
    expect(widthOf('lamination-1', 'in')).toBeCloseTo(130);
    expect(widthOf('bagMaking', 'in')).toBe(0);
    expect(chart).toHaveTextContent('In 12,500 m');
    expect(chart).toHaveTextContent('11,800 / 575 / 125');
    expect(within(chart).getByText('Unaccounted')).toBeInTheDocument();
  });

  it('tells the salesman why production rejected the order and that corrected artwork sends it back', async () => {
    open(
      () =>
        orderDetail({
          status: 'signed',
          artworkStatus: 'rejected',
          actions: ['artwork'],
          production: runningProduction({
            phase: 'rejected',
            reviewStatus: 'rejected',
            rejectReason: 'The barcode is cut off',
            progress: 0,
            currentKind: null,
            stages: runningProduction().stages.map((s) => ({
              ...s,
              state: 'unscheduled' as const,
              goodOut: 0,
              startedAt: null,
              finishedAt: null,
            })),
            ledger: [],
          }),
        }),
      { locale: 'cn' },
    );
    const production = await section('生产');
    expect(within(production).getByText('已驳回')).toBeInTheDocument();
    const alert = within(production).getByRole('alert');
    expect(alert).toHaveTextContent('生产驳回：The barcode is cut off');
    expect(alert).toHaveTextContent('请上传修改后的稿件（上传稿件），订单将重新进入生产审核队列。');
    expect(within(production).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(production).getByText('尚无工序开始。')).toBeInTheDocument();
    // The upload the hint names is offered on the page.
    expect(await screen.findByRole('button', { name: '上传稿件' })).toBeInTheDocument();
  });

  it('says production has not started for an order without it', async () => {
    open(() => orderDetail({ status: 'wait', production: null }));
    const production = await section('Production');
    expect(production).toHaveTextContent('Production has not started: it opens when the order is signed.');
    expect(within(production).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
  });

  it("keeps its own production steps when the order's history has none, in time order", async () => {
    open(() => orderDetail());
    const story = await screen.findByRole('region', { name: 'Production steps' });
    expect(
      within(story)
        .getAllByRole('listitem')
        .map((li) => li.lastChild?.textContent),
    ).toEqual(['Printing started', 'Printing finished', 'Lamination 1 started']);
  });

  it("leaves the steps to the order's history when it carries them, each in words", async () => {
    open(() => orderDetail({ timeline: [...orderSteps, ...productionSteps] }));
    await section('Production');
    expect(screen.queryByRole('region', { name: 'Production steps' })).not.toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'History' }).parentElement!;
    for (const text of [
      'Production review: rejected (The barcode is cut off)',
      'Confirmed by the production review',
      'Printing scheduled',
      'Printing started',
      'Printing: 11,800 m good reported',
      'Printing paused',
      'Printing finished',
      'Moved on to In production',
      'Production finished: 19,850 pcs handed to inspection',
    ])
      expect(within(history).getByText(text)).toBeInTheDocument();
  });

  it('follows the factory live: a change of the production stages refetches the order', async () => {
    let progress = 0.45;
    const { queryClient } = open(() => orderDetail({ production: runningProduction({ progress }) }));
    const live = fakeSocket();
    const stop = connectLive(queryClient, live.socket);
    try {
      await screen.findByText('45%');
      progress = 0.6;
      act(() =>
        live.serverSays(LIVE_EVENTS.changed, {
          readModel: 'production_stages',
          ids: ['o-1:lamination-1'],
          position: '900',
        }),
      );
      await waitFor(() => expect(screen.getByText('60%')).toBeInTheDocument());
    } finally {
      stop();
    }
  });
});

describe('the ledger follows what the server sent, never the role', () => {
  it('draws a ledger the server sent, whoever reads', async () => {
    open(() => orderDetail({ ownerRole: 'Traders' }), { role: 'Traders' });
    expect(
      await screen.findByRole('img', { name: 'Material across the stages (metres)' }),
    ).toBeInTheDocument();
  });

  it('draws none when the server sent none, even to staff', async () => {
    open(() => orderDetail({ production: runningProduction({ ledger: null }) }));
    await section('Production');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('a trader following his order', () => {
  /** Words and figures of the factory a trader must never read, in either language. */
  const FORBIDDEN: Record<Locale, RegExp> = {
    en: /machine|press|operator|waste|cost|unaccounted/i,
    cn: /机台|机器|印刷机|操作员|机长|损耗|废|成本|未计入/,
  };
  const FIGURES = ['Gravure Press 3', 'Wang Qiang', '575', '375', '12,500', '12500', '0.83', 'doctor blade'];

  for (const locale of ['en', 'cn'] as const)
    for (const story of ['own steps', 'steps in the history'] as const)
      it(`sees progress and stages, never machines, operators, waste or costs (${locale}, ${story})`, async () => {
        // The server sends a trader no ledger.
        open(
          () =>
            orderDetail({
              ownerRole: 'Traders',
              timeline: story === 'own steps' ? orderSteps : [...orderSteps, ...productionSteps],
              production: runningProduction({ ledger: null }),
            }),
          { role: 'Traders', locale },
        );
        const production = await section(locale === 'en' ? 'Production' : '生产');
        expect(within(production).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
        expect(within(production).getByRole('table')).toHaveTextContent(
          locale === 'en' ? 'Lamination 1' : '复合 1',
        );
        expect(screen.queryByRole('img')).not.toBeInTheDocument();
        const page = document.body.textContent ?? '';
        expect(page).not.toMatch(FORBIDDEN[locale]);
        for (const figure of FIGURES) expect(page).not.toContain(figure);
        // Tooltips and labels too.
        const attributes = [...document.querySelectorAll('*')].flatMap((el) =>
          ['title', 'aria-label'].map((name) => el.getAttribute(name) ?? ''),
        );
        expect(attributes.join(' ')).not.toMatch(FORBIDDEN[locale]);
      });
});
