import type { ProductionOrderOf } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import type { productionPolicies } from '@packflow/domain';
import type { Kysely } from 'kysely';
import type { Paging } from '../../http/paging';

/** What the production queries share: the read-model schema, value conversions, paging's count. */

/** Who reads the factory's lists: the role decides the actions offered, `now` the cure gate. */
export interface FactoryReader {
  role: Parameters<typeof productionPolicies.stageActions>[1]['role'];
  now: string;
}

export type Db = Kysely<Database>;
export const rm = (db: Db) => db.withSchema('rm');

export const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');
export const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const nextDay = (day: string) => new Date(startOf(day).getTime() + 864e5);
export const isoOf = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
export const jsonList = (v: unknown): string[] =>
  Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? (JSON.parse(v) as string[]) : [];

/** The stage states that stand on a machine's queue. */
export const QUEUED = ['scheduled', 'running', 'paused'] as const;

/** A page that is not full is the last one: it tells the count without counting. */
export async function countOf(
  rows: number,
  page: Paging,
  counted: () => Promise<{ n: string }>,
): Promise<number> {
  if (rows < page.size && (rows > 0 || page.offset === 0)) return page.offset + rows;
  return Number((await counted()).n);
}

/**
 * The order a job or stage row belongs to, as both the job rows and the stage cards show it
 * (production_jobs and production_stages keep the same columns for it).
 */
export const orderOfRow = (r: {
  order_id: string;
  number: string;
  customer_name: string;
  printing_type: string;
  make: string;
  bag_type: string | null;
  quantity: number;
  unit: string;
}): ProductionOrderOf => ({
  orderId: r.order_id,
  number: r.number,
  customerName: r.customer_name,
  printingType: r.printing_type as ProductionOrderOf['printingType'],
  make: r.make as ProductionOrderOf['make'],
  bagType: r.bag_type as ProductionOrderOf['bagType'],
  quantity: r.quantity,
  unit: r.unit,
});
