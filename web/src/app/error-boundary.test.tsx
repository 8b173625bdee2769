/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorBoundary } from './error-boundary';

function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'rows')");
}

it('shows what went wrong and a way out instead of a blank page', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error too
  renderWithProviders(
    <ErrorBoundary>
      <BrokenScreen />
    </ErrorBoundary>,
  );

  expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  expect(screen.getByText("Cannot read properties of undefined (reading 'rows')")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});
