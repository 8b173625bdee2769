/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { clearSession, saveSession } from '../lib/session';
import { openConsoleAt } from '../testing/console';
import { mockFetch, ok } from '../testing/mock-fetch';
import { adminLogin } from '../testing/session';

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

const settingsMenu = {
  menus: [
    {
      key: 'settings',
      title: '设置',
      english_name: 'Settings',
      path: '',
      icon: 'cog',
      children: [
        { key: 'sysset', title: '系统设置', english_name: 'System settings', path: '/Sysset', icon: 'cog' },
      ],
    },
  ],
  landing: '/Sysset',
};

function openSignedInAt(path: string) {
  saveSession(adminLogin);
  mockFetch((call) => {
    if (call.path === '/api/sysset') return ok(settings);
    if (call.path === '/api/menus') return ok(settingsMenu);
    return ok([], { pageInfo: { _page: 1, _size: 20, _count: 0, _pageSize: 0 } });
  });
  openConsoleAt(path);
}

afterEach(() => clearSession());

describe('console shell', () => {
  it("lands on the role's landing page", async () => {
    openSignedInAt('/');

    expect(await screen.findByRole('heading', { name: 'System settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/Sysset');
    expect(screen.getByText('Packflow')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('says so when a page does not exist', async () => {
    openSignedInAt('/Nowhere');

    expect(await screen.findByText('There is no page at /Nowhere.')).toBeInTheDocument();
    expect(document.title).toBe('Administrator - Packflow'); // the role label plus the product name
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('switches the language from the top bar and remembers the choice', async () => {
    openSignedInAt('/Sysset');
    await screen.findByRole('heading', { name: 'System settings' });

    fireEvent.click(screen.getByRole('radio', { name: '中文' }));

    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(screen.getByText('包装管理系统')).toBeInTheDocument();
    expect(screen.getByText('从未修改')).toBeInTheDocument();
    expect(localStorage.getItem('packflow.locale')).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
