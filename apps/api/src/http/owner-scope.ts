import type { staffScope } from '@packflow/domain';
import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * A reader's staff scope (libs/domain identity policies: every record, their own, or also those of
 * the people who hold only the managed roles, of the supervisor's area when they have one) as a
 * WHERE clause on a row's owner column, so that a row out of reach is never read, not merely
 * hidden. The one translation of that rule into SQL: every query of owned rows uses it.
 */
export function ownerInScope(scope: staffScope.StaffScope, ownerColumn: string): Expression<SqlBool> {
  const owner = sql.ref(ownerColumn);
  switch (scope.kind) {
    case 'everyone':
      return sql<SqlBool>`true`;
    case 'self':
      return sql<SqlBool>`${owner} = ${scope.selfId}`;
    case 'salesmen':
      // An account with no role is nobody's salesman (cardinality), as isOnlySalesman says.
      return sql<SqlBool>`(${owner} = ${scope.selfId} or exists (
        select 1 from rm.accounts m where m.id = ${owner}
          and m.roles <@ ARRAY[${sql.join([...scope.managedRoles])}]::text[] and cardinality(m.roles) > 0
          ${scope.areacode ? sql`and m.areacode = ${scope.areacode}` : sql``}))`;
  }
}
