/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MachineView } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MachineStateDialog } from './machine-state-dialog';

const press = {
  id: 'm-1',
  name: 'Gravure 1',
  kind: 'gravurePress',
  state: 'production',
  stateReason: 'running',
  stateNote: '',
} as MachineView;

function open(locale: 'en' | 'cn' = 'en') {
  const onClose = jest.fn();
  const calls = mockFetch((call) =>
    call.path === '/api/machine/m-1/state'
      ? ok({}, {}, 'Machine state changed')
      : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  renderWithProviders(<MachineStateDialog machine={press} onClose={onClose} />, { locale });
  return { calls, onClose };
}

describe("a machine's state change", () => {
  it('offers the reasons of the chosen state only, and sends state, reason and note', async () => {
    const { calls, onClose } = open();
    const reason = screen.getByLabelText('Reason');
    // Production has one reason: it is chosen already.
    expect(reason).toHaveValue('running');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'problem' } });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a reason',
      'Mechanical fault',
      'Electrical fault',
      'Quality problem',
      'Material problem',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Change state' }));
    expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'electrical' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Drive fault on unit 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change state' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Object.fromEntries(calls[0]!.body!)).toEqual({
      state: 'problem',
      reason: 'electrical',
      note: 'Drive fault on unit 3',
    });
  });

  it('names states and reasons in Chinese', () => {
    open('cn');
    fireEvent.change(screen.getByLabelText('状态'), { target: { value: 'maintenance' } });
    expect(
      within(screen.getByLabelText('原因'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['选择原因', '计划保养', '清洁', '维修']);
    expect(screen.getByRole('dialog')).toHaveTextContent('机台状态：Gravure 1');
  });
});
