import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RechargeForm, ResultCode } from '@packflow/contracts';
import { DomainError, account, beanLedger } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata, Infrastructure } from '@packflow/platform';
import { ApiError } from '../http/api-exception.filter';
import { INFRA } from '../tokens';
import { insufficientBeans } from './insufficient-beans';
import { entryIdOfKey } from './request-key';

export interface QuotationDebit {
  accountId: string;
  quotationId: string;
  quotationNumber: string;
  /** The golden-bean settings the quotation is generated with (decimal text). */
  fee: string;
  threshold: string;
}

export interface BeanEntryWritten {
  entryId: string;
  /**
   * The position of the entry's event. Undefined when a quotation was already debited; for a
   * keyed request applied before, the position of its first answer.
   */
  position?: Position;
  /** A keyed request applied before: nothing new was written and this is its first answer. */
  replayed?: true;
}

/** The roles that hold a golden-bean account. */
const BEAN_ROLES = ['OperatorIndex', 'Traders'] as const;

/** The routes a request key is scoped to, as their permissions name them. */
export const RECHARGE_ROUTE = 'POST@golden-bean/recharge';
export const REVERSE_ROUTE = 'POST@golden-bean/:entryId/reverse';

/**
 * The golden-bean ledger commands. Each account's ledger is one stream, so its debits queue (in
 * this process; other processes meet the expected-revision check and retry) and a balance that
 * pays for ten quotations pays for exactly ten however many are generated at once.
 */
@Injectable()
export class BeanLedger {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /**
   * Pays a quotation's fee, once per quotation: a second call for the same quotation answers its
   * first entry and writes nothing. Below the threshold (or when the fee would take the balance
   * below zero) an ApiError 422 'beans.insufficient' with `extra.hint`.
   */
  async debitForQuotation(args: QuotationDebit, metadata: CommandMetadata): Promise<BeanEntryWritten> {
    const entryId = randomUUID();
    try {
      const result = await this.run(
        args.accountId,
        { type: 'DebitForQuotation', data: { entryId, ...args } },
        metadata,
      );
      if (result.events.length) return { entryId, position: result.position };
      return { entryId: beanLedger.standingDebit(result.state, args.quotationId) ?? entryId };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BEANS.INSUFFICIENT') throw insufficientBeans(error);
      throw error;
    }
  }

  /** Gives back a quotation's fee when the quotation could not be saved after its debit; nothing to give back is fine. */
  async refundQuotation(
    args: { accountId: string; quotationId: string; reason: string },
    metadata: CommandMetadata,
  ): Promise<void> {
    await this.run(
      args.accountId,
      {
        type: 'RefundQuotation',
        data: { entryId: randomUUID(), quotationId: args.quotationId, reason: args.reason || 'refund' },
      },
      metadata,
    );
  }

  /**
   * Finance's recharge, to an existing salesman's or trader's account only. With a request key
   * (the Idempotency-Key header) the same recharge sent again applies once and answers as the
   * first time; the same key with another recharge is refused (422) and changes nothing.
   */
  async recharge(
    form: RechargeForm,
    metadata: CommandMetadata,
    requestKey?: string,
  ): Promise<BeanEntryWritten> {
    const holder = await this.infra.commands.load(
      account.accountDecider,
      account.accountStream(form.accountId),
    );
    if (!holder.exists)
      throw new ApiError(404, ResultCode.NOT_FOUND, 'beans.accountUnknown', {}, 'BEANS.ACCOUNT_NOT_FOUND', {
        field: 'accountId',
      });
    if (!holder.profile.roles.some((r) => (BEAN_ROLES as readonly string[]).includes(r)))
      throw new ApiError(
        422,
        ResultCode.BUSINESS_RULE,
        'beans.notBeanAccount',
        {},
        'BEANS.NOT_BEAN_ACCOUNT',
        {
          field: 'accountId',
        },
      );
    const { accountId, amount, note } = form;
    return this.once({ type: 'RechargeBeans', accountId, amount, note }, requestKey, metadata, (entryId) => ({
      type: 'RechargeBeans',
      data: { entryId, amount, note },
    }));
  }

  /**
   * Finance's correction: a reversing entry of `reverses`, on the ledger of `accountId`; a request
   * key works as for a recharge.
   */
  async reverse(
    accountId: string,
    reverses: string,
    reason: string,
    metadata: CommandMetadata,
    requestKey?: string,
  ): Promise<BeanEntryWritten> {
    return this.once(
      { type: 'ReverseBeanEntry', accountId, reverses, reason },
      requestKey,
      metadata,
      (entryId) => ({ type: 'ReverseBeanEntry', data: { entryId, reverses, reason } }),
    );
  }

  /**
   * Runs a recharge or reversal on its account's ledger. Without a request key under a fresh entry
   * id; with one, under the entry id derived from the key, after claiming the key for this request
   * (a claim of its own stream, so one request holds a key whatever the account). The same request
   * again finds its claim and its entry and answers as the first time; another request under the
   * key is refused (422) before anything is written. A crash between the claim and the entry is
   * mended by sending the request again.
   */
  private async once(
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
    const result = await this.run(request.accountId, command(entryId), metadata);
    return this.written(request.accountId, entryId, result);
  }

  /** The answer: the new entry, or the first answer of a keyed request applied before. */
  private async written(
    accountId: string,
    entryId: string,
    result: { events: unknown[]; position?: Position },
  ): Promise<BeanEntryWritten> {
    if (result.events.length) return { entryId, position: result.position };
    return { entryId, position: await this.positionOf(accountId, entryId), replayed: true };
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

  private run(accountId: string, command: beanLedger.BeanCommand, metadata: CommandMetadata) {
    return this.infra.commands.run(
      beanLedger.beanLedgerDecider,
      beanLedger.beanLedgerStream(accountId),
      command,
      metadata,
    );
  }
}
