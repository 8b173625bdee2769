/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StageAction, StageCard } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JobCard } from './job-card';
import { STAGE_PERMISSIONS, ledger, stageCard } from './job-card.fixture';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

async function open(
  over: Partial<StageCard>,
  answer: (call: ApiCall) => Reply = () => ok(null),
  permissions = STAGE_PERMISSIONS,
) {
  const calls = mockFetch((call) => (call.path === '/api/session' ? ok({ permissions }) : answer(call)));
  renderWithProviders(
    <MemoryRouter>
      <JobCard card={stageCard(over)} now={NOW} />
    </MemoryRouter>,
  );
  // Once the session's permissions are in, the buttons are final.
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return calls;
}

const card = () => screen.getByRole('article', { name: 'Lamination of order HT20261127-AB12-1' });
const buttons = () =>
  within(card())
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('a job card', () => {
  it('shows the buttons the server lists, not what the state would suggest', async () => {
    // Running, yet the server offers only an entry (no pause, no finish).
    await open({ state: 'running', actions: ['record'] satisfies StageAction[] });
    expect(buttons()).toEqual(['Record entry']);
  });

  it('shows an action the server lists that the state alone would not, in the card’s order', async () => {
    await open({ state: 'scheduled', actions: ['overrideCure', 'start'] });
    expect(buttons()).toEqual(['Start', 'Override cure']);
  });

  it('shows no buttons when the server offers none, and never the planner’s schedule', async () => {
    await open({ state: 'unscheduled', actions: ['schedule'] });
    expect(buttons()).toEqual([]);
  });

  it('leaves out what the role may not do, even when the card offers it (Product and the cure override)', async () => {
    await open(
      { state: 'scheduled', actions: ['start', 'overrideCure'] },
      undefined,
      STAGE_PERMISSIONS.filter((p) => !p.endsWith('cure-override')),
    );
    expect(buttons()).toEqual(['Start']);
  });

  it('shows the order, customer, bag type, quantity, machine and its state, operators and progress', async () => {
    await open({ progress: 0.15 });
    const c = card();
    expect(
      within(c).getByRole('link', { name: 'Production details of order HT20261127-AB12-1' }),
    ).toHaveAttribute('href', '/OrderProduct/Detail?id=o-1');
    expect(within(c).getByText('Acme Foods')).toBeInTheDocument();
    expect(within(c).getByText(/Three-side seal|Three side/i)).toBeInTheDocument();
    expect(within(c).getByText(/20,000 pc/)).toBeInTheDocument();
    expect(within(c).getByText(/Laminator 1/)).toBeInTheDocument();
    expect(within(c).getByLabelText('Machine state: Production')).toBeInTheDocument();
    expect(within(c).getByText('15 %')).toBeInTheDocument();
  });

  it('marks waste over the machine’s target red and flags unaccounted material', async () => {
    await open({
      ledger: ledger({
        metresIn: 1000,
        goodMetres: 900,
        goodOut: 900,
        runningWaste: 70,
        wastePercent: 7,
        wasteOver: true,
        unaccounted: 30,
        unaccountedPercent: 3,
        unaccountedFlag: true,
      }),
    });
    expect(card()).toHaveClass('pf-job-card-waste-over');
    expect(within(card()).getByLabelText('Waste above the machine’s target')).toBeInTheDocument();
    expect(within(card()).getByLabelText('Unaccounted above 1 % of input')).toBeInTheDocument();
  });

  it('counts down the cure in whole hours left, rounded up', async () => {
    await open({ cureUntil: new Date(NOW + 17.2 * 3_600_000).toISOString() });
    expect(within(card()).getByText('Curing: 18 h left')).toBeInTheDocument();
  });

  it('shows no countdown for an overridden cure', async () => {
    await open({ cureUntil: new Date(NOW + 17.2 * 3_600_000).toISOString(), cureOverridden: true });
    expect(within(card()).queryByText(/h left/)).toBeNull();
    expect(within(card()).getByText('Cure overridden')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a resume as it words it', async () => {
    const calls = await open({ state: 'paused', pausedReason: 'Ink', actions: ['resume'] }, () => ({
      status: 422,
      body: {
        code: 1003,
        data: null,
        msg: 'The laminated roll is still curing: 18 h left',
        extra: {},
      },
    }));
    fireEvent.click(await within(card()).findByRole('button', { name: 'Resume' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'The laminated roll is still curing: 18 h left',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/production/o-1/stages/lamination-1/resume',
    ]);
  });
});
