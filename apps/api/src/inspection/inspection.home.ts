import { Inject, Injectable } from '@nestjs/common';
import { type HomeTileValue, INSPECTION_HOME_TILES } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import {
  type HomeDay,
  type HomeReader,
  type HomeTileSource,
  HomeTiles,
  waitingValue,
} from '../home/home-tiles';
import { INFRA } from '../tokens';
import { waitingLots } from './inspection.queries';

const T = INSPECTION_HOME_TILES;

/** QualityTesting's tile on /Home: lots waiting for inspection (the factory sees every lot), from the kept counts. */
@Injectable()
@HomeTiles()
export class InspectionHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(_reader: HomeReader, _wanted: unknown, _day: HomeDay): Promise<Record<string, HomeTileValue>> {
    return { [T.lotsWaiting.id]: waitingValue(String(await waitingLots(this.infra.db))) };
  }
}
