import { STATISTICS_READ_MODELS } from '@packflow/contracts';
import { statistics } from '@packflow/domain';
import type { Projector, ReadModelChange } from '../projector';
import { type StatFactTable, type StatRowTable, createStatFactTable, createStatRowTable } from './stat.table';
import { StatBatch, addStatRows } from './stat-batch';

/**
 * The statistics projectors, one per table of the domain's fold (statistics.foldStatistics is the
 * reference their rows equal): each reads the events its table needs, keeps its facts, and adds
 * each event's figures into its day rows (the orders' also into month rows, for MonthOrder).
 */

/** Admin reads the statistics: a change is announced to Admin's room only. */
export const statisticsAudience = { roles: ['Admin'] } as const;

interface StatProjectorSpec {
  name: string;
  table: statistics.StatTable;
  days: StatRowTable;
  months?: StatRowTable;
  facts: StatFactTable;
}

function statProjector(spec: StatProjectorSpec): Projector {
  const figures = statistics.STAT_FIGURES[spec.table];
  const tables = [spec.days, ...(spec.months ? [spec.months] : []), spec.facts];
  return {
    name: spec.name,
    // 2: the rows' second index, by grouping and key.
    version: 2,
    eventTypes: statistics.STAT_EVENT_TYPES[spec.table],
    tables,
    async createTables(db, schema) {
      await createStatRowTable(db, schema, spec.days, figures);
      if (spec.months) await createStatRowTable(db, schema, spec.months, figures);
      await createStatFactTable(db, schema, spec.facts);
    },
    async applyBatch(db, events) {
      const batch = new StatBatch(spec.facts);
      await batch.load(db, events);
      const rows = new statistics.StatRows();
      for (const event of events)
        for (const delta of statistics.statStep(event, batch, [spec.table])) rows.add(delta);
      await batch.writeFacts(db);
      if (!rows.size) return undefined;
      const list = rows.list();
      await addStatRows(db, spec.days, figures, list);
      if (spec.months) await addStatRows(db, spec.months, figures, statistics.monthRows(list));
      return { ids: [], audience: statisticsAudience } satisfies ReadModelChange;
    },
  };
}

export const statOrdersProjector = statProjector({
  name: STATISTICS_READ_MODELS.orderDays,
  table: 'orders',
  days: 'stat_order_days',
  months: 'stat_order_months',
  facts: 'stat_order_facts',
});
export const statFinanceProjector = statProjector({
  name: STATISTICS_READ_MODELS.financeDays,
  table: 'finance',
  days: 'stat_finance_days',
  facts: 'stat_finance_facts',
});
export const statProductProjector = statProjector({
  name: STATISTICS_READ_MODELS.productDays,
  table: 'product',
  days: 'stat_product_days',
  facts: 'stat_product_facts',
});
export const statQualityProjector = statProjector({
  name: STATISTICS_READ_MODELS.qualityDays,
  table: 'quality',
  days: 'stat_quality_days',
  facts: 'stat_quality_facts',
});
export const statLogisticsProjector = statProjector({
  name: STATISTICS_READ_MODELS.logisticsDays,
  table: 'logistics',
  days: 'stat_logistics_days',
  facts: 'stat_logistics_facts',
});

export const STATISTICS_PROJECTORS = [
  statOrdersProjector,
  statFinanceProjector,
  statProductProjector,
  statQualityProjector,
  statLogisticsProjector,
] as const;

/** Each table's row tables: the day rows (and the orders' month rows). */
export const STAT_ROW_TABLES: Record<statistics.StatTable, { days: StatRowTable; months?: StatRowTable }> = {
  orders: { days: 'stat_order_days', months: 'stat_order_months' },
  finance: { days: 'stat_finance_days' },
  product: { days: 'stat_product_days' },
  quality: { days: 'stat_quality_days' },
  logistics: { days: 'stat_logistics_days' },
};
