/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginAnswer, StaffView } from '@packflow/contracts';
import { clearSession, readSession, saveSession } from '../../../lib/session';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { FirstLoginDialog, checkFirstLogin } from './first-login-dialog';

const me = { id: 'u-admin', username: 'admin', phone: '13800000000' } as StaffView;
const again: LoginAnswer = { ...adminLogin, token: 'tok-new', mustChange: { password: false, phone: false } };

function open(tasks = { password: true, phone: true }) {
  saveSession({ ...adminLogin, mustChange: tasks });
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/operator/u-admin') return ok(me);
    if (call.method === 'PUT' && call.path === '/api/admin/operator/u-admin')
      return ok({ id: 'u-admin' }, { position: '90' }, 'Password changed');
    if (call.method === 'POST' && call.path === '/api/login') return ok(again);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const onLogout = jest.fn();
  renderWithProviders(<FirstLoginDialog userId="u-admin" tasks={tasks} onLogout={onLogout} />);
  return { calls, onLogout };
}

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save and continue' }));
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);

afterEach(() => clearSession());

describe('the first login', () => {
  it('cannot be closed: no close button, only saving or logging out', () => {
    const { onLogout } = open();
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('checks the new password and the phone before sending', () => {
    const { calls } = open();
    submit();
    expect(within(dialog()).getByText('Please enter the password you signed in with')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter your mobile number')).toBeInTheDocument();
    type('Password you signed in with', 'generated-1');
    type('New password', 'generated-1');
    type('Your mobile number', '13800000000');
    submit();
    expect(
      within(dialog()).getByText('Choose a password different from the one you were given'),
    ).toBeInTheDocument();
    expect(
      within(dialog()).getByText('This is the placeholder number; please enter your own'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('saves the password and phone in one change, then signs in again with the new password', async () => {
    const { calls } = open();
    type('Password you signed in with', 'generated-1');
    type('New password', 'my-own-pass-1');
    type('Repeat new password', 'my-own-pass-1');
    type('Your mobile number', '13912345678');
    submit();
    await waitFor(() => expect(readSession()?.token).toBe('tok-new'));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/admin/operator/u-admin',
      'POST /api/login',
    ]);
    expect(bodyOf(writes[0])).toEqual({
      oldPassword: 'generated-1',
      password: 'my-own-pass-1',
      phone: '13912345678',
    });
    expect(bodyOf(writes[1])).toEqual({ username: 'admin', password: 'my-own-pass-1' });
  });

  it('asks the first administrator whose password the operator chose for the phone only, and keeps the session', async () => {
    const { calls } = open({ password: false, phone: true });
    expect(screen.getByRole('heading', { name: 'Give your mobile number' })).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('New password')).not.toBeInTheDocument();
    submit();
    expect(within(dialog()).getByText('Please enter your mobile number')).toBeInTheDocument();
    expect(
      within(dialog()).queryByText('Please enter the password you signed in with'),
    ).not.toBeInTheDocument();
    type('Your mobile number', '13912345678');
    submit();
    expect(await screen.findByText('Your mobile number is saved')).toBeInTheDocument();
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/admin/operator/u-admin']);
    expect(bodyOf(writes[0])).toEqual({ phone: '13912345678' });
    expect(readSession()?.token).toBe(adminLogin.token);
  });

  it('asks a new account for its own password only, as after a reset', () => {
    open({ password: true, phone: false });
    expect(screen.getByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Your mobile number')).not.toBeInTheDocument();
  });

  it('asks a person whose password was reset for the password only', () => {
    open({ password: true, phone: false });
    expect(within(dialog()).queryByLabelText('Your mobile number')).not.toBeInTheDocument();
    expect(
      checkFirstLogin(
        { oldPassword: 'reset-1', password: 'mine-12345', repeat: 'mine-12345', phone: '' },
        { password: true, phone: false },
      ),
    ).toEqual({});
  });
});
