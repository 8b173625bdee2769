import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type GenerateQuotationForm,
  type Locale,
  type PriceOutcome,
  type PricingSettings,
  type QuotationInput,
  type QuotationStatus,
  ResultCode,
  type Role,
} from '@packflow/contracts';
import {
  account,
  customer,
  customerKeys,
  pricing,
  quotation,
  quotationGeneration,
  staffScope,
} from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import { type CommandMetadata, type Infrastructure, processOutcome } from '@packflow/platform';
import { PricingSettingsReader } from '../catalog/pricing-settings.reader';
import { QUOTATION_GENERATION_REACTOR, generationError } from '@packflow/projections';
import { insufficientBeans } from '../golden-beans/insufficient-beans';
import { ApiError } from '../http/api-exception.filter';
import { INFRA } from '../tokens';

/** Who acts: the signed-in person in their current role, with their area and country. */
export interface QuotationActor {
  id: string;
  role: Role;
  areacode: 'Q' | 'L' | null;
  country: 'cn' | 'en' | null;
}

/** The owner's language prices the quotation: salesmen and traders have a country setting. */
export const localeOf = (actor: QuotationActor): Locale => actor.country ?? 'cn';

const QUOTING_ROLES: readonly Role[] = ['OperatorIndex', 'Traders'];

const notFound = (field?: string) =>
  new ApiError(
    404,
    ResultCode.NOT_FOUND,
    'common.notFound',
    {},
    'QUOTATION.NOT_FOUND',
    field ? { field } : {},
  );

/** A refused price: the first blocking issue as the message, all of them in `extra.issues` for the wizard. */
function priceRefused(error: quotation.PriceRefused): ApiError {
  const first = error.issues[0]!;
  return new ApiError(422, ResultCode.BUSINESS_RULE, first.key, first.params, 'QUOTATION.PRICE_REFUSED', {
    issues: error.issues,
    ...(first.field ? { field: first.field } : {}),
  });
}

export interface Generated {
  id: string;
  number: string;
  /** 'generating' while the process is still running when the answer is due. */
  status: QuotationStatus | 'generating';
  position?: Position;
}

/**
 * The quotation commands with what surrounds them: the customer and lineage checks, the settings
 * snapshot (with a trade customer's grade). Generation is a process (quotation-generation-<id>):
 * the request is checked and recorded here, and the generation reactor supersedes, pays and saves,
 * giving the fee back and withdrawing the supersede when a step is refused.
 */
