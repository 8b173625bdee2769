/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InspectDialog } from './inspect-dialog';
import { waitingLot } from './lot.fixture';

function open(answer: (call: ApiCall) => Reply, locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) =>
    call.path.startsWith('/api/inspection/o-1/') ? answer(call) : ok({ imageLimit: 5 }),
  );
  const onClose = jest.fn();
  renderWithProviders(<InspectDialog lot={waitingLot()} onClose={onClose} />, { locale });
  return { calls, onClose };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Every check answered within its norm. */
function answerAll() {
  type('Width measured (mm)', '120.4');
  type('Length measured (mm)', '180');
  type('Length norm (mm)', '180');
  type('Seal strength measured (mm)', '32');
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Appearance' })).getByRole('button', { name: 'Pass' }),
  );
}

describe('the inspection form', () => {
  it('shows the plan, the order’s size as a norm, and asks the norm the order does not give', () => {
    open(() => ok(null));
    expect(
      screen.getByText(/Code letter L · sample 200 · accept 10 · reject 11 at AQL 2.5/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sample size')).toHaveValue('200');
    expect(screen.getByLabelText('Good quantity (pcs)')).toHaveValue('5000');
    expect(screen.getByText('Norm 120 ± 1 mm (the order’s size)')).toBeInTheDocument();
    expect(screen.getByText('Norm 30 ± 10 mm')).toBeInTheDocument();
    expect(screen.getByLabelText('Length norm (mm)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Width norm (mm)')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Not complete yet');
  });

  it('shows live what the figures give, and why they fail', () => {
    open(() => ok(null));
    answerAll();
    expect(screen.getByRole('status')).toHaveTextContent('The figures pass');
    type('Width measured (mm)', '121.5');
    type('Defective: Seal', '11');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The figures fail');
    expect(status).toHaveTextContent('“Width” failed');
    expect(status).toHaveTextContent('11 defective, more than the 10 accepted (reject at 11)');
  });

  it('says what is missing before sending', () => {
    const { calls } = open(() => ok(null));
    type('Sample size', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Record inspection' }));
    expect(screen.getByText('At least 200 and at most 5000')).toBeInTheDocument();
    expect(screen.getByText('Please enter the measured value · Please give the norm')).toBeInTheDocument();
    expect(screen.getByText('Pass or fail?')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter the measured value')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the figures (lists as JSON text) and shows the server’s refusal by field', async () => {
    let answers = 0;
    const { calls, onClose } = open(() =>
      ++answers === 1
        ? {
            status: 422,
            body: {
              code: 1002,
              data: null,
              msg: 'More defects than units sampled (200)',
              extra: { fields: { defects: 'More defects than units sampled (200)' } },
            },
          }
        : ok({ result: 'passed' }, { position: '7' }, 'Inspection recorded'),
    );
    answerAll();
    type('Defective: Print', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Record inspection' }));
    await waitFor(() => expect(screen.getAllByText('More defects than units sampled (200)')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Record inspection' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      await screen.findByText('Inspection recorded: the lot passed and goes to shipping'),
    ).toBeInTheDocument();
    const post = calls.filter((c) => c.method === 'POST')[1]!;
    expect(post.path).toBe('/api/inspection/o-1/lots/1/inspect');
    expect(post.body!.get('sampleSize')).toBe('200');
    expect(JSON.parse(post.body!.get('checks')!)).toEqual([
      { key: 'width', value: 120.4 },
      { key: 'length', value: 180, norm: 180 },
      { key: 'sealStrength', value: 32 },
      { key: 'appearance', passed: true },
    ]);
    expect(JSON.parse(post.body!.get('defects')!)).toEqual([{ kind: 'print', count: 2 }]);
    expect(post.body!.get('goodQuantity')).toBe('5000');
  });

  it('speaks Chinese', () => {
    open(() => ok(null), 'cn');
    expect(screen.getByRole('heading', { name: /质检 HT-1 第 1 批/ })).toBeInTheDocument();
    expect(screen.getByText('标准 120 ± 1 mm（订单尺寸）')).toBeInTheDocument();
  });
});
