import type { FileCateView, FileRecordView } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { customerPolicies, filePolicies, financePolicies } from '@packflow/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { scopeSql } from '../customers/customer-scope';
import { receiptScope } from '../finance/finance.queries';
import type { Paging } from '../http/paging';

/** Who reads: the signed-in person in their current role (with their area, for the customers' scopes). */
export type FileReader = filePolicies.FileActor & { areacode?: 'Q' | 'L' | null };

const isoOf = (d: Date | string): string => new Date(d).toISOString();

/** GET files-cates: the reader's directories (a manager's: everyone's), oldest first. */
export async function listFileCates(db: Kysely<Database>, reader: FileReader): Promise<FileCateView[]> {
  const scope = filePolicies.libraryScope(reader);
  let q = db.withSchema('rm').selectFrom('file_cates').select(['id', 'name']);
  if (scope.kind === 'ownedBy') q = q.where('owner_id', '=', scope.ownerId);
  return q.orderBy('created_at').orderBy('id').limit(1000).execute();
}

/** GET files-record: the library's page (hidden files left out), newest first, and how many there are. */
export async function listFileRecords(
  db: Kysely<Database>,
  reader: FileReader,
  cateId: string | undefined,
  page: Paging,
): Promise<{ rows: FileRecordView[]; count: number }> {
  const scope = filePolicies.libraryScope(reader);
  let q = db.withSchema('rm').selectFrom('files').where('hidden', '=', false);
  if (scope.kind === 'ownedBy') q = q.where('uploader_id', '=', scope.ownerId);
  if (cateId !== undefined) q = q.where('cate_id', '=', cateId);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      path: r.path,
      cateid: r.cate_id,
      size: r.size,
      mime: r.mime,
      thumb: r.thumb,
      uploaderId: r.uploader_id,
      createdAt: isoOf(r.created_at),
    })),
    count: Number(count.n),
  };
}

/**
 * The records that use a stored path, each with whether the reader may see it: a customer through
 * the customers' own scope (the same WHERE clause as their lists); a forum article is open to all.
 */
export async function usesOf(
  db: Kysely<Database>,
  reader: FileReader,
  path: string,
): Promise<filePolicies.FileUse[]> {
  const rm = db.withSchema('rm');
  const uses = await rm
    .selectFrom('file_usage')
    .select(['record_kind', 'record_id'])
    .where('path', '=', path)
    .limit(1000)
    .execute();
  const customers = uses.filter((u) => u.record_kind === 'customer').map((u) => u.record_id);
  const visible = new Set<string>();
  if (customers.length) {
    const scope = scopeSql(
      customerPolicies.customerScope({ id: reader.id, role: reader.role, areacode: reader.areacode ?? null }),
    );
    for (const row of await rm
      .selectFrom('customers as c')
      .select('c.id')
      .where('c.id', 'in', customers)
      .where(scope)
      .execute())
      visible.add(row.id);
  }
  const receipts = uses.filter((u) => u.record_kind === 'receipt').map((u) => u.record_id);
  if (receipts.length) {
    const actor = { id: reader.id, role: reader.role, areacode: reader.areacode ?? null };
    for (const row of await rm
      .selectFrom('finance_receipts as r')
      .select('r.receipt_id as id')
      .where('r.receipt_id', 'in', receipts)
      .where(receiptScope(actor))
      .execute())
      visible.add(row.id);
  }
  // Payments are Finance's own list: their proofs are for those who keep the money.
  const keepsMoney = financePolicies.mayDecide(reader);
  // An order's artwork is what the factory reviews and prints from.
  const factory = reader.role === 'ProductManage' || reader.role === 'Product';
  return uses.map((u) => ({
    kind: u.record_kind as filePolicies.FileUseKind,
    readerSeesRecord:
      ((u.record_kind === 'customer' || u.record_kind === 'receipt') && visible.has(u.record_id)) ||
      (u.record_kind === 'payment' && keepsMoney) ||
      (u.record_kind === 'order' && factory),
  }));
}
