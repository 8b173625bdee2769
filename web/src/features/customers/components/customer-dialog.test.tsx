/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { customer, staff } from '../test-fixtures';
import { CustomerDialog, type CustomerDialogProps } from './customer-dialog';

function serve(
  onWrite: (call: ApiCall) => Reply = () => ok({ id: 'c-new' }, { position: '500' }, 'Customer created'),
) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/customer/c-1') {
      return ok(customer({ addresses: [{ region: '370202', detail: '香港中路 1 号' }] }));
    }
    if (call.method === 'GET' && call.path === '/api/admin/operator') {
      return ok([staff()], { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
    }
    if (call.method !== 'GET') return onWrite(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

function open(props: Partial<CustomerDialogProps> = {}, onWrite?: (call: ApiCall) => Reply) {
  const calls = serve(onWrite);
  const onClose = jest.fn();
  renderWithProviders(<CustomerDialog onClose={onClose} {...props} />);
  return { calls, onClose };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const addAddress = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Add address' }));

/** Chooses a place in address n's picker: each level is a button that opens a searchable list. */
async function pick(n: number, ...names: string[]): Promise<void> {
  const levels = ['Province', 'City', 'District'];
  for (const [i, name] of names.entries()) {
    fireEvent.click(await within(dialog()).findByRole('button', { name: `${levels[i]} of address ${n}` }));
    fireEvent.click(within(await screen.findByRole('option', { name })).getByText(name));
  }
}

describe('creating a customer', () => {
  it('posts every field, the addresses as JSON text', async () => {
    const { calls, onClose } = open();
    expect(screen.getByRole('heading', { name: 'New customer' })).toBeInTheDocument();
    expect(dialog()).toHaveStyle({ width: '700px' });

    type('Name', '  青岛食品 ');
    fireEvent.change(field('Gender'), { target: { value: '女' } });
    type('Phone', '13812345678');
    type('Email', 'buyer@example.com');
    type('Enterprise', '青岛食品有限公司');
    type('Source', 'Expo');
    type('Logistics company', '顺丰');
    type('Responsible person', '王经理');
    fireEvent.change(field('Area'), { target: { value: 'Q' } });
    addAddress();
    addAddress();
    addAddress();
    await pick(1, '山东省', '青岛市', '市南区');
    type('Detail of address 1', '香港中路 1 号');
    await pick(2, '广东省', '深圳市', '南山区');
    type('Detail of address 2', 'to be removed');
    await pick(3, '山东省', '临沂市', '兰山区');
    type('Detail of address 3', ' 临沂路 2 号 ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove address 2' }));
    expect(field('Detail of address 2').value).toBe(' 临沂路 2 号 ');
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = writes(calls)[0];
    expect(`${post?.method} ${post?.path}`).toBe('POST /api/customer');
    expect(bodyOf(post)).toEqual({
      name: '青岛食品',
      gender: '女',
      email: 'buyer@example.com',
      phone: '13812345678',
      enterprise: '青岛食品有限公司',
      domestic: 'true',
      source: 'Expo',
      logistics: '顺丰',
      addresses: JSON.stringify([
        { region: '370202', detail: '香港中路 1 号' },
        { region: '371302', detail: '临沂路 2 号' },
      ]),
      responsible: '王经理',
      area: 'Q',
    });
    expect(await screen.findByText('Customer created')).toBeInTheDocument();
  });

  it('checks what the server checks before sending', async () => {
    const { calls } = open();
    save();
    expect(within(dialog()).getByText('please enter the customer name')).toBeInTheDocument();
    expect(within(dialog()).getByText('please enter the phone number')).toBeInTheDocument();

    type('Name', '青岛食品');
    type('Phone', '12345678');
    type('Email', 'not-an-email');
    addAddress();
    // A province and city without the district is no place yet.
    await pick(1, '山东省', '青岛市');
    type('Detail of address 1', '香港中路 1 号');
    save();
    expect(within(dialog()).getByText('Mobile number format error')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the correct email address')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the province, city and district')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    // A foreign customer's phone is not a mainland mobile.
    fireEvent.change(field('Domestic/foreign'), { target: { value: 'false' } });
    expect(within(dialog()).queryByText('Mobile number format error')).not.toBeInTheDocument();
    type('Phone', '+44 20 7946 0958');
    type('Email', '');
    // A foreign customer's region is typed: the country and region.
    expect(field('Country and region of address 1').value).toBe('');
    type('Detail of address 1', '');
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(bodyOf(writes(calls)[0])).toMatchObject({
      phone: '+44 20 7946 0958',
      domestic: 'false',
      addresses: '[]', // the blank row is dropped
    });
  });

  it('takes at most 10 addresses', () => {
    open();
    for (let i = 0; i < 10; i++) addAddress();
    expect(within(dialog()).getByRole('button', { name: 'Add address' })).toBeDisabled();
    expect(within(dialog()).getAllByRole('button', { name: /^Remove address/ })).toHaveLength(10);
  });

  it("shows the server's messages under their fields, and the refusal", async () => {
    open({}, () => ({
      status: 422,
      body: {
        code: 1001,
        data: null,
        msg: 'A customer with this phone number already exists',
        extra: {
          error: 'VALIDATION.FAILED',
          fields: {
            phone: 'A customer with this phone number already exists',
            'addresses.0.region': 'This region code is not a district of mainland China',
          },
        },
      },
    }));
    type('Name', '青岛食品');
    type('Phone', '13812345678');
    addAddress();
    await pick(1, '山东省', '青岛市', '市南区');
    type('Detail of address 1', '香港中路 1 号');
    save();
    expect(
      await within(dialog()).findByText('This region code is not a district of mainland China'),
    ).toBeInTheDocument();
    expect(
      within(dialog()).getByText('A customer with this phone number already exists', {
        selector: '.bp6-form-helper-text',
      }),
    ).toBeInTheDocument();
    // The refusal itself comes as a notice too.
    await waitFor(() =>
      expect(screen.getAllByText('A customer with this phone number already exists').length).toBeGreaterThan(
        1,
      ),
    );
    expect(field('Phone').value).toBe('13812345678'); // the input stays

    type('Phone', '13812345679');
    expect(
      within(dialog()).queryByText('A customer with this phone number already exists'),
    ).not.toBeInTheDocument();
  });

  it('lets a supervisor name the owner, or leave it for the high seas', async () => {
    const { calls } = open({ owner: 'choose' });
    type('Name', '青岛食品');
    type('Phone', '13812345678');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Owner' }));
    fireEvent.click(await screen.findByText('王五'));
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(bodyOf(writes(calls)[0])).toMatchObject({ name: '青岛食品', ownerId: 's-2' });
  });

  it('leaves the area out for a trader', () => {
    open({ showArea: false });
    expect(within(dialog()).queryByLabelText('Area')).not.toBeInTheDocument();
  });
});

describe('editing a customer', () => {
  it('loads the customer and sends only what changed, never the area', async () => {
    const { calls, onClose } = open({ id: 'c-1' }, () =>
      ok({ id: 'c-1' }, { position: '510' }, 'Customer saved'),
    );
    expect(await screen.findByDisplayValue('青岛食品')).toBe(field('Name'));
    expect(screen.getByRole('heading', { name: 'Edit customer' })).toBeInTheDocument();
    expect(field('Detail of address 1').value).toBe('香港中路 1 号');
    expect(within(dialog()).queryByLabelText('Area')).not.toBeInTheDocument();

    type('Phone', '13912345678');
    type('Source', '');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = writes(calls)[0];
    expect(`${put?.method} ${put?.path}`).toBe('PUT /api/customer/c-1');
    expect(bodyOf(put)).toEqual({ phone: '13912345678', source: '' });
  });

  it('sends the addresses when one was added', async () => {
    const { calls } = open({ id: 'c-1' }, () => ok({ id: 'c-1' }, { position: '511' }, 'Customer saved'));
    await screen.findByDisplayValue('青岛食品');
    // The saved address's picker starts at its place.
    // The place names come with the region data, loaded on its own after the form.
    const district = await within(dialog()).findByRole('button', { name: 'District of address 1' });
    await waitFor(() => expect(district).toHaveTextContent('市南区'));
    addAddress();
    await pick(2, '山东省', '临沂市', '兰山区');
    type('Detail of address 2', '临沂路 2 号');
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(bodyOf(writes(calls)[0])).toEqual({
      addresses: JSON.stringify([
        { region: '370202', detail: '香港中路 1 号' },
        { region: '371302', detail: '临沂路 2 号' },
      ]),
    });
  });

  it('closes without a call when nothing changed', async () => {
    const { calls, onClose } = open({ id: 'c-1' });
    await screen.findByDisplayValue('青岛食品');
    save();
    expect(await screen.findByText('Nothing changed')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([]);
  });
});

describe('in Chinese', () => {
  it('uses the spec wording for the checks', () => {
    serve();
    renderWithProviders(<CustomerDialog onClose={() => undefined} />, { locale: 'cn' });
    expect(screen.getByRole('heading', { name: '新增客户' })).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText('电话'), { target: { value: '123' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    expect(within(dialog()).getByText('请输入客户名称')).toBeInTheDocument();
    expect(within(dialog()).getByText('手机号码格式错误')).toBeInTheDocument();
  });
});

describe('the region picker', () => {
  it('finds a place by typing part of its name; a city without districts is the place itself', async () => {
    const { calls } = open({}, () => ok({ id: 'c-new' }, { position: '520' }, 'Customer created'));
    type('Name', 'Hamburg Foods');
    type('Phone', '13812345678');
    addAddress();
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Province of address 1' }));
    fireEvent.change(screen.getByPlaceholderText('Type a name…'), { target: { value: '广东' } });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['广东省']);
    fireEvent.click(screen.getByText('广东省'));
    // 东莞市 has no districts: the city itself is the place.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'City of address 1' }));
    fireEvent.click(within(await screen.findByRole('option', { name: '东莞市' })).getByText('东莞市'));
    expect(within(dialog()).queryByRole('button', { name: 'District of address 1' })).not.toBeInTheDocument();
    type('Detail of address 1', '松山湖 1 号');
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(String(bodyOf(writes(calls)[0]).addresses))).toEqual([
      { region: '441900', detail: '松山湖 1 号' },
    ]);
  });
});
