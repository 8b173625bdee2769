/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginAnswer, StaffView } from '@packflow/contracts';
import { clearSession, readSession, saveSession, sessionEndNotice } from '../../../lib/session';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { PersonalInfoDialog } from './personal-info-dialog';

const salesmanLogin: LoginAnswer = {
  ...adminLogin,
  token: 'tok-sales',
  user: { id: 's-1', role: 'OperatorIndex', nickname: '李四', headimg: '', country: 'cn' },
  roles: [{ role: 'OperatorIndex', title: '业务员', english_name: 'Salesman' }],
};

const record = (over: Partial<StaffView> = {}): StaffView => ({
  id: 's-1',
  nickname: '李四',
  username: 'lisi',
  password: '',
  phone: '13812345678',
  sex: '男',
  status: '正常',
  role: 'OperatorIndex',
  roleId: 'OperatorIndex',
  roles: ['OperatorIndex'],
  areacode: 'Q',
  country: 'cn',
  is_from: null,
  wage: '5000',
  work_wage: null,
  headimg: '',
  locked: false,
  failures: 0,
  last_login_at: null,
  created_at: '2026-01-05T02:00:00.000Z',
  ...over,
});

function open(me: StaffView, onPut: (call: ApiCall) => Reply, login: LoginAnswer = salesmanLogin) {
  saveSession(login);
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === `/api/admin/operator/${me.id}`) return ok(me);
    if (call.method === 'PUT' && call.path === `/api/admin/operator/${me.id}`) return onPut(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const onClose = jest.fn();
  const view = renderWithProviders(<PersonalInfoDialog isOpen onClose={onClose} />);
  return { calls, onClose, ...view };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);

afterEach(() => clearSession());

describe('personal info', () => {
  it("loads the person's own record", async () => {
    const { calls } = open(record(), () => ok(null));
    expect(await screen.findByDisplayValue('lisi')).toBe(field('Username'));
    expect(field('Username')).toBeDisabled();
    expect(field('Nickname').value).toBe('李四');
    expect(field('Country (interface language)')).toHaveValue('cn');
    expect(calls[0]?.headers.Token).toBe('tok-sales'); // a signed call
  });

  it('changes the password: both new ones must match, then every session ends', async () => {
    const { calls, onClose } = open(record(), (call) =>
      call.body?.get('oldPassword') === 'wrong'
        ? {
            status: 422,
            body: {
              code: 1001,
              data: null,
              msg: 'The current password is wrong',
              extra: { fields: { oldPassword: 'The current password is wrong' } },
            },
          }
        : ok({ id: 's-1' }, { position: '88' }, 'Password changed, please login again'),
    );
    await screen.findByDisplayValue('lisi');
    const change = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Change password' }));

    change();
    expect(within(dialog()).getByText('Please enter your current password')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the new password')).toBeInTheDocument();

    type('Current password', 'wrong');
    type('New password', 'a better password');
    type('Repeat new password', 'a better pasword');
    change();
    expect(within(dialog()).getByText('The two new passwords do not match')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    type('Repeat new password', 'a better password');
    change();
    expect(await within(dialog()).findByText('The current password is wrong')).toBeInTheDocument();
    expect(readSession()).not.toBeNull();

    type('Current password', 'old password');
    change();
    await waitFor(() => expect(readSession()).toBeNull());
    expect(sessionEndNotice()).toBe('Password changed, please login again');
    expect(onClose).toHaveBeenCalled();
    expect(bodyOf(puts(calls).at(-1))).toEqual({
      oldPassword: 'old password',
      password: 'a better password',
    });
  });

  it('saves what changed and the stored user info follows, language included', async () => {
    const { calls, onClose } = open(record(), () => ok({ id: 's-1' }, { position: '89' }, 'Saved'));
    await screen.findByDisplayValue('lisi');
    const save = () => within(dialog()).getByRole('button', { name: 'Save info' });
    expect(save()).toBeDisabled();

    type('Nickname', '');
    type('Contact (mobile)', '1234');
    fireEvent.click(save());
    expect(within(dialog()).getByText('please enter user nickname')).toBeInTheDocument();
    expect(within(dialog()).getByText('mobile number format error')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    type('Nickname', ' 李四四 ');
    type('Contact (mobile)', '13812345678');
    fireEvent.change(field('Country (interface language)'), { target: { value: 'en' } });
    fireEvent.change(field('Sex'), { target: { value: '女' } });
    type('Head image path', 'upload/avatar.png');
    fireEvent.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(puts(calls)[0])).toEqual({
      nickname: '李四四',
      sex: '女',
      headimg: 'upload/avatar.png',
      country: 'en',
    });
    expect(readSession()?.user).toMatchObject({
      nickname: '李四四',
      headimg: 'upload/avatar.png',
      country: 'en',
    });
  });

  it('offers no country to roles without a language of their own', async () => {
    const finance = record({
      id: 'u-admin',
      role: 'Admin',
      roleId: 'Admin',
      roles: ['Admin', 'Finance'],
      areacode: null,
      country: null,
      wage: null,
    });
    open(finance, () => ok(null), adminLogin);
    await screen.findByDisplayValue('lisi');
    expect(within(dialog()).queryByLabelText('Country (interface language)')).not.toBeInTheDocument();
  });

  it('says why and closes when the record cannot be loaded', async () => {
    saveSession(salesmanLogin);
    mockFetch(() => ({ status: 500, body: { code: 1500, data: null, msg: 'Server busy', extra: {} } }));
    const onClose = jest.fn();
    renderWithProviders(<PersonalInfoDialog isOpen onClose={onClose} />);
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
