import { Inject, Injectable } from '@nestjs/common';
import { CUSTOMER_HOME_TILES, DEFAULT_HIGH_SEAS_SETTINGS, type HomeTileValue } from '@packflow/contracts';
import { customer, customerPolicies } from '@packflow/domain';
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
import { listScope } from './customer-scope';

const T = CUSTOMER_HOME_TILES;

/**
 * The customers' tiles on /Home, within the reader's own list (the policy's: a salesman's or
 * trader's own customers, a supervisor's every owned one): customers the daily release will give
 * back to the high seas within the warning days, and customers created today.
 */
@Injectable()
@HomeTiles()
export class CustomersHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(
    reader: HomeReader,
    _wanted: unknown,
    day: HomeDay,
    now: Date = new Date(),
  ): Promise<Record<string, HomeTileValue>> {
    const rm = this.infra.db.withSchema('rm');
    const settings = await rm
      .selectFrom('highseas_settings')
      .select(['release_days', 'warn_days_before'])
      .executeTakeFirst();
    const releaseDays = settings?.release_days ?? DEFAULT_HIGH_SEAS_SETTINGS.releaseDays;
    const warnDays = settings?.warn_days_before ?? DEFAULT_HIGH_SEAS_SETTINGS.warnDaysBefore;
    // The customers whose owner the daily review warns (or will at its next run) of the release.
    const warnFrom = new Date(
      customer.warnedIfOwnedSince(now.toISOString(), { releaseDays, warnDaysBefore: warnDays }),
    );
    const counts = await rm
      .selectFrom('customers as c')
      .where(listScope({ id: reader.accountId, role: reader.role, areacode: reader.areacode }, 'own'))
      .select([
        sql<string>`count(*) filter (where c.owner_role = ${customerPolicies.AUTO_RELEASED_OWNER_ROLE}
          and c.owned_since <= ${warnFrom})::text`.as('release_soon'),
        sql<string>`count(*) filter (where ${onDay(day, 'c.created_at')})::text`.as('created'),
      ])
      .executeTakeFirstOrThrow();
    return {
      [T.releaseSoon.id]: waitingValue(counts.release_soon, {
        note: {
          cn: `${releaseDays} 天内未签单即掉入公海，提前 ${warnDays} 天提醒`,
          en: `Released after ${releaseDays} days without an order; shown ${warnDays} days ahead`,
        },
      }),
      [T.newToday.id]: countValue(counts.created),
      [T.teamNewToday.id]: countValue(counts.created),
    };
  }
}
