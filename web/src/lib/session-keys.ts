import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { readSession, subscribeSession } from './session';

/**
 * Spec section 3: what screens hand each other in sessionStorage (this tab only). Screens read
 * and write them through these names, so logging out can forget all of them.
 */
export const SESSION_KEYS = [
  'customerid',
  'customerid_from',
  'orderid',
  'salaryid',
  'quotationid_from',
  'quotationinfo',
  'billid',
  'path',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Spec section 2: leaving the quotation wizard forgets the quotation it was started from. */
export const QUOTATION_CREATE_PATH = '/QuotationCreate';
export const QUOTATION_SOURCE_KEY: SessionKey = 'quotationid_from';

/** Spec sections 2 and 8: anything may set this flag to send the person to /login. */
export const GO_LOGIN_KEY = 'goLogin';

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage off
  }
};

export function readSessionKey(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeSessionKey(key: SessionKey, value: string | null): void {
  if (value === null) storage()?.removeItem(key);
  else storage()?.setItem(key, value);
}

export function clearSessionKeys(): void {
  SESSION_KEYS.forEach((key) => storage()?.removeItem(key));
}

// Logging out (here, in another tab, or because the server ended the session) forgets them.
subscribeSession(() => {
  if (readSession() === null) clearSessionKeys();
});

/** Forgets the source quotation once the location leaves /QuotationCreate. Used by the layout. */
export function useQuotationSourceCleanup(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const left = isQuotationCreate(previous.current) && !isQuotationCreate(pathname);
    previous.current = pathname;
    if (left) writeSessionKey(QUOTATION_SOURCE_KEY, null);
  }, [pathname]);
}

const isQuotationCreate = (pathname: string): boolean =>
  pathname.replace(/\/+$/, '').toLowerCase() === QUOTATION_CREATE_PATH.toLowerCase();

const goLoginListeners = new Set<() => void>();

/** Sends the person to /login at once (from code; setting the flag in sessionStorage works on the next navigation). */
export function requestGoLogin(): void {
  storage()?.setItem(GO_LOGIN_KEY, '1');
  goLoginListeners.forEach((listener) => listener());
}

export function clearGoLogin(): void {
  storage()?.removeItem(GO_LOGIN_KEY);
  goLoginListeners.forEach((listener) => listener());
}

export const goLoginRequested = (): boolean => storage()?.getItem(GO_LOGIN_KEY) === '1';

/** Read again at every render (a navigation re-renders), and at once after requestGoLogin(). */
export function useGoLoginRequested(): boolean {
  return useSyncExternalStore((listener) => {
    goLoginListeners.add(listener);
    return () => goLoginListeners.delete(listener);
  }, goLoginRequested);
}
