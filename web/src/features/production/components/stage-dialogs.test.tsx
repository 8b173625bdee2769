/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StageCard } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ledger, stageCard } from './job-card.fixture';
import { StageEntryDialog, StageStartDialog, prefillMetres } from './stage-dialogs';

/** The dialog behind a button, as the job card opens it: each open is a new form. */
function Opener({ card }: { card: StageCard }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <StageEntryDialog card={card} onClose={() => setOpen(false)} />}
    </>
  );
}

function render(over: Partial<StageCard>, answer: (call: ApiCall) => Reply | Promise<Reply>) {
  const calls = mockFetch((call) => (call.path === '/api/session' ? ok({ permissions: [] }) : answer(call)));
  renderWithProviders(<Opener card={stageCard(over)} />);
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return calls;
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the entry form', () => {
  it('prefills the metres in with what the previous stage made good and this stage has not taken', () => {
    render({ previousGoodMetres: 1200, ledger: ledger({ metresIn: 200 }) }, () => ok(null));
    expect(screen.getByLabelText('Metres in')).toHaveValue('1000');
    expect(screen.getByText(/has not taken yet: 1,000 m/)).toBeInTheDocument();
  });

  it('leaves the metres in empty at the first stage, and asks good output in pieces at bag making', () => {
    render({ previousGoodMetres: null, kind: 'bagMaking', stage: 'bagMaking', outputUnit: 'piece' }, () =>
      ok(null),
    );
    expect(screen.getByLabelText('Metres in')).toHaveValue('');
    expect(screen.getByLabelText('Good output (pieces)')).toBeInTheDocument();
    expect(prefillMetres({ previousGoodMetres: 500, ledger: ledger({ metresIn: 650 }) })).toBe(0);
  });

  it('shows the server’s refusal, and sends the same entry id again when retried', async () => {
    let answers = 0;
    const calls = render({}, () =>
      ++answers === 1
        ? {
            status: 422,
            body: {
              code: 1002,
              data: null,
              msg: 'Input would pass what the previous stage made good (1,000 m)',
              extra: { fields: { metresIn: 'Input would pass what the previous stage made good (1,000 m)' } },
            },
          }
        : ok(null, { position: '42' }, 'Entry recorded'),
    );
    type('Metres in', '1100');
    type('Good output (m)', '1050');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Input would pass what the previous stage made good (1,000 m)',
    );
    // The dialog stays open with what was typed.
    expect(screen.getByLabelText('Metres in')).toHaveValue('1100');

    type('Metres in', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [first, second] = posts(calls);
    expect(first!.path).toBe('/api/production/o-1/stages/lamination-1/entries');
    expect(first!.body!.get('entryId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.body!.get('entryId')).toBe(first!.body!.get('entryId'));
    expect(second!.headers['Idempotency-Key']).toBe(first!.body!.get('entryId'));
    expect(Object.fromEntries(second!.body!)).toMatchObject({
      metresIn: '1000',
      goodOut: '1050',
      kgIn: '0',
      setupWaste: '0',
      runningWaste: '0',
    });
  });

  it('sends a double tap once, and a new entry id each time the form opens', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const calls = render({}, () => new Promise<Reply>((resolve) => (release = resolve)));
    type('Good output (m)', '900');
    const record = screen.getByRole('button', { name: 'Record' });
    fireEvent.click(record);
    fireEvent.click(record);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await act(async () => release(ok(null, { position: '43' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    type('Good output (m)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [first, second] = posts(calls);
    expect(second!.body!.get('entryId')).not.toBe(first!.body!.get('entryId'));
  });

  it('asks for the numbers it needs before sending', () => {
    const calls = render({ previousGoodMetres: null }, () => ok(null));
    type('Setup waste (m)', '1.234');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(screen.getAllByText('Please enter a number')).toHaveLength(2);
    expect(screen.getByText('A number, 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('starting a stage', () => {
  it('shows the cure gate’s refusal with the time left, as the server words it', async () => {
    mockFetch((call) =>
      call.path === '/api/session'
        ? ok({ permissions: [] })
        : {
            status: 422,
            body: { code: 1003, data: null, msg: 'The laminated roll is still curing: 18 h left', extra: {} },
          },
    );
    renderWithProviders(<StageStartDialog card={stageCard({ state: 'scheduled' })} onClose={jest.fn()} />);
    expect(screen.getByLabelText('Operators (comma separated)')).toHaveValue('Li Wei');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The laminated roll is still curing: 18 h left',
    );
  });
});
