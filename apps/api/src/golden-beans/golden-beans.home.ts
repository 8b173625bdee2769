import { Inject, Injectable } from '@nestjs/common';
import { GOLDEN_BEAN_HOME_TILES, type HomeTileDefinition, type HomeTileValue } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { PricingSettingsReader } from '../catalog/pricing-settings.reader';
import { type HomeReader, type HomeTileSource, HomeTiles } from '../home/home-tiles';
import { INFRA } from '../tokens';
import { beanBalance } from './bean.queries';

const T = GOLDEN_BEAN_HOME_TILES;

/** The golden beans' tile on /Home: one's own balance, with the warning when it is too low to quote. */
@Injectable()
@HomeTiles()
export class GoldenBeansHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly settings: PricingSettingsReader,
  ) {}

  async values(
    reader: HomeReader,
    wanted: readonly HomeTileDefinition[],
  ): Promise<Record<string, HomeTileValue>> {
    if (!wanted.some((tile) => tile.id === T.balance.id)) return {};
    const golden = await this.settings.settings('golden');
    const balance = await beanBalance(this.infra.db, reader.accountId, golden);
    // Only a bean holder has an account (a person continuing in another role has none here).
    if (!balance) return {};
    return {
      [T.balance.id]: {
        value: balance.balance,
        alert: balance.blocked,
        note: balance.blocked
          ? {
              cn: `余额低于 ${balance.threshold}，无法生成报价，请联系财务充值`,
              en: `Below ${balance.threshold}: no quotation can be generated; ask Finance to recharge`,
            }
          : {
              cn: `每份报价 ${balance.fee} 金豆，低于 ${balance.threshold} 时无法报价`,
              en: `Each quotation costs ${balance.fee}; below ${balance.threshold} none can be generated`,
            },
      },
    };
  }
}
