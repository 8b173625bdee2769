import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { CONTRACT_READ_MODELS } from '@packflow/contracts';
import { contractPolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Response } from 'express';
import type { AuthContext } from '../../auth/access';
import { RequirePermission } from '../../auth/access';
import { attachment } from '../../documents/pdf-document';
import { Actor } from '../../http/params';
import { ReadYourWrites } from '../../http/read-your-writes';
import { companyNames } from '../../sysset/sysset.queries';
import { INFRA } from '../../tokens';
import { contractNotFound, contractReaderOf } from '../contracts-read.controller';
import { findContract } from '../contract.queries';
import { type ContractParty, contractFileName, renderContractPdf } from './contract-document.pdf';

/**
 * GET contract/:id/document: the contract as the customer signs it, a PDF in the customer's
 * language from its stored lines. Whoever may read the contract may download it (the detail's
 * scope; 404 otherwise); a contract still being made or refused has no document (404).
 */
@Controller()
export class ContractDocumentController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('contract/:id/document')
  @RequirePermission('GET@contract/:id/document')
  async document(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    await this.readYourWrites.await(query, [CONTRACT_READ_MODELS.contracts]);
    const found = await findContract(this.infra.db, contractReaderOf(auth), id);
    if (!found) throw contractNotFound();
    // The same rule that offers the download (contractActions): only a made contract has a document.
    contractPolicies.checkMade(found);
    const [company, buyer] = await Promise.all([companyNames(this.infra), this.customer(found.customerId)]);
    const seller = found.language === 'en' ? company.companyNameEn : company.companyNameCn;
    const pdf = await renderContractPdf(found, { seller, buyer });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachment(contractFileName(found), 'contract.pdf'));
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).end(pdf);
  }

  private async customer(customerId: string): Promise<ContractParty | null> {
    const row = await this.infra.db
      .withSchema('rm')
      .selectFrom('customers')
      .select(['name', 'enterprise', 'responsible', 'phone'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ?? null;
  }
}
