import { Injectable } from '@nestjs/common';
import {
  type HomeTileValue,
  SHIPPING_HOME_TILES,
  SHIP_BLOCK_NAMES,
  type ShipBlock,
} from '@packflow/contracts';
import { shippingPolicies, shippingReadiness } from '@packflow/domain';
import {
  type HomeDay,
  type HomeReader,
  type HomeTileSource,
  HomeTiles,
  waitingValue,
} from '../home/home-tiles';
import { ShippingInputs } from './shipping-inputs';
import { openShipping } from './shipping.queries';

const T = SHIPPING_HOME_TILES;

/**
 * The warehouse's tiles on /Home: open orders ready to ship now (something may go), and those
 * blocked with nothing that may go, the note naming the blocks and how many orders each stops.
 * The readiness is the shipment's own check with the same facts (balance, tolerance).
 */
@Injectable()
@HomeTiles()
export class ShippingHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(private readonly inputs: ShippingInputs) {}

  async values(_reader: HomeReader, _wanted: unknown, _day: HomeDay): Promise<Record<string, HomeTileValue>> {
    const rows = await openShipping(this.inputs.infra.db);
    const [settings, balances] = await Promise.all([
      this.inputs.settings(),
      this.inputs.balances(rows.map((r) => r.contract_id)),
    ]);
    let ready = 0;
    const blocked = new Map<ShipBlock, number>();
    let blockedOrders = 0;
    for (const row of rows) {
      const readiness = shippingReadiness.shipReadiness(shippingPolicies.shippingStandingOfRow(row), {
        balanceConfirmed: balances.get(row.contract_id) ?? false,
        tolerancePct: settings.tolerancePct,
      });
      if (readiness.ready) ready++;
      else {
        blockedOrders++;
        for (const b of readiness.blocks) blocked.set(b, (blocked.get(b) ?? 0) + 1);
      }
    }
    const note = (lang: 'cn' | 'en') =>
      [...blocked].map(([b, n]) => `${SHIP_BLOCK_NAMES[b][lang]} ${n}`).join(lang === 'cn' ? '，' : ', ');
    return {
      [T.readyToShip.id]: waitingValue(String(ready)),
      [T.blocked.id]: waitingValue(
        String(blockedOrders),
        blockedOrders ? { note: { cn: note('cn'), en: note('en') } } : {},
      ),
    };
  }
}
