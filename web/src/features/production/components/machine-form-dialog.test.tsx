/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MachineView } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MachineFormDialog } from './machine-form-dialog';

const laminator: MachineView = {
  id: 'm-7',
  name: 'Laminator 2',
  kind: 'laminator',
  colours: null,
  maxWebWidthMm: null,
  wasteTargetPercent: 4,
  cureHours: 48,
  state: 'idle',
  stateReason: 'noJob',
  stateNote: '',
  stateSince: '2026-11-27T06:00:00.000Z',
  queued: 0,
  revision: 6,
};

function open(
  machine: MachineView | null,
  reply: (call: ApiCall) => Reply = () => ok({}, {}, 'Machine saved'),
) {
  const onClose = jest.fn();
  const calls = mockFetch((call) =>
    call.path.startsWith('/api/machine')
      ? reply(call)
      : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  renderWithProviders(<MachineFormDialog machine={machine} onClose={onClose} />);
  return { calls, onClose };
}

const sent = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

describe('the machine form', () => {
  it('adds a press only with its colours and widest web, sending nothing a press does not have', async () => {
    const { calls, onClose } = open(null);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Gravure 3' } });
    expect(screen.getByLabelText('Kind')).toHaveValue('gravurePress');
    expect(screen.queryByLabelText('Cure hours')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 1 to 12')).toBeInTheDocument();
    expect(screen.getByText('A whole number of millimetres, 100 to 3000')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Colours (colour units)'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Max web width (mm)'), { target: { value: '1250' } });
    fireEvent.change(screen.getByLabelText('Waste target (% of input)'), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = sent(calls);
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/api/machine');
    expect(Object.fromEntries(call!.body!)).toEqual({
      name: 'Gravure 3',
      kind: 'gravurePress',
      colours: '8',
      maxWebWidthMm: '1250',
      wasteTargetPercent: '4.5',
      cureHours: '',
    });
  });

  it('asks a laminator for its cure hours, not for press units', async () => {
    const { calls, onClose } = open(null);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Laminator 3' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'laminator' } });
    expect(screen.queryByLabelText('Colours (colour units)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cure hours')).toHaveValue('48');
    fireEvent.change(screen.getByLabelText('Cure hours'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number of hours, 0 to 240')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cure hours'), { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Object.fromEntries(sent(calls)[0]!.body!)).toMatchObject({
      kind: 'laminator',
      colours: '',
      maxWebWidthMm: '',
      cureHours: '36',
    });
  });

  it("edits a machine, its kind fixed, and shows the server's refusal at the field", async () => {
    const { calls, onClose } = open(laminator, () => ({
      status: 422,
      body: {
        code: 1,
        data: null,
        msg: 'Validation failed',
        extra: { fields: { name: 'A machine with this name already exists' } },
      },
    }));
    expect(screen.getByLabelText('Kind')).toBeDisabled();
    expect(screen.getByLabelText('Waste target (% of input)')).toHaveValue('4');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Laminator 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A machine with this name already exists')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toHaveAttribute('role', 'alert');
    const [call] = sent(calls);
    expect(call!.method).toBe('PUT');
    expect(call!.path).toBe('/api/machine/m-7');
    expect(onClose).not.toHaveBeenCalled();
  });
});
