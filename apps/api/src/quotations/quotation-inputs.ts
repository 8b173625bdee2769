import { Inject, Injectable } from '@nestjs/common';
import type { Locale, PricingSettings, QuotationInput } from '@packflow/contracts';
import {
  account,
  customer,
  customerKeys,
  pricing,
  quotation,
  quotationPolicies,
  type staffScope,
} from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { PricingSettingsReader } from '../catalog/pricing-settings.reader';
import { INFRA } from '../tokens';

/** Who acts on quotations: the signed-in person in their current role, with their area and country. */
export interface QuotationActor {
  id: string;
  role: AuthContext['role'];
  areacode: AuthContext['areacode'];
  country: AuthContext['country'];
}

export const quotationActor = (auth: AuthContext): QuotationActor => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
  country: auth.country,
});

/**
 * What the quotation handlers read before they decide: a quotation's state, its owner as a staff
 * record (for the reviewer's scope), the settings snapshot a price is worked out with, with a
 * trade customer's grade.
 */
@Injectable()
export class QuotationInputs {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    readonly settings: PricingSettingsReader,
  ) {}

  load(id: string): Promise<quotation.QuotationState> {
    return this.infra.commands.load(quotation.quotationDecider, quotation.quotationStream(id));
  }

  /** A quotation's owner as a staff record, or null when there is no such person. */
  async owner(ownerId: string): Promise<staffScope.StaffTarget | null> {
    const owner = await this.infra.commands.load(account.accountDecider, account.accountStream(ownerId));
    return owner.exists
      ? { id: ownerId, roles: owner.profile.roles, areacode: owner.profile.areacode }
      : null;
  }

  /**
   * The locale the price is worked out in (it follows the customer) and the settings snapshot,
   * with the grade of a trade customer's customer. `strict`: the customer must exist and be the
   * actor's (generation); a preview just prices without a grade otherwise.
   */
  async snapshot(
    actor: QuotationActor,
    input: QuotationInput,
    strict: boolean,
  ): Promise<{ locale: Locale; settings: PricingSettings }> {
    const client = input.customerId
      ? await this.infra.commands.load(customer.customerDecider, customer.customerStream(input.customerId))
      : undefined;
    const ownerId = client?.exists ? (client.owner?.id ?? null) : null;
    if (strict) quotationPolicies.checkQuotedCustomer(actor.id, { exists: Boolean(client?.exists), ownerId });
    const { locale } = pricing.pricingLocale(actor, client);
    const [settings, grade] = await Promise.all([
      this.settings.snapshot(input, locale),
      this.grade(quotationPolicies.pricedGrade(actor.id, client)),
    ]);
    return { locale, settings: { ...settings, grade } };
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
}
