import { Injectable } from '@nestjs/common';
import { BILLS_HOME_TILES, type HomeTileValue } from '@packflow/contracts';
import { type HomeReader, type HomeTileSource, HomeTiles, waitingValue } from '../home/home-tiles';
import { BillsInputs } from './bills-inputs';
import { billCounts } from './bills.queries';

const T = BILLS_HOME_TILES;

/** The seller's tiles on /Home: his bills waiting to be sent, and those the customer disputed. */
@Injectable()
@HomeTiles()
export class BillsHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(private readonly inputs: BillsInputs) {}

  async values(reader: HomeReader): Promise<Record<string, HomeTileValue>> {
    const counts = await billCounts(this.inputs.infra.db, reader);
    return {
      [T.toSend.id]: waitingValue(counts.toSend),
      [T.disputed.id]: waitingValue(counts.disputed),
    };
  }
}
