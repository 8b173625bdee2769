/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SyssetHistoryEntry, SyssetView } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SyssetScreen } from './sysset-screen';

const view: SyssetView = {
  companyNameCn: '青岛彩印包装有限公司',
  companyNameEn: 'Qingdao Color Printing Packaging Co.',
  expiryDate: '2027-01-31',
  expiryWarnDays: 30,
  showRoles: true,
  imageHost: '',
  mapProvider: 'none',
  mapTileUrl: '',
  mapKey: '',
  mapSecurityCode: '',
  mapServiceHost: '',
  uploadMaxMb: 10,
  imageLimit: 3,
  appVersion: '1.2.1',
  daysLeft: 12,
  warnExpiry: true,
  version: 4,
  revision: 3,
  updatedAt: '2026-11-20T08:30:00.000Z',
  updatedBy: 'u-1',
  updatedByName: '王经理',
};

const history: SyssetHistoryEntry[] = [
  {
    position: '310',
    version: 4,
    at: '2026-11-20T08:30:00.000Z',
    userId: 'u-1',
    userName: '王经理',
    role: 'Admin',
    changes: [
      { field: 'imageHost', from: 'http://old.example.com', to: '' },
      { field: 'showRoles', from: false, to: true },
    ],
  },
];

/** The API as the screen sees it: current settings, their history, and what a save answers. */
function serve(onSave: (call: ApiCall) => Reply, current: () => SyssetView = () => view, historyCount = 1) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/sysset') return ok(current());
    if (call.method === 'GET' && call.path === '/api/sysset/history') {
      const [page, size] = [Number(call.query.get('_page')), Number(call.query.get('_size'))];
      const pageInfo = {
        _page: page,
        _size: size,
        _count: historyCount,
        _pageSize: Math.ceil(historyCount / size),
      };
      return ok(history, { pageInfo });
    }
    if (call.method === 'PUT' && call.path === '/api/sysset') return onSave(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('system settings screen', () => {
  it('shows the current settings, the system status and the change history', async () => {
    serve(() => ok(null));
    renderWithProviders(<SyssetScreen />);

    expect(await screen.findByDisplayValue('青岛彩印包装有限公司')).toBe(field('Company name (Chinese)'));
    expect(field('Company name (English)').value).toBe('Qingdao Color Printing Packaging Co.');
    expect(field('System expiry date').value).toBe('2027-01-31');
    expect(field('Days before expiry to warn').value).toBe('30');
    expect(field('Show role switching').checked).toBe(true);
    expect(document.title).toBe('System settings - Packflow');

    expect(screen.getByText('1.2.1')).toBeInTheDocument();
    expect(
      screen.getByText('The system expires on 2027-01-31. Please arrange the renewal.'),
    ).toBeInTheDocument();

    const row = (await screen.findByText('王经理', { selector: 'td' })).closest('tr')!;
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(row).getByText('Image host: http://old.example.com → (empty)')).toBeInTheDocument();
    expect(within(row).getByText('Show role switching: No → Yes')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('changes the upload limit: only that field is sent, as typed', async () => {
    const calls = serve(() => ok(null, { position: '9' }, 'Saved'));
    renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');
    expect(field('Upload limit (MB)').value).toBe('10');

    fireEvent.change(field('Upload limit (MB)'), { target: { value: '25' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body?.toString()).toBe('uploadMaxMb=25');
  });

  it('changes the image limit (3 by default): only that field is sent, as typed', async () => {
    const calls = serve(() => ok(null, { position: '9' }, 'Saved'));
    renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');
    expect(field('Images per field').value).toBe('3');

    fireEvent.change(field('Images per field'), { target: { value: '5' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body?.toString()).toBe('imageLimit=5');
  });

  it('shows the server messages of a refused save under the fields they concern', async () => {
    const calls = serve(() => ({
      status: 422,
      body: {
        code: 1001,
        data: null,
        msg: 'Please correct the highlighted fields',
        extra: { error: 'VALIDATION.FAILED', fields: { companyNameCn: 'This field is required' } },
      },
    }));
    renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');

    fireEvent.change(field('Company name (Chinese)'), { target: { value: '' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(field('Company name (Chinese)').value).toBe(''); // the user's edit stays
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body?.toString()).toBe('companyNameCn='); // only the changed field

    fireEvent.change(field('Company name (Chinese)'), { target: { value: '青岛' } });
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('sends the revision it shows; refused because someone saved first, it shows their values and says so', async () => {
    let current = view;
    const calls = serve(
      () => {
        // Someone else saved meanwhile: the server is at a later revision.
        current = { ...current, companyNameEn: 'Changed Elsewhere Ltd.', version: 5, revision: 4 };
        return {
          status: 409,
          body: {
            code: 1009,
            data: null,
            msg: 'This record was changed since you opened it; the latest version is shown',
            extra: { error: 'RECORD.CHANGED', revision: 4 },
          },
        };
      },
      () => current,
    );
    renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');

    fireEvent.change(field('Days before expiry to warn'), { target: { value: '45' } });
    fireEvent.click(saveButton());

    expect(
      await screen.findByText('This record was changed since you opened it; the latest version is shown'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.headers['If-Match']).toBe('"3"');
    // The edits are dropped and the record read again: the form shows the new state.
    expect(await screen.findByDisplayValue('Changed Elsewhere Ltd.')).toBe(field('Company name (English)'));
    expect(field('Days before expiry to warn').value).toBe('30');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(/Someone else changed the settings/)).not.toBeInTheDocument();
  });

  it('saves only what changed, then reads its own write and shows the saved values', async () => {
    let current = view;
    const calls = serve(
      (call) => {
        current = { ...current, expiryWarnDays: Number(call.body?.get('expiryWarnDays')), version: 5 };
        return ok({ version: 5 }, { position: '777' }, 'Settings saved');
      },
      () => current,
    );
    renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');

    fireEvent.change(field('Days before expiry to warn'), { target: { value: '45' } });
    expect(saveButton()).toBeEnabled();
    fireEvent.click(saveButton());

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(field('Days before expiry to warn').value).toBe('45');
    expect(calls.find((c) => c.method === 'PUT')?.body?.toString()).toBe('expiryWarnDays=45');
    const reread = calls.filter((c) => c.method === 'GET' && c.path === '/api/sysset').at(-1);
    expect(reread?.query.get('_position')).toBe('777');
  });

  it('shows a change made elsewhere, and keeps unsaved edits with a notice instead', async () => {
    let current = view;
    serve(
      () => ok(null),
      () => current,
    );
    const { queryClient } = renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');
    const changedElsewhere = async (change: Partial<SyssetView>) => {
      current = { ...current, ...change, version: current.version + 1 };
      await act(() => queryClient.invalidateQueries({ queryKey: ['sysset'] })); // what a live event does
    };

    await changedElsewhere({ companyNameEn: 'Qingdao Printing' });
    expect(await screen.findByDisplayValue('Qingdao Printing')).toBe(field('Company name (English)'));

    fireEvent.change(field('Image host'), { target: { value: 'https://img.example.com' } });
    await changedElsewhere({ companyNameEn: 'Qingdao Printing Group' });
    expect(await screen.findByText(/Someone else changed the settings/)).toBeInTheDocument();
    expect(field('Image host').value).toBe('https://img.example.com');
    expect(field('Company name (English)').value).toBe('Qingdao Printing');

    fireEvent.click(screen.getByRole('button', { name: 'Load the new values' }));
    expect(field('Company name (English)').value).toBe('Qingdao Printing Group');
    expect(field('Image host').value).toBe('');
    expect(screen.queryByText(/Someone else changed the settings/)).not.toBeInTheDocument();
  });

  it('resets unsaved edits', async () => {
    serve(() => ok(null));
    renderWithProviders(<SyssetScreen />);
    await screen.findByDisplayValue('青岛彩印包装有限公司');

    fireEvent.click(field('Show role switching'));
    expect(field('Show role switching').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(field('Show role switching').checked).toBe(true);
    expect(saveButton()).toBeDisabled();
  });

  it('pages the change history', async () => {
    const calls = serve(() => ok(null), undefined, 45);
    renderWithProviders(<SyssetScreen />);
    const historyReads = () =>
      calls
        .filter((c) => c.path === '/api/sysset/history')
        .map((c) => `${c.query.get('_page')}/${c.query.get('_size')}`);

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Total: 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...sizes.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '30',
      '50',
      '100',
      '200',
      '300',
      '400',
    ]);
    fireEvent.change(sizes, { target: { value: '5' } });
    expect(await screen.findByText('Page 1 of 9')).toBeInTheDocument();
    expect(historyReads()).toEqual(['1/20', '2/20', '1/5']); // page/size asked for
  });

  it('speaks Chinese', async () => {
    serve(() => ok(null));
    renderWithProviders(<SyssetScreen />, { locale: 'cn' });

    expect(await screen.findByDisplayValue('青岛彩印包装有限公司')).toBe(
      screen.getByLabelText('公司名称（中文）'),
    );
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(await screen.findByText('图片域名：http://old.example.com → （空）')).toBeInTheDocument();
    expect(document.title).toBe('系统设置 - 包装管理系统');
  });
});
