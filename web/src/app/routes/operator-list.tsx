import type { ComponentType } from 'react';
import { ROLES, type Role } from '@packflow/contracts';
import { StaffListScreen } from '../../features/staff/components/staff-list-screen';

/** /Operator/<Role>: one staff list per role, each a screen of its own (fresh search and paging). */
function listOf(role: Role): ComponentType {
  const Screen = () => <StaffListScreen role={role} />;
  Screen.displayName = `OperatorList(${role})`;
  return Screen;
}

export const OPERATOR_LISTS = Object.fromEntries(ROLES.map((role) => [role, listOf(role)])) as Record<
  Role,
  ComponentType
>;
