import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { connectLive } from '../lib/live';
import { createQueryClient } from '../lib/query-client';
import { ErrorBoundary } from './error-boundary';

/** Keeps the live connection open while the console is on screen. */
function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => connectLive(queryClient), [queryClient]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LiveUpdates />
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
