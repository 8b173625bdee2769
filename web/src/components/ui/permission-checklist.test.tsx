/** @jest-environment jsdom */
import '../../testing/table-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { groupPermissions, type PermissionGroup } from '@packflow/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PermissionChecklist, type PermissionChecklistProps } from './permission-checklist';

const groups = [
  {
    app: 'admin',
    modules: [
      {
        module: 'operator',
        permissions: [
          { permission: 'GET@admin/operator', method: 'GET', route: 'admin/operator', summary: 'List staff' },
          {
            permission: 'POST@admin/operator',
            method: 'POST',
            route: 'admin/operator',
            summary: 'Create staff',
          },
          {
            permission: 'PUT@admin/operator/:id',
            method: 'PUT',
            route: 'admin/operator/:id',
            summary: 'Edit staff',
          },
        ],
      },
      {
        module: 'role',
        permissions: [
          { permission: 'GET@admin/role', method: 'GET', route: 'admin/role', summary: 'List roles' },
          {
            permission: 'PUT@admin/role/:code',
            method: 'PUT',
            route: 'admin/role/:code',
            summary: 'Edit role',
          },
        ],
      },
    ],
  },
  {
    app: 'system',
    modules: [
      {
        module: 'sysset',
        permissions: [{ permission: 'GET@sysset', method: 'GET', route: 'sysset', summary: 'View settings' }],
      },
    ],
  },
] as unknown as PermissionGroup[];

const STAFF = ['GET@admin/operator', 'POST@admin/operator', 'PUT@admin/operator/:id'];

function renderList(selected: string[], props: Partial<PermissionChecklistProps> = {}) {
  const onChange = jest.fn<void, [Set<string>]>();
  const view = renderWithProviders(
    <PermissionChecklist groups={groups} selected={new Set(selected)} onChange={onChange} {...props} />,
  );
  /** The set passed to the last onChange, sorted. */
  const last = () => [...(onChange.mock.lastCall?.[0] ?? [])].sort();
  return { onChange, last, ...view };
}

const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const state = (name: string | RegExp) => {
  const input = box(name);
  return input.indeterminate ? 'some' : input.checked ? 'all' : 'none';
};

describe('PermissionChecklist', () => {
  it('lists apps, modules and permissions with summary, method and route', () => {
    renderList([]);
    const staff = screen.getByRole('group', { name: 'Staff' });
    const item = within(staff)
      .getByRole('checkbox', { name: /Create staff/ })
      .closest('label')!;
    expect(item).toHaveTextContent('Create staff');
    expect(item).toHaveTextContent('POST');
    expect(item).toHaveTextContent('admin/operator');
    expect(within(staff).getAllByRole('checkbox')).toHaveLength(4); // select all + 3
    expect(screen.getByRole('region', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System' })).toBeInTheDocument();
  });

  it('shows what is selected, with module and app boxes full, partial or empty', () => {
    renderList(['GET@admin/operator', 'GET@admin/role', 'PUT@admin/role/:code']);
    expect(box(/List staff/)).toBeChecked();
    expect(box(/Create staff/)).not.toBeChecked();
    expect(state('Select all of Staff')).toBe('some');
    expect(state('Select all of Roles and permissions')).toBe('all');
    expect(state('Select all of Administration')).toBe('some');
    expect(state('Select all of System')).toBe('none');
    expect(screen.getByRole('group', { name: 'Staff' })).toHaveTextContent('1/3');
    expect(screen.getByRole('region', { name: 'Administration' })).toHaveTextContent('3/5');
  });

  it('is not indeterminate when all or none are selected', () => {
    renderList([...STAFF]);
    expect(box('Select all of Staff').indeterminate).toBe(false);
    expect(box('Select all of Staff')).toBeChecked();
    expect(box('Select all of System').indeterminate).toBe(false);
  });

  it('toggles one permission', () => {
    const { last } = renderList(['GET@sysset']);
    fireEvent.click(box(/Edit staff/));
    expect(last()).toEqual(['GET@sysset', 'PUT@admin/operator/:id']);
  });

  it('takes one permission away', () => {
    const { last } = renderList(['GET@sysset', 'GET@admin/role']);
    fireEvent.click(box(/List roles/));
    expect(last()).toEqual(['GET@sysset']);
  });

  it('selects a whole module when some or none of it is selected', () => {
    const { last } = renderList(['GET@admin/operator', 'GET@sysset']);
    fireEvent.click(box('Select all of Staff'));
    expect(last()).toEqual([
      'GET@admin/operator',
      'GET@sysset',
      'POST@admin/operator',
      'PUT@admin/operator/:id',
    ]);
  });

  it('clears a whole module when all of it is selected, leaving the rest', () => {
    const { last } = renderList([...STAFF, 'GET@admin/role']);
    fireEvent.click(box('Select all of Staff'));
    expect(last()).toEqual(['GET@admin/role']);
  });

  it('selects and clears a whole app', () => {
    const first = renderList(['GET@admin/role', 'GET@sysset']);
    fireEvent.click(box('Select all of Administration'));
    expect(first.last()).toEqual([...STAFF, 'GET@admin/role', 'GET@sysset', 'PUT@admin/role/:code'].sort());
    first.unmount();

    const second = renderList([...STAFF, 'GET@admin/role', 'PUT@admin/role/:code', 'GET@sysset']);
    fireEvent.click(box('Select all of Administration'));
    expect(second.last()).toEqual(['GET@sysset']);
  });

  it('changes nothing in read-only mode', () => {
    const { onChange } = renderList(['GET@admin/role'], { readOnly: true });
    for (const input of screen.getAllByRole('checkbox')) expect(input).toBeDisabled();
    fireEvent.click(box(/List staff/));
    fireEvent.click(box('Select all of Staff'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box(/List roles/)).toBeChecked();
  });

  it('keeps locked permissions as they are, also through select all', () => {
    const { last } = renderList(['GET@admin/role', 'PUT@admin/role/:code'], {
      locked: new Set(['GET@admin/role']),
    });
    expect(box(/List roles/)).toBeDisabled();
    fireEvent.click(box('Select all of Roles and permissions'));
    expect(last()).toEqual(['GET@admin/role']);
  });

  it('shows the real catalogue with Chinese names', () => {
    renderWithProviders(<PermissionChecklist groups={groupPermissions('cn')} selected={new Set()} />, {
      locale: 'cn',
    });
    expect(screen.getByRole('checkbox', { name: '全选后台管理' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '全选员工' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /员工列表/ })).toBeInTheDocument();
  });

  it('falls back to the codes of apps and modules it has no name for, or the page’s names', () => {
    const unknown = [
      { app: 'crm', modules: [{ module: 'lead', permissions: [] }] },
    ] as unknown as PermissionGroup[];
    const { unmount } = renderWithProviders(<PermissionChecklist groups={unknown} selected={new Set()} />);
    expect(screen.getByRole('checkbox', { name: 'Select all of crm' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all of lead' })).toBeDisabled();
    unmount();
    renderWithProviders(
      <PermissionChecklist
        groups={unknown}
        selected={new Set()}
        appLabel={(app) => app.toUpperCase()}
        moduleLabel={(module) => `Module ${module}`}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all of CRM' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all of Module lead' })).toBeInTheDocument();
  });

  it('says so when the catalogue is empty', () => {
    renderWithProviders(<PermissionChecklist groups={[]} selected={new Set()} />);
    expect(screen.getByText('No permissions to show')).toBeInTheDocument();
  });
});
