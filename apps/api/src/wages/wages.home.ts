import { Injectable } from '@nestjs/common';
import { type HomeTileValue, WAGES_HOME_TILES, formatMoney } from '@packflow/contracts';
import { type HomeReader, type HomeTileSource, HomeTiles, waitingValue } from '../home/home-tiles';
import { WagesInputs } from './wages-inputs';
import { sheetCounts } from './wages.queries';

const T = WAGES_HOME_TILES;

/** Finance's tiles on /Home: wage sheets waiting for the check, and what the checked sheets come to (to pay). */
@Injectable()
@HomeTiles()
export class WagesHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(private readonly inputs: WagesInputs) {}

  async values(reader: HomeReader): Promise<Record<string, HomeTileValue>> {
    const counts = await sheetCounts(this.inputs.infra.db, reader);
    const toPay = Number(counts.toPay);
    return {
      [T.toCheck.id]: waitingValue(counts.toCheck),
      [T.toPay.id]: {
        value: Number(counts.toPaySum).toFixed(2),
        alert: toPay > 0,
        query: { view: 'send', status: 'toPay' },
        ...(toPay > 0
          ? {
              note: {
                cn: `${toPay} 张工资单，合计 ${formatMoney(counts.toPaySum, 'CNY')}`,
                en: `${toPay} sheet${toPay === 1 ? '' : 's'}, ${formatMoney(counts.toPaySum, 'CNY')} in all`,
              },
            }
          : {}),
      },
    };
  }
}
