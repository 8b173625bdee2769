import { ROLES, type Role } from '@packflow/contracts';
import {
  type Actor,
  SELF_FIELDS,
  type StaffTarget,
  creatableRoles,
  editableFields,
  reaches,
  staffScope,
} from './policies';

const admin: Actor = { id: 'admin', role: 'Admin', areacode: null };
const supervisor: Actor = { id: 'boss', role: 'OperatorManage', areacode: null };
const qSupervisor: Actor = { id: 'q-boss', role: 'OperatorManage', areacode: 'Q' };
const finance: Actor = { id: 'fin', role: 'Finance', areacode: null };
const salesmanActor: Actor = { id: 's-q', role: 'OperatorIndex', areacode: 'Q' };

const target = (id: string, roles: Role[], areacode: StaffTarget['areacode'] = null): StaffTarget => ({
  id,
  roles,
  areacode,
});
const qSalesman = target('s-q', ['OperatorIndex'], 'Q');
const lSalesman = target('s-l', ['OperatorIndex'], 'L');
const salesmanAdmin = target('s-admin', ['OperatorIndex', 'Admin'], 'Q');
const salesmanSupervisor = target('s-boss', ['OperatorIndex', 'OperatorManage'], 'Q');
const financeTarget = target('fin', ['Finance']);
const otherSupervisor = target('boss-2', ['OperatorManage'], 'Q');
const everyone = [qSalesman, lSalesman, salesmanAdmin, salesmanSupervisor, financeTarget, otherSupervisor];

const reached = (actor: Actor, targets: StaffTarget[] = everyone) =>
  targets.filter((t) => reaches(staffScope(actor), t)).map((t) => t.id);

const SUPERVISED = [
  'nickname',
  'username',
  'phone',
  'sex',
  'areacode',
  'country',
  'wage',
  'work_wage',
  'headimg',
];

describe('staff scope', () => {
  it('lets an administrator change every profile field, the trader-only origin too', () => {
    expect(editableFields(admin, target('t', ['Traders']))).toEqual(
      expect.arrayContaining(['is_from', 'country', 'areacode', 'wage', 'role', 'roles']),
    );
  });

  it('lets an administrator reach everyone', () => {
    expect(staffScope(admin)).toEqual({ kind: 'everyone' });
    expect(reached(admin)).toEqual(everyone.map((t) => t.id));
  });

  it('lets a supervisor without an area reach themselves and every salesman who is nothing else', () => {
    expect(staffScope(supervisor)).toEqual({
      kind: 'salesmen',
      areacode: null,
      selfId: 'boss',
      managedRoles: ['OperatorIndex'],
    });
    expect(reached(supervisor, [...everyone, target('boss', ['OperatorManage'])])).toEqual([
      's-q',
      's-l',
      'boss',
    ]);
  });

  it('lets a supervisor with an area reach only the salesmen of that area', () => {
    const noArea = target('s-none', ['OperatorIndex']);
    expect(reached(qSupervisor, [...everyone, noArea, target('q-boss', ['OperatorManage'], 'Q')])).toEqual([
      's-q',
      'q-boss',
    ]);
  });

  it('works from the role the actor is in now, not every role they hold', () => {
    expect(reached({ ...supervisor, role: 'OperatorIndex' })).toEqual([]);
    expect(reached({ ...finance, role: 'Admin' })).toEqual(everyone.map((t) => t.id));
  });

  it('lets everybody else reach only themselves', () => {
    expect(staffScope(finance)).toEqual({ kind: 'self', selfId: 'fin' });
    expect(reached(finance)).toEqual(['fin']);
    expect(reached(salesmanActor)).toEqual(['s-q']);
  });
});

describe('editable fields', () => {
  it('gives an administrator every profile field, roles included, on anyone', () => {
    for (const t of [qSalesman, financeTarget, target('admin', ['Admin'])]) {
      expect(editableFields(admin, t)).toEqual(expect.arrayContaining([...SUPERVISED, 'role', 'roles']));
    }
  });

  it('gives a supervisor without an area the salesman fields, not the roles', () => {
    const fields = editableFields(supervisor, lSalesman);
    expect(fields).toEqual(SUPERVISED);
    expect(fields).not.toContain('roles');
    expect(fields).not.toContain('role');
  });

  it('gives a supervisor with an area the salesman fields without the area', () => {
    expect(editableFields(qSupervisor, qSalesman)).toEqual(SUPERVISED.filter((f) => f !== 'areacode'));
  });

  it('gives anyone but an administrator the personal fields on their own record', () => {
    expect(SELF_FIELDS).toEqual(['nickname', 'phone', 'sex', 'headimg', 'country']);
    expect(editableFields(finance, financeTarget)).toBe(SELF_FIELDS);
    expect(editableFields(salesmanActor, qSalesman)).toBe(SELF_FIELDS);
    expect(editableFields(qSupervisor, target('q-boss', ['OperatorManage'], 'Q'))).toBe(SELF_FIELDS);
  });

  it('answers null for a record out of reach', () => {
    expect(editableFields(qSupervisor, lSalesman)).toBeNull();
    expect(editableFields(supervisor, salesmanAdmin)).toBeNull();
    expect(editableFields(supervisor, financeTarget)).toBeNull();
    expect(editableFields(finance, qSalesman)).toBeNull();
  });
});

describe('creatable roles', () => {
  it('lets an administrator create any role, a supervisor salesmen, and nobody else anyone', () => {
    expect(creatableRoles(admin)).toEqual(ROLES);
    expect(creatableRoles(supervisor)).toEqual(['OperatorIndex']);
    expect(creatableRoles(qSupervisor)).toEqual(['OperatorIndex']);
    expect(creatableRoles(finance)).toEqual([]);
    expect(creatableRoles(salesmanActor)).toEqual([]);
  });
});
