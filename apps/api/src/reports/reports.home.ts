import { Inject, Injectable } from '@nestjs/common';
import { type HomeTileValue, REPORTS_HOME_TILES } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { type HomeTileSource, HomeTiles } from '../home/home-tiles';
import { INFRA } from '../tokens';
import { shanghaiToday } from './reports-read.controller';
import { overdue } from './receivables.queries';

const T = REPORTS_HOME_TILES;

/** Finance's tile on /Home: receivables in CNY on orders signed over 90 days ago, as of today. */
@Injectable()
@HomeTiles()
export class ReportsHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(): Promise<Record<string, HomeTileValue>> {
    const amount = await overdue(this.infra.db, shanghaiToday(), 'CNY');
    return { [T.overdue.id]: { value: amount, alert: Number(amount) > 0 } };
  }
}
