/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MonthCloseList } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MonthCloseScreen } from './month-close-screen';

const list: MonthCloseList = {
  rows: [
    {
      month: '2026-10',
      status: 'running',
      total: 8,
      done: 3,
      bills: 3,
      wages: { total: 0, done: 0, sheets: 0 },
      startedAt: '2026-11-01T18:05:00.000Z',
      finishedAt: null,
      by: 'system',
      byName: null,
      error: null,
    },
    {
      month: '2026-09',
      status: 'done',
      total: 5,
      done: 5,
      bills: 4,
      wages: { total: 6, done: 6, sheets: 6 },
      startedAt: '2026-10-09T02:00:00.000Z',
      finishedAt: '2026-10-09T02:01:00.000Z',
      by: 'f0e1d2c3-admin-id',
      byName: 'Wang Fang',
      error: null,
    },
  ],
  closable: ['2026-11', '2026-10'],
  hour: 2,
};

function open() {
  const calls = mockFetch((call) =>
    call.method === 'GET'
      ? ok(list)
      : ok(call.method === 'PUT' ? { hour: 5 } : null, { position: '9' }, 'Saved'),
  );
  renderWithProviders(<MonthCloseScreen />);
  return calls;
}

describe('Admin’s month close', () => {
  it('shows each close’s progress and runs the month chosen among the closable ones', async () => {
    const calls = open();
    expect(await screen.findByText('3 of 8 customers')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '3 of 8 customers' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    // Who ran a close by hand is named, never shown as an id.
    expect(screen.getByText('Wang Fang')).toBeInTheDocument();
    expect(screen.queryByText('f0e1d2c3-admin-id')).toBeNull();
    expect(screen.getByText('Schedule')).toBeInTheDocument();
    const month = screen.getByLabelText('Month to close');
    expect(month).toHaveValue('2026-11');
    fireEvent.change(month, { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close it now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/bills/closes');
    expect(post.body!.get('month')).toBe('2026-10');
  });

  it('saves the hour, and refuses one out of the day without asking the server', async () => {
    const calls = open();
    const hour = await screen.findByLabelText('Hour of the scheduled close');
    await waitFor(() => expect(hour).toHaveValue('2'));
    fireEvent.change(hour, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the hour' }));
    expect(await screen.findByText('Please give an hour from 0 to 23.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(hour, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the hour' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body!.get('hour')).toBe('5');
  });
});
