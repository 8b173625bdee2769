import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  type BeanBalance,
  type BeanEntry,
  GOLDEN_BEAN_READ_MODELS,
  beanAccountsQuerySchema,
  beanBalanceQuerySchema,
  beanFlowQuerySchema,
} from '@packflow/contracts';
import { beanPolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { PricingSettingsReader } from '../catalog/pricing-settings.reader';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { type BeanReader, beanAccounts, beanBalance, beanFlow } from './bean.queries';

/** The read model behind every answer, for read-your-writes. */
const BEANS = [GOLDEN_BEAN_READ_MODELS.goldenBeans];

type RawQuery = Record<string, unknown>;

const readerOf = (auth: AuthContext): BeanReader => ({ id: auth.accountId, role: auth.role });

/**
 * Golden beans (金豆): a salesman's or trader's balance and movements (/GoldenBean/Index), and
 * Finance's view of every account (/GoldenBean/FlowingWater). Who sees which account is the
 * policy's (beanPolicies); another's account answers 404.
 */
@Controller()
export class GoldenBeansReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly settings: PricingSettingsReader,
  ) {}

  /** Own balance; Finance and administrators any salesman's or trader's with `accountId`. `asOf=YYYY-MM-DD`: at the end of that day. */
  @Get('golden-bean/balance')
  @RequirePermission('GET@golden-bean/balance')
  async balance(
    @Actor() auth: AuthContext,
    @ListQuery(beanBalanceQuerySchema) { accountId, asOf }: Parsed<typeof beanBalanceQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<BeanBalance>> {
    const whose = beanPolicies.balanceAccount(readerOf(auth), accountId || undefined);
    if (!whose) throw beanPolicies.beansNotFound();
    const freshness = await this.readYourWrites.await(query, BEANS);
    const balance = await beanBalance(this.infra.db, whose, await this.settings.settings('golden'), asOf);
    if (!balance) throw beanPolicies.beansNotFound();
    return reply(balance, { extra: freshness });
  }

  @Get('golden-bean/flow')
  @RequirePermission('GET@golden-bean/flow')
  async flow(
    @Actor() auth: AuthContext,
    @ListQuery(beanFlowQuerySchema) filter: Parsed<typeof beanFlowQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<BeanEntry[]>> {
    const freshness = await this.readYourWrites.await(query, BEANS);
    const page = paging(query);
    const { rows, count } = await beanFlow(
      this.infra.db,
      readerOf(auth),
      {
        accountId: filter.accountId || undefined,
        kind: filter.kind,
        from: filter.from,
        to: filter.to,
        keyword: filter.keyword || undefined,
      },
      page,
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('golden-bean/accounts')
  @RequirePermission('GET@golden-bean/accounts')
  async accounts(
    @Actor() auth: AuthContext,
    @ListQuery(beanAccountsQuerySchema) { keyword }: Parsed<typeof beanAccountsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<BeanBalance[]>> {
    if (!beanPolicies.keepsLedgers(readerOf(auth))) throw beanPolicies.beansNotFound();
    const freshness = await this.readYourWrites.await(query, BEANS);
    const page = paging(query);
    const { rows, count } = await beanAccounts(
      this.infra.db,
      keyword ?? '',
      page,
      await this.settings.settings('golden'),
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }
}
