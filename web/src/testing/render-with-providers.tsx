import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Locale } from '@packflow/contracts';
import { i18n } from '../lib/i18n';

/** Renders a screen the way the app does, minus the router and the live connection. */
export function renderWithProviders(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  void i18n.changeLanguage(locale);
  // No retries: a test that expects an error should see it at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
