import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QUOTATION_READ_MODELS } from '@packflow/contracts';
import { quotation, quotationPolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Response } from 'express';
import type { AuthContext } from '../../auth/access';
import { RequirePermission } from '../../auth/access';
import { PricingSettingsReader } from '../../catalog/pricing-settings.reader';
import { Actor } from '../../http/params';
import { ReadYourWrites } from '../../http/read-your-writes';
import { companyNames } from '../../sysset/sysset.queries';
import { INFRA } from '../../tokens';
import { findQuotation } from '../quotation.queries';
import { type DocumentCustomer, quotationDocument } from './quotation-document.model';
import { renderQuotationPdf } from './quotation-document.pdf';
import { attachment as documentAttachment } from '../../documents/pdf-document';

/** The content disposition of a download, named 'quotation.pdf' when its name has no plain-ASCII letters. */
export const attachment = (fileName: string): string => documentAttachment(fileName, 'quotation.pdf');

/**
 * GET quotation/:id/document: the quotation as the customer is given it, a PDF in the quotation's
 * language (the customer's). Whoever may read the quotation may download it (the detail's scope:
 * a salesman his own, a supervisor his salesmen's, a trade customer his own; 404 otherwise), and
 * every reader gets the customer's version: no cost, loading price, margins, rates or ratios.
 */
@Controller()
export class QuotationDocumentController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly settings: PricingSettingsReader,
  ) {}

  @Get('quotation/:id/document')
  @RequirePermission('GET@quotation/:id/document')
  async document(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    await this.readYourWrites.await(query, [QUOTATION_READ_MODELS.quotations]);
    const reader = { id: auth.accountId, role: auth.role, areacode: auth.areacode };
    const found = await findQuotation(this.infra.db, reader, id);
    if (!found) throw quotation.notFound();
    const forCustomer = quotationPolicies.traderQuotation(found);
    const [company, customer, validityDays] = await Promise.all([
      companyNames(this.infra),
      found.customerId ? this.customer(found.customerId) : Promise.resolve(null),
      forCustomer.settings.range.validityDays === undefined
        ? this.settings.settings('quotation').then((s) => s.validityDays)
        : Promise.resolve(undefined),
    ]);
    const document = quotationDocument(forCustomer, {
      company,
      customer,
      ...(validityDays === undefined ? {} : { validityDays }),
    });
    const pdf = await renderQuotationPdf(document);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachment(document.fileName));
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).end(pdf);
  }

  private async customer(customerId: string): Promise<DocumentCustomer | null> {
    const row = await this.infra.db
      .withSchema('rm')
      .selectFrom('customers')
      .select(['name', 'enterprise', 'responsible', 'phone', 'email'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ?? null;
  }
}
