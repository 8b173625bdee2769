import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PriceOutcomeView, QuotationInput } from '@packflow/contracts';
import { pricing, quotationPolicies } from '@packflow/domain';
import { type QuotationActor, QuotationInputs } from '../quotation-inputs';

/** The wizard's live price of a form: worked out with today's settings, never saved, no bean spent. */
export class PriceQuotationCommand {
  constructor(
    readonly actor: QuotationActor,
    readonly input: QuotationInput,
  ) {}
}

@CommandHandler(PriceQuotationCommand)
export class PriceQuotationHandler implements ICommandHandler<PriceQuotationCommand, PriceOutcomeView> {
  constructor(private readonly inputs: QuotationInputs) {}

  async execute({ actor, input }: PriceQuotationCommand): Promise<PriceOutcomeView> {
    const { locale, settings: snapshot } = await this.inputs.snapshot(actor, input, false);
    // A trade customer is sent no cost (quotationPolicies.priceOutcomeFor), so no breakdown either:
    // the calculation leaves it out.
    const breakdown = quotationPolicies.seesCost(actor);
    return quotationPolicies.priceOutcomeFor(
      actor,
      pricing.calculatePrice(input, snapshot, locale, { breakdown }),
    );
  }
}
