import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { beanLedger } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../tokens';
import { entryIdOfKey } from './request-key';

export interface BeanEntryWritten {
  entryId: string;
  /** The position of the entry's event; for a keyed request applied before, the position of its first answer. */
  position?: Position;
  /** A keyed request applied before: nothing new was written and this is its first answer. */
  replayed?: true;
}

/** The routes a request key is scoped to, as their permissions name them. */
export const RECHARGE_ROUTE = 'POST@golden-bean/recharge';
export const REVERSE_ROUTE = 'POST@golden-bean/:entryId/reverse';

/**
 * Writes Finance's entries (recharges, reversals) on an account's ledger, once per request key.
 * Each account's ledger is one stream, so its entries queue (in this process; other processes
 * meet the expected-revision check and retry).
 */
@Injectable()
export class BeanEntries {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /**
   * Runs a recharge or reversal on its account's ledger. Without a request key under a fresh entry
   * id; with one, under the entry id derived from the key, after claiming the key for this request
   * (a claim of its own stream, so one request holds a key whatever the account). The same request
   * again finds its claim and its entry and answers as the first time; another request under the
   * key is refused (422) before anything is written. A crash between the claim and the entry is
   * mended by sending the request again.
   */
  async once(
    request: beanLedger.KeyedBeanRequest,
    requestKey: string | undefined,
    metadata: CommandMetadata,
    command: (entryId: string) => beanLedger.BeanCommand,
  ): Promise<BeanEntryWritten> {
    let entryId: string;
    if (requestKey === undefined) entryId = randomUUID();
    else {
      if (!metadata.userId) throw new Error('A request key belongs to a signed-in person');
      const route = request.type === 'RechargeBeans' ? RECHARGE_ROUTE : REVERSE_ROUTE;
      entryId = entryIdOfKey({ userId: metadata.userId, route, key: requestKey });
      await this.infra.commands.create(
        beanLedger.beanRequestDecider,
        beanLedger.beanRequestStream(entryId),
        { type: 'ClaimBeanRequestKey', data: { entryId, request } },
        metadata,
      );
    }
    const result = await this.infra.commands.run(
      beanLedger.beanLedgerDecider,
      beanLedger.beanLedgerStream(request.accountId),
      command(entryId),
      metadata,
    );
    if (result.events.length) return { entryId, position: result.position };
    return { entryId, position: await this.positionOf(request.accountId, entryId), replayed: true };
  }

  /** The position of an entry's event, read from the newest end of the account's ledger. */
  private async positionOf(accountId: string, entryId: string): Promise<Position | undefined> {
    const stream = beanLedger.beanLedgerStream(accountId);
    let fromRevision: number | undefined;
    for (;;) {
      const page = await this.infra.store.readStream(stream, {
        direction: 'backwards',
        maxCount: 100,
        ...(fromRevision === undefined ? {} : { fromRevision }),
      });
      const found = page.find((e) => (e.data as { entryId?: unknown }).entryId === entryId);
      if (found) return found.position;
      const oldest = page.at(-1);
      if (!oldest || oldest.revision === 0) return undefined;
      fromRevision = oldest.revision - 1;
    }
  }
}
