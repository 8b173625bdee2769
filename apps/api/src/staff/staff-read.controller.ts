import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  IDENTITY_READ_MODELS,
  type StaffListQuery,
  type StaffView,
  staffListQuerySchema,
} from '@packflow/contracts';
import { staffScope } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import type { AuthContext } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { findStaff, listStaff } from './staff.queries';

const READ_MODEL = [IDENTITY_READ_MODELS.accounts];
const scopeOf = (auth: AuthContext) =>
  staffScope.staffScope({ id: auth.accountId, role: auth.role, areacode: auth.areacode });

/** Staff lists per role and one record; rows out of the caller's reach are never read. */
@Controller('admin/operator')
export class StaffReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** /Operator/<Role> and /OperatorManage/Operator: `role`, `keyword` (name, username or phone), `status`. */
  @Get()
  @RequirePermission('GET@admin/operator')
  async list(
    @ListQuery(staffListQuerySchema) filters: StaffListQuery,
    @Query() query: Record<string, unknown>,
    @Actor() auth: AuthContext,
  ): Promise<Reply<StaffView[]>> {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const page = paging(query);
    const { rows, count } = await listStaff(this.infra.db, scopeOf(auth), {
      role: filters.role || undefined,
      status: filters.status || undefined,
      keyword: filters.keyword?.trim() ?? '',
      page,
    });
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get(':id')
  @RequirePermission('GET@admin/operator/:id')
  async get(@Param('id') id: string, @Query() query: Record<string, unknown>, @Actor() auth: AuthContext) {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const row = await findStaff(this.infra.db, scopeOf(auth), id);
    if (!row) throw staffScope.staffNotFound();
    return reply(row, { extra: freshness });
  }
}
