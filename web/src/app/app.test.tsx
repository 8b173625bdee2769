/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { mockFetch, ok } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './router';

const settings = {
  companyNameCn: '青岛彩印包装有限公司',
  companyNameEn: 'Qingdao Color Printing Packaging Co.',
  expiryDate: '2027-06-30',
  expiryWarnDays: 30,
  showRoles: false,
  imageHost: '',
  appVersion: '1.2.1',
  daysLeft: 200,
  warnExpiry: false,
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

function openConsoleAt(path: string) {
  mockFetch((call) =>
    call.path === '/api/sysset'
      ? ok(settings)
      : ok([], { pageInfo: { _page: 1, _size: 20, _count: 0, _pageSize: 0 } }),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <ShowPath />
    </MemoryRouter>,
  );
}

/** The address bar, for tests to read. */
function ShowPath() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

describe('console shell', () => {
  it('lands on the system settings', async () => {
    openConsoleAt('/');

    expect(await screen.findByRole('heading', { name: 'System settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/Sysset');
    expect(screen.getByText('Packflow')).toBeInTheDocument();
  });

  it('says so when a page does not exist', async () => {
    openConsoleAt('/Nowhere');

    expect(await screen.findByText('There is no page at /Nowhere.')).toBeInTheDocument();
    expect(document.title).toBe('Page not found - Packflow');
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('switches the language from the top bar and remembers the choice', async () => {
    openConsoleAt('/Sysset');
    await screen.findByRole('heading', { name: 'System settings' });

    fireEvent.click(screen.getByRole('radio', { name: '中文' }));

    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(screen.getByText('包装管理系统')).toBeInTheDocument();
    expect(screen.getByText('从未修改')).toBeInTheDocument();
    expect(localStorage.getItem('packflow.locale')).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
