import { Body, Controller, Get, Inject, Post, Put, Query, Req } from '@nestjs/common';
import {
  APP_VERSION,
  type LoginAnswer,
  type LoginInfo,
  type LoginLogEntry,
  LOGIN_RESULTS,
  type MenusAnswer,
  type Permission,
  ResultCode,
  type SessionView,
  isPermission,
  isRole,
  landingPath,
  loginSchema,
  menuFor,
  switchRoleSchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { sql } from 'kysely';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { Accounts } from '../staff/accounts';
import { currentSysset } from '../sysset/current-sysset';
import { INFRA } from '../tokens';
import { Public, RequirePermission, SignedIn } from './access';
import { authOf } from './access.guard';
import { LoginService, roleOptions } from './login.service';
import { Sessions } from './sessions';

@Controller()
export class AuthController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly login: LoginService,
    private readonly sessions: Sessions,
    private readonly accounts: Accounts,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('login')
  @Public()
  async signIn(@Body() body: unknown, @Req() req: Request): Promise<Reply<LoginAnswer>> {
    return reply(await this.login.login(loginSchema.parse(body ?? {}), req), { msg: 'auth.loggedIn' });
  }

  /** What the login page shows before anyone signs in: the company and the licence's days left. */
  @Get('login/info')
  @Public()
  async info(): Promise<LoginInfo> {
    const s = await currentSysset(this.infra);
    return {
      companyNameCn: s.companyNameCn,
      companyNameEn: s.companyNameEn,
      daysLeft: s.daysLeft,
      warnExpiry: s.warnExpiry,
      appVersion: APP_VERSION,
    };
  }

  @Post('logout')
  @SignedIn()
  async signOut(@Req() req: Request): Promise<Reply<null>> {
    const auth = authOf(req);
    await this.sessions.revoke(auth.tokenHash);
    await this.accounts.run(
      auth.accountId,
      { type: 'LogOut', data: { role: auth.role } },
      commandMetadata(req),
    );
    return reply(null, { msg: 'auth.loggedOut' });
  }

  @Get('session')
  @SignedIn()
  async session(@Req() req: Request): Promise<SessionView> {
    const auth = authOf(req);
    const [state, s] = await Promise.all([this.accounts.load(auth.accountId), currentSysset(this.infra)]);
    return {
      user: {
        id: auth.accountId,
        role: auth.role,
        nickname: state.profile.nickname,
        headimg: state.profile.headimg,
        country: state.profile.country ?? 'cn',
      },
      roles: roleOptions(state.profile.roles),
      permissions: [...auth.permissions].filter(isPermission).sort() as Permission[],
      showRoles: s.showRoles,
      companyNameCn: s.companyNameCn,
      companyNameEn: s.companyNameEn,
      daysLeft: s.daysLeft,
      warnExpiry: s.warnExpiry,
      expiresAt: auth.expiresAt.toISOString(),
    };
  }

  /** Spec section 6, switch role: the session continues in another role the person holds. */
  @Put('session/role')
  @SignedIn()
  async switchRole(
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<Reply<MenusAnswer & { role: string }>> {
    const auth = authOf(req);
    const { role } = switchRoleSchema.parse(body ?? {});
    if (!isRole(role))
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'role.unknown', { role }, 'ROLE.UNKNOWN');
    if (!(await currentSysset(this.infra)).showRoles)
      throw new ApiError(403, ResultCode.FORBIDDEN, 'auth.switchingOff', {}, 'AUTH.SWITCHING_OFF');
    await this.accounts.run(
      auth.accountId,
      { type: 'SwitchRole', data: { from: auth.role, to: role } },
      commandMetadata(req),
    );
    await this.sessions.switchRole(auth.tokenHash, role);
    return reply({ role, ...(await this.menusOf(role)) }, { msg: 'auth.roleSwitched' });
  }

  /** The menu tree of the caller's current role (spec section 2), with the forum sections. */
  @Get('menus')
  @SignedIn()
  async menus(@Req() req: Request): Promise<MenusAnswer> {
    return this.menusOf(authOf(req).role);
  }

  private async menusOf(role: Parameters<typeof menuFor>[0]): Promise<MenusAnswer> {
    const sections = await this.infra.db
      .withSchema('rm')
      .selectFrom('forum_sections')
      .select(['id', 'name'])
      .orderBy('created_at')
      .execute();
    const menus = menuFor(role, sections);
    return { menus, landing: landingPath(menus) ?? null };
  }

  /** /Login/Log: every attempt, newest first; filters by username (part of it), result and date range. */
  @Get('login/log')
  @RequirePermission('GET@login/log')
  async log(@Query() query: Record<string, unknown>): Promise<Reply<LoginLogEntry[]>> {
    const freshness = await this.readYourWrites.await(query, ['login_log']);
    const page = paging(query);
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const keyword = text(query.keyword ?? query.username);
    const result = text(query.result);
    const from = text(query.from);
    const to = text(query.to);
    if (result && !(LOGIN_RESULTS as readonly string[]).includes(result))
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.failed', {}, 'VALIDATION.FAILED');
    for (const d of [from, to])
      if (d && Number.isNaN(Date.parse(d)))
        throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.date', {}, 'VALIDATION.FAILED');
    let q = this.infra.db.withSchema('rm').selectFrom('login_log');
    if (keyword)
      q = q.where(
        sql<boolean>`lower(username) like ${`%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
      );
    if (result) q = q.where('result', '=', result);
    if (from) q = q.where('at', '>=', new Date(from));
    // A bare date as the end means the whole of that day.
    if (to)
      q = q.where(
        'at',
        '<',
        /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(Date.parse(to) + 864e5) : new Date(to),
      );
    const [rows, count] = await Promise.all([
      q
        .select(['at', 'account_id', 'username', 'nickname', 'role', 'ip', 'user_agent', 'result'])
        .select(sql<string>`position::text`.as('position'))
        .orderBy('login_log.position', 'desc')
        .limit(page.size)
        .offset(page.offset)
        .execute(),
      q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return reply(
      rows.map((r) => ({
        position: r.position,
        at: new Date(r.at).toISOString(),
        accountId: r.account_id,
        username: r.username,
        nickname: r.nickname,
        role: r.role,
        ip: r.ip,
        userAgent: r.user_agent,
        result: r.result as LoginLogEntry['result'],
      })),
      { extra: { ...freshness, pageInfo: pageInfo(page, Number(count.n)) } },
    );
  }
}