@Injectable()
export class QuotationCommands {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly settings: PricingSettingsReader,
  ) {}

  private readonly logger = new Logger('Quotations');

  load(id: string): Promise<quotation.QuotationState> {
    return this.infra.commands.load(quotation.quotationDecider, quotation.quotationStream(id));
  }

  /** POST quotation/price: the price of a wizard form, never saved. */
  async preview(actor: QuotationActor, input: QuotationInput): Promise<PriceOutcome> {
    const locale = localeOf(actor);
    const snapshot = await this.snapshot(actor, input, locale, false);
    return pricing.calculatePrice(input, snapshot, locale);
  }

  /** POST quotation. */
  async generate(
    actor: QuotationActor,
    form: GenerateQuotationForm,
    metadata: CommandMetadata,
  ): Promise<Generated> {
    if (!QUOTING_ROLES.includes(actor.role))
      throw new ApiError(422, ResultCode.BUSINESS_RULE, 'quotations.ownersOnly', {}, 'QUOTATION.OWNERS_ONLY');
    const { sourceId, revisionOf, ...input } = form;
    if (!input.customerId)
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.required', {}, 'VALIDATION.FAILED', {
        field: 'customerId',
      });
    const owner: quotation.Owner = { id: actor.id, role: actor.role as quotation.OwnerRole };
    const id: string = randomUUID();
    const at = metadata.at.toISOString();
    const number = quotation.quotationNumber(id, at);

    // Lineage: a revision continues the original's; a copy (or a new quotation) starts its own.
    let rootId = id;
    let revisionNo = 1;
    if (revisionOf) {
      const original = await this.reachable(actor, revisionOf, 'revisionOf');
      if (original.supersededBy)
        throw new ApiError(
          422,
          ResultCode.BUSINESS_RULE,
          'quotations.superseded',
          { number: original.supersededBy.number },
          'QUOTATION.SUPERSEDED',
        );
      if (original.customerId !== input.customerId)
        throw new ApiError(
          422,
          ResultCode.BUSINESS_RULE,
          'quotations.revisionCustomer',
          {},
          'QUOTATION.REVISION_CUSTOMER',
          { field: 'customerId' },
        );
      rootId = original.rootId;
      revisionNo = original.revisionNo + 1;
    }
    if (sourceId) await this.reachable(actor, sourceId, 'sourceId');

    const locale = localeOf(actor);
    const [snapshot, golden] = await Promise.all([
      this.snapshot(actor, input, locale, true),
      this.settings.settings('golden'),
    ]);
    // The price first: a refused one costs nothing and changes nothing.
    try {
      quotation.priceFor(input, snapshot, locale);
    } catch (error) {
      if (error instanceof quotation.PriceRefused) throw priceRefused(error);
      throw error;
    }

    // One append starts the process; the generation reactor supersedes, debits and saves.
    const started = await this.infra.commands.create(
      quotationGeneration.generationDecider,
      quotationGeneration.generationStream(id),
      {
        type: 'StartProcess',
        data: {
          id,
          number,
          owner,
          customerId: input.customerId,
          locale,
          input,
          settings: snapshot,
          sourceId: sourceId ?? null,
          revisionOf: revisionOf ?? null,
          rootId,
          revisionNo,
          fee: golden.fee,
          threshold: golden.threshold,
          at,
        },
      },
      metadata,
    );
    return this.outcome(id, number, started.position!);
  }

  /**
   * The outcome of a generation, waited for (bounded): the saved quotation, or the refusal the
   * process recorded (too few beans, the original already revised), or 'generating' when it takes
   * longer (the console then follows the quotations live).
   */
  private async outcome(id: string, number: string, position: Position): Promise<Generated> {
    const {
      state,
      reached,
      position: done,
    } = await processOutcome(
      this.infra,
      QUOTATION_GENERATION_REACTOR,
      quotationGeneration.generationDecider,
      quotationGeneration.generationStream(id),
      position,
    );
    if (state.status === 'completed') return { id, number, status: state.outcome!.status, position: done };
    const refusal = generationError(state);
    if (refusal instanceof quotation.PriceRefused) throw priceRefused(refusal);
    if (refusal?.code === 'BEANS.INSUFFICIENT') throw insufficientBeans(refusal);
    if (refusal) throw refusal;
    if (reached) this.logger.warn(`Generation ${id} passed its reactor without an outcome`);
    return { id, number, status: 'generating' };
  }

  /** PUT quotation/:id/ratio: the owner's only; judged by the admin's range now. */
  async changeRatio(actor: QuotationActor, id: string, ratio: string, metadata: CommandMetadata) {
    const range = await this.settings.settings('quotation');
    try {
      return await this.run(
        id,
        { type: 'ChangeQuotationRatio', data: { ratio, by: actor.id, range, at: metadata.at.toISOString() } },
        metadata,
      );
    } catch (error) {
      if (error instanceof quotation.PriceRefused) throw priceRefused(error);
      throw error;
    }
  }

  /** POST quotation/:id/approve and /reject: supervisors within their scope, administrators. */
  async review(
    actor: QuotationActor,
    id: string,
    decision: 'approve' | 'reject',
    reason: string,
    metadata: CommandMetadata,
  ) {
    const state = await this.load(id);
    if (!state.exists || !state.owner || !(await this.reviews(actor, state.owner.id))) throw notFound();
    const at = metadata.at.toISOString();
    return this.run(
      id,
      decision === 'approve'
        ? { type: 'ApproveQuotation', data: { reason, at } }
        : { type: 'RejectQuotation', data: { reason, at } },
      metadata,
    );
  }

  // ---------------------------------------------------------------- helpers

  /** May the actor review the quotations of `ownerId`? Administrators all; a supervisor the salesmen they manage. */
  private async reviews(actor: QuotationActor, ownerId: string): Promise<boolean> {
    const scope = staffScope.staffScope(actor);
    if (scope.kind === 'everyone') return true;
    if (scope.kind === 'self') return false;
    const owner = await this.infra.commands.load(account.accountDecider, account.accountStream(ownerId));
    return (
      owner.exists &&
      staffScope.reaches(scope, { id: ownerId, roles: owner.profile.roles, areacode: owner.profile.areacode })
    );
  }

  /** A quotation the actor owns (the source of a copy, the original of a revision), else 404 on `field`. */
  private async reachable(
    actor: QuotationActor,
    id: string,
    field: string,
  ): Promise<quotation.QuotationState> {
    const state = await this.load(id);
    if (!state.exists || state.owner?.id !== actor.id) throw notFound(field);
    return state;
  }

  /**
   * The settings snapshot, with the grade of a trade customer's customer. `strict`: the customer
   * must exist and be the actor's (generation); a preview just prices without a grade otherwise.
   */
  private async snapshot(
    actor: QuotationActor,
    input: QuotationInput,
    locale: Locale,
    strict: boolean,
  ): Promise<PricingSettings> {
    const [settings, client] = await Promise.all([
      this.settings.snapshot(input, locale),
      input.customerId
        ? this.infra.commands.load(customer.customerDecider, customer.customerStream(input.customerId))
        : undefined,
    ]);
    const own = client?.exists && client.owner?.id === actor.id;
    if (strict) {
      if (!client?.exists)
        throw new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'CUSTOMER.NOT_FOUND', {
          field: 'customerId',
        });
      if (!own)
        throw new ApiError(422, ResultCode.BUSINESS_RULE, 'customers.notYours', {}, 'CUSTOMER.NOT_YOURS', {
          field: 'customerId',
        });
    }
    return {
      ...settings,
      grade: own && client.owner?.role === 'Traders' ? await this.grade(client.gradeId) : null,
    };
  }

  /** A trade customer's grade factor, when the grade is still in use. */
  private async grade(gradeId: string | null): Promise<PricingSettings['grade']> {
    if (!gradeId) return null;
    const grade = await this.infra.commands.load(
      customerKeys.traderGradeDecider,
      customerKeys.traderGradeStream(gradeId),
    );
    return grade.exists && !grade.deleted ? { id: gradeId, name: grade.name, factor: grade.factor } : null;
  }

  private run(id: string, command: quotation.QuotationCommand, metadata: CommandMetadata) {
    return this.infra.commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(id),
      command,
      metadata,
    );
  }
}
