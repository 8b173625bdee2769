import './table-polyfills'; // screens render the shared tables
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { renderWithProviders } from './render-with-providers';

/** The address bar, for tests to read. */
function ShowPath() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The whole console (routes, shell, screens) opened at `path`; mock the API first. */
export function openConsoleAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <ShowPath />
    </MemoryRouter>,
  );
}
