import { Controller, Get, Inject, Post, Put, Req, Res } from '@nestjs/common';
import {
  APP_VERSION,
  type LoginAnswer,
  type LoginRequest,
  type LoginInfo,
  type MenusAnswer,
  type Permission,
  type SessionView,
  isPermission,
  landingPath,
  loginSchema,
  menuFor,
  switchRoleSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { Request, Response } from 'express';
import { account, staffScope } from '@packflow/domain';
import { type Reply, reply } from '../http/reply';
import { Actor, EMPTY_FORM, Form, Meta } from '../http/params';
import { Accounts } from '../staff/accounts';
import { clearFileCookie, setFileCookie } from '../files/file-cookie';
import { currentSysset } from '../sysset/sysset.queries';
import { INFRA } from '../tokens';
import { type AuthContext, Public, SignedIn } from './access';
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
  ) {}

  @Post('login')
  @Public()
  async signIn(
    @Form(loginSchema) form: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Reply<LoginAnswer>> {
    const answer = await this.login.login(form, req);
    setFileCookie(req, res, answer.token, this.infra.config.SESSION_MAX_HOURS * 3_600_000);
    return reply(answer, { msg: 'auth.loggedIn' });
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
  async signOut(
    @Form(EMPTY_FORM) _body: object,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Reply<null>> {
    clearFileCookie(req, res);
    await this.sessions.revoke(auth.tokenHash);
    await this.accounts.run(auth.accountId, { type: 'LogOut', data: { role: auth.role } }, meta);
    return reply(null, { msg: 'auth.loggedOut' });
  }

  @Get('session')
  @SignedIn()
  async session(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionView> {
    const auth = authOf(req);
    // A console restoring its session from storage gets its file cookie back (a new browser, say).
    setFileCookie(req, res, req.header('token')!, auth.expiresAt.getTime() - Date.now());
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
      mustChange: account.firstLoginTasks(state),
      imageHost: s.imageHost,
      imageLimit: s.imageLimit,
    };
  }

  /** Spec section 6, switch role: the session continues in another role the person holds. */
  @Put('session/role')
  @SignedIn()
  async switchRole(
    @Form(switchRoleSchema) { role }: { role: string },
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ): Promise<Reply<MenusAnswer & { role: string }>> {
    staffScope.checkRoleSwitch(role, (await currentSysset(this.infra)).showRoles);
    await this.accounts.run(
      auth.accountId,
      { type: 'SwitchRole', data: { from: auth.role, to: role } },
      meta,
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
}
