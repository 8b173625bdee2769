import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GenerateQuotationForm, QuotationStatus } from '@packflow/contracts';
import { quotation, quotationGeneration, quotationPolicies } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { type Infrastructure, processOutcome } from '@packflow/runtime';
import { QUOTATION_GENERATION_REACTOR, generationError } from '@packflow/projections';
import { INFRA } from '../../tokens';
import { type QuotationActor, QuotationInputs } from '../quotation-inputs';

export interface Generated {
  id: string;
  number: string;
  /** 'generating' while the process is still running when the answer is due. */
  status: QuotationStatus | 'generating';
  position?: Position;
}

/** Generate a quotation (a new one, a copy, or a revision of an earlier one), paid with golden beans. */
export class GenerateQuotationCommand {
  constructor(
    readonly actor: QuotationActor,
    readonly form: GenerateQuotationForm,
    readonly metadata: CommandMetadata,
  ) {}
}

/**
 * Generation is a process (quotation-generation-<id>): the request is checked and recorded here
 * (the customer, the lineage, the price with the settings snapshot), and the generation reactor
 * supersedes, pays and saves, giving the fee back and withdrawing the supersede when a step is
 * refused. The answer waits (bounded) for the outcome.
 */
@CommandHandler(GenerateQuotationCommand)
export class GenerateQuotationHandler implements ICommandHandler<GenerateQuotationCommand, Generated> {
  private readonly logger = new Logger('Quotations');

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: QuotationInputs,
  ) {}

  async execute({ actor, form, metadata }: GenerateQuotationCommand): Promise<Generated> {
    const owner = quotationPolicies.ownerOf(actor);
    const { sourceId, revisionOf, ...input } = form;
    const customerId = quotationPolicies.quotedCustomerId(input.customerId);
    const id = randomUUID();
    const at = metadata.at.toISOString();
    const number = quotation.quotationNumber(id, at);

    const original = revisionOf
      ? quotationPolicies.ownQuotation(actor.id, await this.inputs.load(revisionOf), 'revisionOf')
      : null;
    const { rootId, revisionNo } = quotationPolicies.lineageOf(id, original, customerId);
    if (sourceId) quotationPolicies.ownQuotation(actor.id, await this.inputs.load(sourceId), 'sourceId');

    // The locale follows the customer: domestic in yuan, foreign in the en currency entry.
    const [{ locale, settings: snapshot }, golden] = await Promise.all([
      this.inputs.snapshot(actor, input, true),
      this.inputs.settings.settings('golden'),
    ]);
    // The price first: a refused one costs nothing and changes nothing (checked only: the
    // quotation's own price, with its breakdown, is worked out when it is saved).
    quotation.priceFor(input, snapshot, locale, { breakdown: false });

    // One append starts the process; the generation reactor supersedes, debits and saves. The
    // wait for its outcome is in place before the append, so a reactor in this process can hand it over.
    const start = async () =>
      (
        await this.infra.commands.create(
          quotationGeneration.generationDecider,
          quotationGeneration.generationStream(id),
          {
            type: 'StartProcess',
            data: {
              id,
              number,
              owner,
              customerId,
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
        )
      ).position;
    return this.outcome(id, number, start);
  }

  /**
   * The outcome of a generation, waited for (bounded): the saved quotation, or the refusal the
   * process recorded (too few beans, the original already revised), or 'generating' when it takes
   * longer (the console then follows the quotations live).
   */
  private async outcome(
    id: string,
    number: string,
    start: () => Promise<Position | undefined>,
  ): Promise<Generated> {
    const {
      state,
      reached,
      position: done,
    } = await processOutcome(
      this.infra,
      QUOTATION_GENERATION_REACTOR,
      quotationGeneration.generationDecider,
      quotationGeneration.generationStream(id),
      start,
    );
    if (state.status === 'completed') return { id, number, status: state.outcome!.status, position: done };
    const refusal = generationError(state);
    if (refusal) throw refusal;
    if (reached) this.logger.warn(`Generation ${id} passed its reactor without an outcome`);
    return { id, number, status: 'generating' };
  }
}
