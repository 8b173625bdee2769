/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { LoginInfo } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginScreen } from './login-screen';

const info: LoginInfo = {
  companyNameCn: '青岛彩印包装有限公司',
  companyNameEn: 'Qingdao Color Printing Packaging Co.',
  daysLeft: 200,
  warnExpiry: false,
  appVersion: '1.2.1',
};

function openLogin(change: Partial<LoginInfo> = {}, locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) =>
    call.path === '/api/login/info' ? ok({ ...info, ...change }) : ok(null),
  );
  renderWithProviders(<LoginScreen />, { locale });
  return calls;
}

describe('login page', () => {
  it('shows the company, the product and the app version, titled login-Packflow', async () => {
    const calls = openLogin();

    expect(
      await screen.findByRole('heading', { name: 'Qingdao Color Printing Packaging Co.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Packflow')).toBeInTheDocument();
    expect(screen.getByText('Version 1.2.1')).toBeInTheDocument();
    expect(document.title).toBe('login-Packflow');
    expect(screen.queryByText(/The system expire/)).not.toBeInTheDocument(); // far from expiry
    expect(calls[0]?.headers.Token).toBeUndefined(); // public, unsigned
  });

  it('warns of the days left when the server says to', async () => {
    openLogin({ warnExpiry: true, daysLeft: 12 });

    expect(await screen.findByText('The system expires in 12 days')).toBeInTheDocument();
  });

  it('says one day, not one days', async () => {
    openLogin({ warnExpiry: true, daysLeft: 1 });

    expect(await screen.findByText('The system expires in 1 day')).toBeInTheDocument();
  });

  it('says when the system has expired', async () => {
    openLogin({ warnExpiry: true, daysLeft: 0 });

    expect(
      await screen.findByText('The system has expired. Please contact the administrator to renew it.'),
    ).toBeInTheDocument();
  });

  it('speaks Chinese, with the title unchanged', async () => {
    openLogin({ warnExpiry: true, daysLeft: 12 }, 'cn');

    expect(await screen.findByRole('heading', { name: '青岛彩印包装有限公司' })).toBeInTheDocument();
    expect(screen.getByText('系统将在 12 天后到期')).toBeInTheDocument();
    expect(screen.getByText('版本 1.2.1')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(document.title).toBe('login-Packflow');
  });
});
