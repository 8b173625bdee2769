/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale, StageCard } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JobCard } from './job-card';
import { STAGE_PERMISSIONS, ledger, stageCard } from './job-card.fixture';
import { leftToSend } from './part-lot-dialog';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

/** Bag making, the last stage, running with 1,000 good pieces of which 300 were sent. */
const bagMaking = (over: Partial<StageCard> = {}): Partial<StageCard> => ({
  stage: 'bagMaking',
  kind: 'bagMaking',
  seq: 3,
  stageCount: 3,
  outputUnit: 'piece',
  ledger: ledger({ metresIn: 130, goodOut: 1000, goodMetres: 120 }),
  partsSent: 300,
  actions: ['pause', 'record', 'finish', 'sendPart'],
  ...over,
});

async function open(
  over: Partial<StageCard>,
  answer: (call: ApiCall) => Reply | Promise<Reply> = () => ok(null, { position: '50' }),
  { permissions = STAGE_PERMISSIONS, locale = 'en' }: { permissions?: string[]; locale?: Locale } = {},
) {
  const calls = mockFetch((call) => (call.path === '/api/session' ? ok({ permissions }) : answer(call)));
  renderWithProviders(
    <MemoryRouter>
      <JobCard card={stageCard(over)} now={NOW} />
    </MemoryRouter>,
    { locale },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return calls;
}

const buttons = () =>
  within(screen.getByRole('article'))
    .queryAllByRole('button')
    .map((b) => b.textContent);
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const quantity = (value: string, label: string | RegExp = 'Quantity to send (pieces)') =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sending part of the last stage to inspection from its job card', () => {
  it('offers the button only when the server lists sendPart, and the role may send', async () => {
    await open(bagMaking());
    expect(buttons()).toEqual(['Pause', 'Record entry', 'Finish', 'Send part to inspection']);
  });

  it('offers no part when the server does not list it (another stage, or nothing left)', async () => {
    await open(bagMaking({ actions: ['pause', 'record', 'finish'], partsSent: 1000 }));
    expect(buttons()).not.toContain('Send part to inspection');
  });

  it('leaves it out for a role without the permission, even when offered', async () => {
    await open(bagMaking(), undefined, {
      permissions: STAGE_PERMISSIONS.filter((p) => !p.endsWith('send-part')),
    });
    expect(buttons()).toEqual(['Pause', 'Record entry', 'Finish']);
  });

  it('says what is left, checks the quantity, and sends the part once with its id as the key', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const calls = await open(bagMaking(), () => new Promise<Reply>((resolve) => (release = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Send part to inspection' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Send part of Bag making of order HT20261127-AB12-1 to inspection');
    expect(dialog).toHaveTextContent(
      'Made good so far: 1,000 pieces. Sent before: 300 pieces. Left to send: 700 pieces.',
    );

    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send to inspection' }));
    submit();
    expect(screen.getByText('Please enter the quantity')).toBeInTheDocument();
    quantity('12.5');
    submit();
    expect(screen.getByText('A whole number of pieces above 0')).toBeInTheDocument();
    quantity('701');
    submit();
    expect(screen.getByText('At most what is left to send: 700')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    quantity('700');
    submit();
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await act(async () => release(ok(null, { position: '51' }, 'Part sent to inspection')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = posts(calls);
    expect(post!.path).toBe('/api/production/o-1/stages/bagMaking/send-part');
    expect(post!.body!.get('quantity')).toBe('700');
    expect(post!.body!.get('partId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.headers['Idempotency-Key']).toBe(post!.body!.get('partId'));
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    await open(bagMaking(), () => ({
      status: 422,
      body: {
        code: 1003,
        data: null,
        msg: 'More than the good output not yet sent (600)',
        extra: { fields: { quantity: 'More than the good output not yet sent (600)' } },
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Send part to inspection' }));
    quantity('650');
    fireEvent.click(screen.getByRole('button', { name: 'Send to inspection' }));
    expect(await screen.findAllByText('More than the good output not yet sent (600)')).not.toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity to send (pieces)')).toHaveValue('650');
  });

  it('asks metres with 2 decimals at slitting, in Chinese', async () => {
    const calls = await open(
      bagMaking({
        stage: 'slitting',
        kind: 'slitting',
        outputUnit: 'meter',
        ledger: ledger({ metresIn: 900, goodOut: 820.5, goodMetres: 820.5 }),
        partsSent: 0,
      }),
      undefined,
      { locale: 'cn' },
    );
    fireEvent.click(screen.getByRole('button', { name: '部分送检' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '已产良品：820.5 米，已送检：0 米，可送检：820.5 米。',
    );
    quantity('1.234', '送检数量（米）');
    fireEvent.click(screen.getByRole('button', { name: '送检' }));
    expect(screen.getByText('请输入大于 0 的米数，最多 2 位小数')).toBeInTheDocument();
    quantity('400.25', '送检数量（米）');
    fireEvent.click(screen.getByRole('button', { name: '送检' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.path).toBe('/api/production/o-1/stages/slitting/send-part');
    expect(posts(calls)[0]!.body!.get('quantity')).toBe('400.25');
  });

  it('counts what is left in the stage’s unit (whole pieces, hundredths of a metre)', () => {
    expect(leftToSend({ ledger: ledger({ goodOut: 1000.5 }), partsSent: 300, outputUnit: 'piece' })).toBe(
      700,
    );
    expect(leftToSend({ ledger: ledger({ goodOut: 820.3 }), partsSent: 800.1, outputUnit: 'meter' })).toBe(
      20.2,
    );
    expect(leftToSend({ ledger: ledger({ goodOut: 10 }), partsSent: 10, outputUnit: 'piece' })).toBe(0);
  });
});
