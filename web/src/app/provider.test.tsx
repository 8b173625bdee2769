/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { act, render } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { clearSession, saveSession, signRequest, type SignedRequest } from '../lib/session';
import { fakeSocket } from '../testing/fake-socket';
import { adminLogin } from '../testing/session';
import { AppProvider } from './provider';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));
const openSocket = jest.mocked(io);

let queryClient: QueryClient | undefined;
function ShowQueryClient() {
  queryClient = useQueryClient();
  return null;
}

/** What the socket would send in its next handshake. */
function nextHandshake(): SignedRequest {
  const options = openSocket.mock.calls.at(-1)?.[0] as unknown as {
    auth: (send: (data: object) => void) => void;
  };
  let sent: object = {};
  options.auth((data) => (sent = data));
  return sent as SignedRequest;
}

beforeEach(() => openSocket.mockReset());
afterEach(() => clearSession());

describe('app provider', () => {
  it('opens a signed live connection only while someone is signed in', () => {
    const fake = fakeSocket();
    openSocket.mockReturnValue(fake.socket as never);
    render(
      <AppProvider>
        <ShowQueryClient />
      </AppProvider>,
    );
    expect(openSocket).not.toHaveBeenCalled();

    act(() => saveSession(adminLogin));

    expect(openSocket).toHaveBeenCalledTimes(1);
    const first = nextHandshake();
    expect(first).toMatchObject({ token: 'tok-admin', logintime: '1700000000', checkcode: 'cc-admin' });
    expect(first.device).toBe('ADMIN');
    expect(first.signature).toBe(signRequest(adminLogin, first.requesttime).signature);
    const later = Date.now() + 2000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const again = nextHandshake(); // a reconnect signs afresh, at its own time
    jest.restoreAllMocks();
    expect(Number(again.requesttime)).toBeGreaterThan(Number(first.requesttime));

    fake.serverSays('live.ready', { role: 'Admin' });
    expect(fake.emitted).toEqual([['live.resume', { position: '0' }]]);
  });

  it('closes the connection and forgets the cached data when the session ends', () => {
    const fake = fakeSocket();
    openSocket.mockReturnValue(fake.socket as never);
    saveSession(adminLogin);
    render(
      <AppProvider>
        <ShowQueryClient />
      </AppProvider>,
    );
    queryClient!.setQueryData(['sysset', 'view'], { companyNameEn: 'Acme' });

    act(() => clearSession());

    expect(fake.disconnect).toHaveBeenCalledTimes(1);
    expect(queryClient!.getQueryCache().getAll()).toEqual([]);
  });
});
