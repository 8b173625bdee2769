/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_SEPARATOR,
  ROLES,
  ROLE_LABELS,
  groupPermissions,
  type RoleView,
} from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RoleScreen } from './role-screen';

function serve() {
  let views: RoleView[] = ROLES.map((role, i) => ({
    role,
    title: ROLE_LABELS[role].cn,
    english_name: ROLE_LABELS[role].en,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    version: i + 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/role') return ok(views);
    if (call.method === 'GET' && call.path === '/api/admin/permission') {
      const locale = call.headers.Locale === 'cn' ? 'cn' : 'en';
      return ok({ groups: groupPermissions(locale), separator: PERMISSION_SEPARATOR });
    }
    const put = /^\/api\/admin\/role\/(\w+)$/.exec(call.path);
    if (call.method === 'PUT' && put) {
      const permissions = (call.body?.get('permissions') ?? '').split(',').filter(Boolean);
      views = views.map((v) => (v.role === put[1] ? { ...v, permissions: permissions as never } : v));
      return ok({ role: put[1], permissions }, { position: '321' }, 'Role permissions saved');
    }
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  return calls;
}

const role = (name: RegExp) => screen.getByRole('menuitem', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const checkbox = (summary: string) =>
  screen.getByText(summary).closest('label')!.querySelector('input') as HTMLInputElement;

describe('role management', () => {
  it('lists the nine roles and shows the checklist of the selected one', async () => {
    serve();
    renderWithProviders(<RoleScreen />);
    expect(await screen.findByRole('heading', { name: 'Permissions of Administrator' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Roles' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(9);
    expect(role(/Sales supervisor/)).toHaveTextContent('OperatorManage');
    // The administrator keeps role management whatever happens.
    expect(checkbox("Change a role's permissions")).toBeChecked();
    expect(checkbox("Change a role's permissions")).toBeDisabled();

    fireEvent.click(role(/^Finance/));
    expect(await screen.findByRole('heading', { name: 'Permissions of Finance' })).toBeInTheDocument();
    expect(checkbox('List staff')).not.toBeChecked();
    expect(checkbox('Edit a staff member (oneself or one managed)')).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('selects a whole app and saves the set comma-joined, in catalogue order', async () => {
    const calls = serve();
    renderWithProviders(<RoleScreen />);
    await screen.findByRole('heading', { name: 'Permissions of Administrator' });
    fireEvent.click(role(/^Finance/));
    await screen.findByRole('heading', { name: 'Permissions of Finance' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all of Administration' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(saveButton());

    // Saving re-renders every permission of the catalogue: on a busy machine that takes a while.
    expect(await screen.findByText('Role permissions saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    const admin = groupPermissions('en')
      .find((g) => g.app === 'admin')!
      .modules.flatMap((m) => m.permissions.map((p) => p.permission));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.path).toBe('/api/admin/role/Finance');
    // Finance's own defaults stay; the whole admin app joins them, all in catalogue order.
    const kept = new Set<string>([...admin, ...DEFAULT_ROLE_PERMISSIONS.Finance]);
    const expected = groupPermissions('en').flatMap((g) =>
      g.modules.flatMap((m) => m.permissions.map((p) => p.permission).filter((p) => kept.has(p))),
    );
    expect(puts(calls)[0]?.body?.get('permissions')).toBe(expected.join(','));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(checkbox('List staff')).toBeChecked();
    const reread = calls.filter((c) => c.path === '/api/admin/role' && c.method === 'GET').at(-1);
    expect(reread?.query.get('_position')).toBe('321');
  });

  it('resets unsaved changes', async () => {
    serve();
    renderWithProviders(<RoleScreen />);
    await screen.findByRole('heading', { name: 'Permissions of Administrator' });
    fireEvent.click(role(/^Finance/));
    await screen.findByRole('heading', { name: 'Permissions of Finance' });
    fireEvent.click(checkbox('List staff'));
    expect(checkbox('List staff')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(checkbox('List staff')).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('asks before switching away from unsaved changes', async () => {
    const calls = serve();
    renderWithProviders(<RoleScreen />);
    await screen.findByRole('heading', { name: 'Permissions of Administrator' });
    fireEvent.click(role(/^Finance/));
    await screen.findByRole('heading', { name: 'Permissions of Finance' });
    fireEvent.click(checkbox('List staff'));

    fireEvent.click(role(/^Warehouse/));
    expect(
      await screen.findByText('The permissions of Finance have unsaved changes. Discard them?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Permissions of Finance' })).toBeInTheDocument();
    expect(checkbox('List staff')).toBeChecked();

    fireEvent.click(role(/^Warehouse/));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Permissions of Warehouse' })).toBeInTheDocument();
    expect(checkbox('List staff')).not.toBeChecked();
    fireEvent.click(role(/^Finance/)); // no changes now: no question
    expect(await screen.findByRole('heading', { name: 'Permissions of Finance' })).toBeInTheDocument();
    expect(checkbox('List staff')).not.toBeChecked(); // the discarded edit is gone
    expect(puts(calls)).toEqual([]);
  });

  it('speaks Chinese', async () => {
    serve();
    renderWithProviders(<RoleScreen />, { locale: 'cn' });
    expect(await screen.findByRole('heading', { name: '管理员的权限' })).toBeInTheDocument();
    expect(screen.getByText('员工列表')).toBeInTheDocument();
    expect(document.title).toBe('角色管理 - 包装管理系统');
  });
});
