import { DiscoveryService } from '@nestjs/core';
import type { HomeTileDefinition, HomeTileValue } from '@packflow/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/access';

/** Who /Home is for: the signed-in person in their current role, with their area (a supervisor's scope). */
export type HomeReader = Pick<AuthContext, 'accountId' | 'role' | 'areacode' | 'permissions'>;

/** The day the tiles count as "today" (UTC, the product's days): its start, the next day's start and its date. */
export interface HomeDay {
  date: string;
  start: Date;
  end: Date;
}

export function homeDay(now: Date): HomeDay {
  const date = now.toISOString().slice(0, 10);
  const start = new Date(`${date}T00:00:00.000Z`);
  return { date, start, end: new Date(start.getTime() + 864e5) };
}

/** `column` (a timestamp) falls on `day`: the filter of the tiles' counts of today. */
export const onDay = (day: HomeDay, column: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} >= ${day.start} and ${sql.ref(column)} < ${day.end}`;

/** A tile's count (the integer text a filtered `count(*)::text` answers), with what else it shows. */
export const countValue = (count: string, more: Omit<HomeTileValue, 'value'> = {}): HomeTileValue => ({
  value: String(Number(count)),
  ...more,
});

/** A count of work waiting for the reader: raised while there is any. */
export const waitingValue = (
  count: string,
  more: Omit<HomeTileValue, 'value' | 'alert'> = {},
): HomeTileValue => countValue(count, { alert: Number(count) > 0, ...more });

/**
 * An area's tiles on /Home: the tiles it describes (its contracts' home-tiles.ts) and their
 * values for one person, read from the area's own read models with its own query scopes. An
 * area adds its tiles by writing `<area>.home.ts` with a class marked `@HomeTiles()` and listing
 * it among its module's providers; /Home finds every such class.
 */
export interface HomeTileSource {
  readonly tiles: readonly HomeTileDefinition[];
  /**
   * The values of `wanted` (some of this source's tiles, those the reader sees), by tile id; /Home
   * shows only those, so a source may answer every tile's value it reads anyway.
   */
  values(
    reader: HomeReader,
    wanted: readonly HomeTileDefinition[],
    day: HomeDay,
  ): Promise<Record<string, HomeTileValue>>;
}

/** Marks an area's tile source for /Home. */
export const HomeTiles = DiscoveryService.createDecorator<Record<string, never>>();
