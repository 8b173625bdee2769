import { customerPolicies } from '@packflow/domain';
import { type Expression, type SqlBool, sql } from 'kysely';

/** Who reads: the signed-in person in their current role. */
export type CustomerReader = customerPolicies.CustomerActor;

/** The two customer lists: the caller's own (supervisors: everything owned) and the high seas. */
export type CustomerList = customerPolicies.CustomerList;

/** A scope of the customers' policies as a WHERE clause on `customers as c`: a row out of reach is never read. */
export function scopeSql(scope: customerPolicies.CustomerScope): Expression<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'owned':
      return sql<SqlBool>`c.owner_id is not null`;
    case 'unowned':
      return sql<SqlBool>`c.owner_id is null`;
    case 'ownedBy':
      return sql<SqlBool>`c.owner_id = ${scope.ownerId}`;
    case 'ownedByOrUnowned':
      return sql<SqlBool>`(c.owner_id = ${scope.ownerId} or c.owner_id is null)`;
    case 'none':
      return sql<SqlBool>`false`;
  }
}

/** A list's rows (libs/domain/src/customers/policies.ts decides whose). */
export const listScope = (reader: CustomerReader, list: CustomerList): Expression<SqlBool> =>
  scopeSql(customerPolicies.listScope(reader, list));

/** One customer and its timeline (libs/domain/src/customers/policies.ts decides whose). */
export const customerScope = (reader: CustomerReader): Expression<SqlBool> =>
  scopeSql(customerPolicies.customerScope(reader));
