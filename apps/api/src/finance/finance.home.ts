import { Inject, Injectable } from '@nestjs/common';
import {
  FINANCE_HOME_TILES,
  type HomeTileDefinition,
  type HomeTileValue,
  formatMoney,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { sql } from 'kysely';
import { type HomeDay, type HomeReader, type HomeTileSource, HomeTiles } from '../home/home-tiles';
import { INFRA } from '../tokens';
import { receiptScope } from './finance.queries';

const T = FINANCE_HOME_TILES;

/** Finance's tiles on /Home: receipts waiting for a decision (with their sum per currency) and those confirmed today. */
@Injectable()
@HomeTiles()
export class FinanceHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(
    reader: HomeReader,
    wanted: readonly HomeTileDefinition[],
    day: HomeDay,
  ): Promise<Record<string, HomeTileValue>> {
    const scope = receiptScope({ id: reader.accountId, role: reader.role, areacode: reader.areacode });
    const rows = await this.infra.db
      .withSchema('rm')
      .selectFrom('finance_receipts as r')
      .where(scope)
      .where((eb) =>
        eb.or([
          eb('r.status', '=', 'pending'),
          eb.and([
            eb('r.status', '=', 'confirmed'),
            eb('r.decided_at', '>=', day.start),
            eb('r.decided_at', '<', day.end),
          ]),
        ]),
      )
      .select([
        'r.currency',
        sql<string>`count(*) filter (where r.status = 'pending')::text`.as('waiting'),
        sql<string>`coalesce(sum(r.amount) filter (where r.status = 'pending'), 0)::text`.as('waitingSum'),
        sql<string>`count(*) filter (where r.status = 'confirmed')::text`.as('confirmed'),
      ])
      .groupBy('r.currency')
      .execute();
    const total = (key: 'waiting' | 'confirmed') => String(rows.reduce((n, r) => n + Number(r[key]), 0));
    // Money with its symbol and 2 decimals, as everywhere: '¥1,290.00'.
    const sums = rows.filter((r) => Number(r.waiting) > 0).map((r) => formatMoney(r.waitingSum, r.currency));
    const waiting = total('waiting');
    const all: Record<string, HomeTileValue> = {
      [T.receiptsWaiting.id]: {
        value: waiting,
        alert: Number(waiting) > 0,
        ...(sums.length ? { note: { cn: `合计 ${sums.join('，')}`, en: `In all ${sums.join(', ')}` } } : {}),
      },
      [T.confirmedToday.id]: { value: total('confirmed') },
    };
    return Object.fromEntries(wanted.map((tile) => [tile.id, all[tile.id]!]));
  }
}
