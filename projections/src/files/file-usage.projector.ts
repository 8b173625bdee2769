import { filePathsIn } from '@packflow/contracts';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Transaction } from 'kysely';
import type { Database } from '@packflow/db';
import type { Projector } from '../projector';
import { createFileUsageTable } from './files.table';

/** The fields of a customer that hold stored paths. */
const CUSTOMER_FILE_FIELDS = ['images', 'attachments'] as const;

/**
 * The forum's article events (libs/domain/src/forum/article.ts): each carries the article's
 * sanitised `html`, whose stored paths are the files it uses; a deleted article uses none.
 */
const ARTICLE_EVENTS = ['ArticlePublished', 'ArticleEdited', 'ArticleDeleted'] as const;

/**
 * The finance area's proofs (libs/domain/src/finance/contract-money.ts): a receipt's images as
 * recorded, a payment's as paid.
 */
const PROOF_EVENTS = {
  ReceiptRecorded: ['receipt', 'receiptId'],
  PaymentPaid: ['payment', 'paymentId'],
} as const;

/** An order's artwork (libs/domain/src/orders/order.ts): the files as last uploaded. */
const ARTWORK_EVENT = 'ArtworkUploaded';

async function replaceUsage(
  db: Transaction<Database>,
  kind: string,
  recordId: string,
  field: string,
  text: string,
): Promise<void> {
  await db
    .deleteFrom('file_usage')
    .where('record_kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('field', '=', field)
    .execute();
  const paths = filePathsIn(text);
  if (paths.length)
    await db
      .insertInto('file_usage')
      .values(paths.map((path) => ({ path, record_kind: kind, record_id: recordId, field })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

const streamSuffix = (event: RecordedEvent, prefix: string) => event.streamId.slice(prefix.length);

/**
 * Which business record uses which stored file: customers' images and attachments, forum
 * articles' HTML, the proofs of receipts and payments, orders' artwork. The download route lets a reader of any such record have the file. Nobody is
 * told live: no screen lists it.
 */
export const fileUsageProjector: Projector = {
  name: 'file_usage',
  version: 3,
  eventTypes: [
    'CustomerCreated',
    'CustomerEdited',
    ...ARTICLE_EVENTS,
    ...Object.keys(PROOF_EVENTS),
    ARTWORK_EVENT,
  ],
  tables: ['file_usage'],

  createTables: createFileUsageTable,

  async applyBatch(db, events) {
    const ids: string[] = [];
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      if (event.type === 'CustomerCreated') {
        const id = streamSuffix(event, 'customer-');
        const fields = (data.fields ?? {}) as Record<string, unknown>;
        for (const field of CUSTOMER_FILE_FIELDS)
          if (typeof fields[field] === 'string') await replaceUsage(db, 'customer', id, field, fields[field]);
        ids.push(id);
      } else if (event.type === 'CustomerEdited') {
        const id = streamSuffix(event, 'customer-');
        const changes = Array.isArray(data.changes)
          ? (data.changes as { field?: unknown; to?: unknown }[])
          : [];
        for (const change of changes)
          if (
            (CUSTOMER_FILE_FIELDS as readonly unknown[]).includes(change.field) &&
            typeof change.to === 'string'
          )
            await replaceUsage(db, 'customer', id, String(change.field), change.to);
        ids.push(id);
      } else if (event.type === ARTWORK_EVENT) {
        const id = streamSuffix(event, 'order-');
        await replaceUsage(db, 'order', id, 'artwork', typeof data.files === 'string' ? data.files : '');
      } else if (event.type in PROOF_EVENTS) {
        const [kind, idField] = PROOF_EVENTS[event.type as keyof typeof PROOF_EVENTS];
        const id = data[idField];
        if (typeof id === 'string')
          await replaceUsage(db, kind, id, 'proofs', typeof data.proofs === 'string' ? data.proofs : '');
      } else {
        const id = typeof data.id === 'string' ? data.id : streamSuffix(event, 'forumarticle-');
        await replaceUsage(db, 'forum', id, 'html', typeof data.html === 'string' ? data.html : '');
        ids.push(id);
      }
    }
    return { ids, audience: {} };
  },
};
