import { useSyncExternalStore } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, type LiveReady, type LiveResume, type ReadModelChanged } from '@packflow/contracts';
import { toPosition } from './position';
import { signNext } from './session';

/**
 * Live updates (architecture, "Live"): after a projector commits, the API names the read model
 * that changed; we invalidate the queries under that name, so screens refetch what changed and
 * nothing else, once per read model however many of its changes arrive together. The handshake is signed like a call; once the server has joined us to our rooms
 * ('live.ready') we tell it the last position we saw, and it sends what we missed while away.
 */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export type LiveSocket = Pick<Socket, 'on' | 'emit' | 'connect' | 'disconnect'>;

let status: LiveStatus = 'connecting';
// Kept across connections (and React remounts) so a resume never asks for events already seen.
let lastPosition = 0n;
const listeners = new Set<() => void>();

function setStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => status);
}

// When the server last showed it is there (ready, heartbeat or a change), ms since the epoch; null before.
let lastBeat: number | null = null;
const beatListeners = new Set<() => void>();

function beat(): void {
  lastBeat = Date.now();
  beatListeners.forEach((notify) => notify());
}

/** When the live connection last heard from the server (ms since the epoch), or null. */
export const lastHeardAt = (): number | null => lastBeat;

/** The same, as a hook that renders again at every word from the server: a board's 'stale' badge. */
export function useLiveHeartbeat(): number | null {
  return useSyncExternalStore((notify) => {
    beatListeners.add(notify);
    return () => beatListeners.delete(notify);
  }, lastHeardAt);
}

const changeListeners = new Set<(change: ReadModelChanged) => void>();

/**
 * Every change as it arrives (before the batched refetch), with its position: a screen that
 * follows positions (the production board) sees from it what its answer must reflect.
 */
export function onLiveChange(listener: (change: ReadModelChanged) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** A socket to the same origin; `auth` is a function so every (re)connect signs afresh. */
const openLiveSocket = (): LiveSocket => io({ path: '/socket.io', auth: (send) => send(signNext() ?? {}) });

/**
 * How long changes are gathered before the screens refetch: a resume replays many changes at once
 * (every login, every save since the server started), and each read model's lists should then
 * refetch once, not once per change.
 */
export const LIVE_BATCH_MS = 30;

/**
 * A view made of several read models is keyed under one and names the others in
 * `meta.readModels` (a contract's money: its receipts, refunds and orders), so each one's change
 * refreshes it.
 */
const alsoReads = (query: Query, readModel: string): boolean => {
  const names = query.meta?.readModels;
  return Array.isArray(names) && names.includes(readModel);
};

/** Opens the connection; returns the function that closes it. */
export function connectLive(queryClient: QueryClient, socket: LiveSocket = openLiveSocket()): () => void {
  // Refused (the session is over): no retrying until the next login opens a new connection.
  let refused = false;
  // The read models changed since the last flush ('*': all of them).
  const changed = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    flushTimer = undefined;
    const readModels = changed.has('*') ? ['*'] : [...changed];
    changed.clear();
    for (const readModel of readModels) {
      // '*' means the server no longer has what we missed: everything may have changed.
      void queryClient.invalidateQueries(readModel === '*' ? {} : { queryKey: [readModel] });
      const reads = (query: Query) => alsoReads(query, readModel);
      if (readModel !== '*' && queryClient.getQueryCache().findAll({ predicate: reads }).length > 0)
        void queryClient.invalidateQueries({ predicate: reads });
    }
  };
  socket.on(LIVE_EVENTS.ready, (ready?: Partial<LiveReady>) => {
    setStatus('connected');
    beat();
    // A page's first connection has missed nothing its queries, read from now on, do not show:
    // replaying the changes since the server started made a page load ask for everything again.
    if (lastPosition === 0n) lastPosition = toPosition(ready?.position) ?? 0n;
    socket.emit(LIVE_EVENTS.resume, { position: lastPosition.toString() } satisfies LiveResume);
  });
  socket.on(LIVE_EVENTS.unauthorized, () => {
    refused = true;
    setStatus('stopped');
  });
  socket.on('connect_error', () => setStatus('reconnecting'));
  socket.on('disconnect', (reason: string) => {
    if (reason === 'io client disconnect' || refused) return; // closed by us, or for good
    setStatus('reconnecting');
    // socket.io retries by itself except when the server closed the socket (e.g. while restarting).
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on(LIVE_EVENTS.heartbeat, beat);
  socket.on(LIVE_EVENTS.changed, (event: ReadModelChanged) => {
    if (typeof event?.readModel !== 'string') return;
    beat();
    changeListeners.forEach((listener) => listener(event));
    const at = toPosition(event.position);
    if (at !== undefined && at > lastPosition) lastPosition = at;
    changed.add(event.readModel);
    flushTimer ??= setTimeout(flush, LIVE_BATCH_MS);
  });
  return () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    socket.disconnect();
    setStatus('connecting');
  };
}
