import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  CONTRACT_READ_MODELS,
  type ContractDetail,
  type ContractRow,
  contractListQuerySchema,
} from '@packflow/contracts';
import { DomainError } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { type ContractReader, findContract, listContracts } from './contract.queries';

const CONTRACTS = [CONTRACT_READ_MODELS.contracts];

type RawQuery = Record<string, unknown>;

export const contractReaderOf = (auth: AuthContext): ContractReader => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

export const contractNotFound = () => new DomainError('CONTRACT.NOT_FOUND', 'common.notFound');

/** /Contract: the list and one contract. Who sees which is the policy's scope, in the queries' WHERE clause. */
@Controller()
export class ContractsReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** keyword (contract or quotation number, customer name), customerId, type, status (default created), from and to. */
  @Get('contract')
  @RequirePermission('GET@contract')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(contractListQuerySchema) filters: Parsed<typeof contractListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ContractRow[]>> {
    const freshness = await this.readYourWrites.await(query, CONTRACTS);
    const page = paging(query);
    const { rows, count } = await listContracts(this.infra.db, contractReaderOf(auth), filters, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('contract/:id')
  @RequirePermission('GET@contract/:id')
  async get(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<ContractDetail>> {
    const freshness = await this.readYourWrites.await(query, CONTRACTS);
    const found = this.readYourWrites.found(
      freshness,
      await findContract(this.infra.db, contractReaderOf(auth), id),
      contractNotFound,
    );
    return reply(found, { extra: freshness });
  }
}
