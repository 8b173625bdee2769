import { Inject, Injectable } from '@nestjs/common';
import { type HomeTileValue, ORDER_HOME_TILES } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { sql } from 'kysely';
import {
  countValue,
  type HomeDay,
  type HomeReader,
  type HomeTileSource,
  HomeTiles,
  onDay,
  waitingValue,
} from '../home/home-tiles';
import { INFRA } from '../tokens';
import { orderScope } from './orders.queries';

const T = ORDER_HOME_TILES;

/**
 * The orders' tiles on /Home, counted within the reader's order scope (the policy's): orders
 * waiting to be signed and signed today for salesmen and traders, cancel requests waiting for a
 * supervisor.
 */
@Injectable()
@HomeTiles()
export class OrdersHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(reader: HomeReader, _wanted: unknown, day: HomeDay): Promise<Record<string, HomeTileValue>> {
    const scope = orderScope({ id: reader.accountId, role: reader.role, areacode: reader.areacode });
    const counts = await this.infra.db
      .withSchema('rm')
      .selectFrom('orders as o')
      .where(scope)
      .select([
        sql<string>`count(*) filter (where o.status = 'wait')::text`.as('wait'),
        sql<string>`count(*) filter (where o.cancel_pending)::text`.as('cancels'),
        sql<string>`count(*) filter (where ${onDay(day, 'o.signed_at')})::text`.as('signed'),
      ])
      .executeTakeFirstOrThrow();
    return {
      [T.toSign.id]: waitingValue(counts.wait),
      [T.cancelsToReview.id]: waitingValue(counts.cancels),
      [T.signedToday.id]: countValue(counts.signed),
    };
  }
}
