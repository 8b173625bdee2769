import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RechargeForm, ResultCode } from '@packflow/contracts';
import { DomainError, account, beanLedger } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata, Infrastructure } from '@packflow/platform';
import { ApiError, Translatable } from '../http/api-exception.filter';
import { INFRA } from '../tokens';

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
  /** Undefined when nothing new was written (the quotation was already debited). */
  position?: Position;
}

/** The roles that hold a golden-bean account. */
const BEAN_ROLES = ['OperatorIndex', 'Traders'] as const;

/** 'Insufficient gold beans, please recharge in time', with the hint to ask Finance, in the caller's language. */
function insufficient(error: DomainError): ApiError {
  return new ApiError(422, ResultCode.BUSINESS_RULE, 'beans.insufficient', {}, error.code, {
    hint: new Translatable('beans.contactFinance'),
  });
}

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
      if (error instanceof DomainError && error.code === 'BEANS.INSUFFICIENT') throw insufficient(error);
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

  /** Finance's recharge, to an existing salesman's or trader's account only. */
  async recharge(form: RechargeForm, metadata: CommandMetadata): Promise<BeanEntryWritten> {
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
    const entryId = randomUUID();
    const result = await this.run(
      form.accountId,
      { type: 'RechargeBeans', data: { entryId, amount: form.amount, note: form.note } },
      metadata,
    );
    return { entryId, position: result.position };
  }

  /** Finance's correction: a reversing entry of `reverses`, on the ledger of `accountId`. */
  async reverse(
    accountId: string,
    reverses: string,
    reason: string,
    metadata: CommandMetadata,
  ): Promise<BeanEntryWritten> {
    const entryId = randomUUID();
    const result = await this.run(
      accountId,
      { type: 'ReverseBeanEntry', data: { entryId, reverses, reason } },
      metadata,
    );
    return { entryId, position: result.position };
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
