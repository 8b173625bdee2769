/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { connectLive } from '../../lib/live';
import { fakeSocket } from '../../testing/fake-socket';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LiveIndicator } from './live-indicator';

describe('live indicator', () => {
  it('shows Live when connected, and a warning while the connection is lost', () => {
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(new QueryClient(), socket);
    renderWithProviders(<LiveIndicator />);

    act(() => serverSays('connect'));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…'); // until the server accepts us
    act(() => serverSays('live.ready', { role: 'Admin' }));
    expect(screen.getByRole('status')).toHaveTextContent('Live');

    act(() => serverSays('disconnect', 'transport close'));
    expect(screen.getByRole('status')).toHaveTextContent('Live updates lost, reconnecting…');

    act(() => serverSays('connect'));
    act(() => serverSays('live.ready', { role: 'Admin' }));
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    act(close);
  });

  it('says it in Chinese too', () => {
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(new QueryClient(), socket);
    renderWithProviders(<LiveIndicator />, { locale: 'cn' });

    act(() => serverSays('connect_error', new Error('refused')));

    expect(screen.getByRole('status')).toHaveTextContent('实时更新已断开，正在重连…');
    act(close);
  });

  it('asks the server to connect again when the server closed the connection', () => {
    const { socket, connect, serverSays } = fakeSocket();
    const close = connectLive(new QueryClient(), socket);

    serverSays('connect');
    serverSays('live.ready', { role: 'Admin' });
    serverSays('disconnect', 'transport close');
    expect(connect).not.toHaveBeenCalled(); // socket.io retries by itself here
    serverSays('disconnect', 'io server disconnect');
    expect(connect).toHaveBeenCalledTimes(1);
    act(close);
  });

  it('says so when the server refused the connection, instead of promising a reconnect', () => {
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(new QueryClient(), socket);
    renderWithProviders(<LiveIndicator />);

    act(() => serverSays('live.unauthorized', {}));
    act(() => serverSays('disconnect', 'io server disconnect'));

    expect(screen.getByRole('status')).toHaveTextContent('Live updates off');
    expect(screen.getByTitle('Log in again to get live updates back')).toHaveTextContent('Live updates off');
    act(close);
  });
});
