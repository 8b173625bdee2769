import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { connectLive } from '../lib/live';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';
import { ErrorBoundary } from './error-boundary';

/**
 * What lasts as long as a session: the live connection, and the cached data. When the session
 * ends (logout, a 401, a logout in another tab) both go, so the next person starts clean.
 */
function SessionScope() {
  const queryClient = useQueryClient();
  const token = useSession()?.token;
  useEffect(() => {
    if (token === undefined) return undefined;
    const close = connectLive(queryClient);
    return () => {
      close();
      queryClient.clear();
    };
  }, [queryClient, token]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionScope />
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
