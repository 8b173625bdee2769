import { type Kysely, sql } from 'kysely';

/**
 * What the projection runner keeps beside the checkpoints: reactor steps that kept failing (parked
 * for an administrator, so they never block the events after them) and the one rebuild per read
 * model that may run at a time, with its progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('runner_parked_steps')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('runner', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('correlation_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('parked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retried_at', 'timestamptz')
    .addUniqueConstraint('runner_parked_steps_event', ['runner', 'event_id'])
    .execute();
  await db.schema
    .createTable('projection_rebuilds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('position', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('head', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projection_rebuilds').execute();
  await db.schema.dropTable('runner_parked_steps').execute();
}
