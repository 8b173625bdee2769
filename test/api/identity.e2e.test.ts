import type {
  LoginAnswer,
  LoginInfo,
  LoginLogEntry,
  MenusAnswer,
  PermissionCatalog,
  RoleView,
  SessionView,
  StaffView,
} from '@packflow/contracts';
import { loadConfig } from '@packflow/config';
import { account } from '@packflow/domain';
import { sql } from 'kysely';
import { startApi } from '../../apps/api/src/bootstrap';
import { apiClient, signIn, signedHeaders } from '../support/api-client';
import { eventually } from '../support/services';
import { createStaff, staffForm } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

for (const shape of [POSTGRES, PGLITE]) {
  describeOn(shape, 'identity and access through the API', () => {
    // No waiting between failed logins here (the slow-down has its own test), lock after 5.
    const t = useTestApi(shape, { LOGIN_SLOW_BASE_SECONDS: '0', LOGIN_LOCK_AFTER: '5' });
    const anonymous = (locale: 'cn' | 'en' = 'en') => apiClient(t.api.url, locale);
    const eventsOf = async (id: string) =>
      (await t.api.infra.store.readStream(account.accountStream(id))).length;

    describe('login', () => {
      it('answers the session, the user, the roles and the days before expiry', async () => {
        const res = await anonymous().post<LoginAnswer>('/login', {
          username: 'admin',
          password: ADMIN_PASSWORD,
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          code: 0,
          msg: 'Login successful',
          data: {
            token: expect.stringMatching(/^[\w-]{43}$/),
            logintime: expect.any(Number),
            checkcode: expect.stringMatching(/^[0-9a-f]{32}$/),
            secret: expect.any(String),
            user: { role: 'Admin', nickname: '管理员', headimg: '', country: 'cn', id: expect.any(String) },
            roles: [{ role: 'Admin', title: '管理员', english_name: 'Administrator' }],
            warnExpiry: false,
          },
        });
        expect(res.body.data.daysLeft).toBeGreaterThan(300);
        expect(Math.abs(res.body.data.logintime - Date.now() / 1000)).toBeLessThan(60);
      });

      it('takes the username in any case, and answers a wrong password and an unknown user alike', async () => {
        const upper = await anonymous().post('/login', { username: 'ADMIN', password: ADMIN_PASSWORD });
        expect(upper.body.code).toBe(0);
        const wrong = await anonymous('cn').post('/login', { username: 'admin', password: 'nope-nope' });
        const unknown = await anonymous('cn').post('/login', { username: 'nobody', password: 'nope-nope' });
        for (const res of [wrong, unknown]) {
          expect(res.status).toBe(401);
          expect(res.body).toMatchObject({ code: 1401, data: null, msg: '用户名或密码错误' });
        }
        const missing = await anonymous('en').post('/login', { username: ' ' });
        expect(missing.status).toBe(422);
        expect(missing.body.extra?.fields).toEqual({
          username: 'This field is required',
          password: 'This field is required',
        });
        // Whoever failed, the right password still works (one failure is far from the lock).
        expect(
          (await anonymous().post('/login', { username: 'admin', password: ADMIN_PASSWORD })).body.code,
        ).toBe(0);
      });

      it('shows the days before system expiry on the login page and warns near the end', async () => {
        const admin = await t.admin();
        const soon = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
        const put = await admin.put('/sysset', { expiryDate: soon });
        await admin.get(`/sysset?_position=${put.body.extra?.position}`);
        const info = await anonymous().get<LoginInfo>('/login/info');
        expect(info.body.data).toMatchObject({ warnExpiry: true, appVersion: '1.2.1' });
        expect(info.body.data.daysLeft).toBeGreaterThanOrEqual(9);
        expect(info.body.data.daysLeft).toBeLessThanOrEqual(10);
        const login = await anonymous().post<LoginAnswer>('/login', {
          username: 'admin',
          password: ADMIN_PASSWORD,
        });
        expect(login.body.data).toMatchObject({ warnExpiry: true, daysLeft: info.body.data.daysLeft });
        const later = new Date(Date.now() + 365 * 864e5).toISOString().slice(0, 10);
        await admin.put('/sysset', { expiryDate: later });
      });

      it('writes every attempt to the login log, listed and filtered for the administrator', async () => {
        const admin = await t.admin();
        await anonymous().post('/login', { username: 'ghost-user', password: 'whatever-1' });
        await eventually(async () => {
          const res = await admin.get<LoginLogEntry[]>('/login/log?result=unknown&keyword=ghost');
          return res.body.data.length === 1;
        });
        const unknown = await admin.get<LoginLogEntry[]>('/login/log?result=unknown&keyword=GHOST');
        expect(unknown.body.data[0]).toMatchObject({
          username: 'ghost-user',
          accountId: null,
          result: 'unknown',
          ip: expect.stringMatching(/127\.0\.0\.1/),
          userAgent: expect.any(String),
        });
        const ok = await admin.get<LoginLogEntry[]>('/login/log?result=ok&_size=5');
        expect(ok.body.data.length).toBeGreaterThan(0);
        expect(
          ok.body.data.every((e) => e.result === 'ok' && e.role === 'Admin' && e.nickname === '管理员'),
        ).toBe(true);
        const today = new Date().toISOString().slice(0, 10);
        const range = await admin.get<LoginLogEntry[]>(`/login/log?from=${today}&to=${today}&_size=400`);
        const all = await admin.get<LoginLogEntry[]>('/login/log?_size=400');
        expect(range.body.extra?.pageInfo?._count).toBe(all.body.extra?.pageInfo?._count);
        const none = await admin.get<LoginLogEntry[]>('/login/log?to=2000-01-01');
        expect(none.body.extra?.pageInfo?._count).toBe(0);
        const bad = await admin.get('/login/log?result=maybe');
        expect(bad.status).toBe(422);
      });
    });

    describe('request signing', () => {
      it('refuses a request without a session, with a wrong signature or with a time far off', async () => {
        const admin = await t.admin('en');
        const session = admin.session!;
        const none = await anonymous('cn').get('/session');
        expect(none.status).toBe(401);
        expect(none.body).toMatchObject({ code: 1401, msg: '请重新登录', extra: { error: 'AUTH.MISSING' } });

        const forged = { ...signedHeaders(session), Signature: '0'.repeat(64) };
        const bad = await anonymous().get('/session', forged);
        expect(bad.status).toBe(401);
        expect(bad.body.msg).toBe('Invalid request signature, please login again');

        const wrongSecret = signedHeaders({ ...session, secret: 'guessed' });
        expect((await anonymous().get('/session', wrongSecret)).status).toBe(401);

        const old = signedHeaders(session, String(Math.floor(Date.now() / 1000) - 301));
        const late = await anonymous().get('/session', old);
        expect(late.status).toBe(401);
        expect(late.body.msg).toBe(
          'The request time is more than 300 seconds off; please check the device clock',
        );

        const inWindow = signedHeaders(session, String(Math.floor(Date.now() / 1000) - 290));
        expect((await anonymous().get('/session', inWindow)).status).toBe(200);
      });

      it('accepts the same whole-second signature again: six identical requests at once all pass', async () => {
        // A session of its own: it is ended at the end.
        const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
        // Spec section 7: Requesttime in whole seconds, so a page load's requests sign alike.
        const headers = signedHeaders(admin.session!, String(Math.floor(Date.now() / 1000)));
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => anonymous().get<SessionView>('/session', headers)),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(answers.every((a) => a.body.data.user.role === 'Admin')).toBe(true);
        // The window, the signature and the session still hold for the very same values.
        const late = signedHeaders(admin.session!, String(Math.floor(Date.now() / 1000) - 301));
        expect((await anonymous().get('/session', late)).body).toMatchObject({
          extra: { error: 'AUTH.REQUEST_TIME' },
        });
        const forged = { ...headers, Signature: '1'.repeat(64) };
        expect((await anonymous().get('/session', forged)).body).toMatchObject({
          extra: { error: 'AUTH.SIGNATURE' },
        });
        expect((await admin.post('/logout')).status).toBe(200);
        const ended = await anonymous('cn').get('/session', headers);
        expect(ended.status).toBe(401);
        expect(ended.body).toMatchObject({ msg: '请重新登录', extra: { error: 'AUTH.NO_SESSION' } });
      });
    });

    describe('staff', () => {
      it('creates staff with the spec checks, translated, and blanks the password on load', async () => {
        const admin = await t.admin('en');
        const missing = await admin.post(
          '/admin/operator',
          staffForm('OperatorIndex', 'sales-a', { areacode: '' }),
        );
        expect(missing.status).toBe(422);
        expect(missing.body.extra?.fields).toEqual({ areacode: 'Please select area' });
        const cn = await (
          await t.admin('cn')
        ).post('/admin/operator', staffForm('OperatorIndex', 'sales-a', { phone: '15412345678' }));
        expect(cn.body.extra?.fields).toEqual({ phone: '手机号码格式错误' });
        const trader = await admin.post('/admin/operator', staffForm('Traders', 'trader-a', { is_from: '' }));
        expect(trader.body.extra?.fields).toEqual({ is_from: expect.any(String) });

        const id = await createStaff(admin, 'OperatorIndex', 'Sales-A', { nickname: '  Li Lei  ' });
        const got = await admin.get<StaffView>(`/admin/operator/${id}`);
        expect(got.body.data).toMatchObject({
          id,
          nickname: 'Li Lei',
          username: 'Sales-A',
          password: '',
          status: '正常',
          role: 'OperatorIndex',
          roleId: 'OperatorIndex',
          roles: ['OperatorIndex'],
          areacode: 'Q',
          country: 'cn',
          wage: '3500.00',
        });
        const taken = await admin.post('/admin/operator', staffForm('Finance', 'sales-a'));
        expect(taken.status).toBe(422);
        expect(taken.body.extra?.fields).toEqual({ username: 'This username is already taken' });
        const list = await admin.get<StaffView[]>('/admin/operator?role=OperatorIndex&keyword=li%20lei');
        expect(list.body.data.map((s) => s.id)).toEqual([id]);
        expect(list.body.extra?.pageInfo).toMatchObject({ _page: 1, _size: 20, _count: 1 });
        expect(
          (await admin.get<StaffView[]>('/admin/operator?role=Finance&keyword=li%20lei')).body.data,
        ).toEqual([]);
      });

      it('refuses unknown and privileged fields with 400 and writes nothing', async () => {
        const admin = await t.admin();
        const id = await createStaff(admin, 'OperatorIndex', 'sales-mass');
        const salesman = await signIn(t.api.url, 'sales-mass', PASSWORD);
        const before = await eventsOf(id);
        const attempts: Record<string, string>[] = [
          { roles: 'Admin' },
          { role: 'Admin' },
          { status: '禁用' },
          { wage: '99999' },
          { username: 'someone-else' },
          { isAdmin: '1' },
          { nickname: 'ok', password_hash: 'x' },
        ];
        for (const body of attempts) {
          const res = await salesman.put(`/admin/operator/${id}`, body);
          expect([Object.keys(body).join(), res.status]).toEqual([Object.keys(body).join(), 400]);
          expect(res.body.code).toBe(1001);
        }
        expect(await eventsOf(id)).toBe(before);
        const unknownOnCreate = await admin.post('/admin/operator', {
          ...staffForm('Finance', 'fin-x'),
          isAdmin: '1',
        });
        expect(unknownOnCreate.status).toBe(400);
        expect(unknownOnCreate.body.msg).toBe('Unknown field: isAdmin');
        // Sending back a field unchanged is fine; personal fields save.
        const own = await salesman.put<{ id: string }>(`/admin/operator/${id}`, {
          roles: 'OperatorIndex',
          wage: '3500',
          nickname: 'Renamed',
        });
        expect(own.body).toMatchObject({ code: 0, msg: 'Saved' });
        expect(await eventsOf(id)).toBe(before + 1);
      });

      it("lets a person change their own password only with the old one, and ends that person's sessions", async () => {
        const admin = await t.admin();
        const id = await createStaff(admin, 'Finance', 'fin-pw');
        const finance = await signIn(t.api.url, 'fin-pw', PASSWORD);
        const noOld = await finance.put(`/admin/operator/${id}`, { password: 'new-password-1' });
        expect(noOld.status).toBe(422);
        expect(noOld.body.extra?.fields).toEqual({ oldPassword: 'Please enter your current password' });
        const wrongOld = await finance.put(`/admin/operator/${id}`, {
          password: 'new-password-1',
          oldPassword: 'not-it',
        });
        expect(wrongOld.body.extra?.fields).toEqual({ oldPassword: 'The current password is wrong' });
        const ok = await finance.put(`/admin/operator/${id}`, {
          password: 'new-password-1',
          oldPassword: PASSWORD,
        });
        expect(ok.body.msg).toBe('Password changed, please login again');
        expect((await finance.get('/session')).status).toBe(401);
        expect((await anonymous().post('/login', { username: 'fin-pw', password: PASSWORD })).status).toBe(
          401,
        );
        await signIn(t.api.url, 'fin-pw', 'new-password-1');
      });
    });

    describe('sessions end at once', () => {
      it('when the account is disabled: the very next request fails and login is refused until enabled', async () => {
        const admin = await t.admin();
        const id = await createStaff(admin, 'Warehouse', 'ware-dis');
        const worker = await signIn(t.api.url, 'ware-dis', PASSWORD);
        expect((await worker.get('/menus')).status).toBe(200);
        const disabled = await admin.put(`/admin/operator/${id}/status`, { status: '禁用' });
        expect(disabled.body).toMatchObject({ code: 0, msg: 'Account disabled' });
        const next = await worker.get('/menus');
        expect(next.status).toBe(401);
        expect(next.body.msg).toBe('Please login again');
        const login = await anonymous('cn').post('/login', { username: 'ware-dis', password: PASSWORD });
        expect(login.status).toBe(403);
        expect(login.body.msg).toBe('该账号已被禁用');
        await admin.put(`/admin/operator/${id}/status`, { status: '正常' });
        await signIn(t.api.url, 'ware-dis', PASSWORD);
        const self = await admin.put(`/admin/operator/${admin.login.user.id}/status`, { status: '禁用' });
        expect(self.status).toBe(422);
        expect(self.body.msg).toBe('You cannot disable your own account');
      });

      it('when the roles change, and the next login carries the new roles', async () => {
        const admin = await t.admin();
        const id = await createStaff(admin, 'Product', 'prod-role');
        const worker = await signIn(t.api.url, 'prod-role', PASSWORD);
        const changed = await admin.put(`/admin/operator/${id}`, { roles: 'Product,ProductManage' });
        expect(changed.body.code).toBe(0);
        expect((await worker.get('/menus')).status).toBe(401);
        const again = await signIn(t.api.url, 'prod-role', PASSWORD);
        expect(again.login.roles.map((r) => r.role)).toEqual(['Product', 'ProductManage']);
        expect(again.login.user.role).toBe('Product');
      });

      it('when an administrator resets the password', async () => {
        const admin = await t.admin();
        const id = await createStaff(admin, 'QualityTesting', 'qc-reset');
        const qc = await signIn(t.api.url, 'qc-reset', PASSWORD);
        const reset = await admin.put(`/admin/operator/${id}/password`, { password: 'reset-pass-1' });
        expect(reset.body.msg).toBe('Password reset; the person must log in again');
        expect((await qc.get('/menus')).status).toBe(401);
        await signIn(t.api.url, 'qc-reset', 'reset-pass-1');
      });

      it('at logout, and after the idle or absolute time', async () => {
        const admin = await t.admin();
        await createStaff(admin, 'Finance', 'fin-exp');
        const a = await signIn(t.api.url, 'fin-exp', PASSWORD);
        expect((await a.post('/logout')).body.msg).toBe('Logged out');
        expect((await a.get('/menus')).status).toBe(401);

        const b = await signIn(t.api.url, 'fin-exp', PASSWORD);
        await sql`UPDATE auth_sessions SET last_seen_at = now() - interval '9 hours' WHERE account_id = ${b.login.user.id}`.execute(
          t.api.infra.db,
        );
        expect((await b.get('/menus')).status).toBe(401);

        const c = await signIn(t.api.url, 'fin-exp', PASSWORD);
        expect((await c.get('/menus')).status).toBe(200);
        await sql`UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE account_id = ${c.login.user.id}`.execute(
          t.api.infra.db,
        );
        expect((await c.get('/menus')).status).toBe(401);
      });
    });

    describe('failed logins', () => {
      it('lock the account after the set number of failures, until an administrator unlocks it', async () => {
        const admin = await t.admin();
        // Every sign-in is a line of the log: the first login's own ones are left out.
        const keep = { firstLogin: 'keep' } as const;
        const id = await createStaff(admin, 'Finance', 'fin-lock', {}, keep);
        for (let i = 1; i < 5; i++) {
          const res = await anonymous().post('/login', { username: 'fin-lock', password: `wrong-${i}` });
          expect(res.status).toBe(401);
        }
        const fifth = await anonymous().post('/login', { username: 'fin-lock', password: 'wrong-5' });
        expect(fifth.status).toBe(403);
        expect(fifth.body).toMatchObject({ extra: { error: 'AUTH.LOCKED' } });
        const right = await anonymous('cn').post('/login', { username: 'fin-lock', password: PASSWORD });
        expect(right.status).toBe(403);
        expect(right.body.msg).toBe('该账号因多次登录失败已被锁定，请联系管理员解锁');
        // The staff list is a read model: the failures reach it a moment after the answers.
        const row = await eventually(async () => {
          const list = await admin.get<StaffView[]>('/admin/operator?role=Finance&keyword=fin-lock');
          const first = list.body.data[0];
          return first?.failures === 5 && first;
        });
        expect(row).toMatchObject({ locked: true, failures: 5 });
        const unlocked = await admin.put(`/admin/operator/${id}/unlock`);
        expect(unlocked.body.msg).toBe('Account unlocked');
        await signIn(t.api.url, 'fin-lock', PASSWORD, 'en', keep);
        // The log is a read model: another person's sign-in reaches it a moment later.
        const results = await eventually(async () => {
          const log = await admin.get<LoginLogEntry[]>('/login/log?keyword=fin-lock&_size=20');
          return log.body.data.length >= 7 && log.body.data.map((e) => e.result).reverse();
        });
        expect(results).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'locked', 'ok']);
      });

      it('slow down: inside the wait an attempt is refused without a password check', async () => {
        const admin = await t.admin();
        await createStaff(admin, 'Finance', 'fin-slow');
        t.api.infra.config.LOGIN_SLOW_BASE_SECONDS = 30;
        try {
          for (let i = 0; i < 3; i++)
            await anonymous().post('/login', { username: 'fin-slow', password: 'wrong-pw' });
          const res = await anonymous().post('/login', { username: 'fin-slow', password: PASSWORD });
          expect(res.status).toBe(429);
          expect(res.body).toMatchObject({ code: 1429, extra: { error: 'AUTH.SLOWED' } });
          const wait = Number(res.headers.get('retry-after'));
          expect(wait).toBeGreaterThan(25);
          expect(wait).toBeLessThanOrEqual(30);
          expect(res.body.msg).toBe(`Too many failed attempts, please try again in ${wait} seconds`);
        } finally {
          t.api.infra.config.LOGIN_SLOW_BASE_SECONDS = 0;
        }
      });
    });

    describe('roles and menus', () => {
      it('answers each role its own menu, with the forum sections appended', async () => {
        const admin = await t.admin();
        const menus = await admin.get<MenusAnswer>('/menus');
        expect(menus.body.data.landing).toBe('/Operator/Admin');
        expect(menus.body.data.menus.map((m) => m.key)).not.toContain('forum');
        const created = await admin.post<{ id: string }>('/admin/forum/forumsection', { name: 'Notices' });
        const id = created.body.data.id;
        await admin.get(`/admin/forum/forumsection?_position=${created.body.extra?.position}`);
        await createStaff(admin, 'Traders', 'trader-menu');
        const trader = await signIn(t.api.url, 'trader-menu', PASSWORD);
        const theirs = await trader.get<MenusAnswer>('/menus');
        expect(theirs.body.data.landing).toBe('/Home');
        const paths = JSON.stringify(theirs.body.data.menus);
        expect(paths).not.toContain('/Customer/None');
        expect(paths).toContain(`/ForumArticle/${id}`);
        const removed = await admin.delete(`/admin/forum/forumsection/${id}`);
        expect(removed.body.msg).toBe('Forum section deleted');
        expect((await admin.delete(`/admin/forum/forumsection/${id}`)).status).toBe(404);
      });

      it('lets a person with several roles switch between them when the setting allows', async () => {
        const admin = await t.admin();
        await createStaff(admin, 'OperatorIndex', 'sales-two', { roles: 'OperatorIndex,OperatorManage' });
        const person = await signIn(t.api.url, 'sales-two', PASSWORD);
        expect((await person.get('/admin/operator?role=OperatorIndex')).status).toBe(403);
        const switched = await person.put<MenusAnswer & { role: string }>('/session/role', {
          role: 'OperatorManage',
        });
        expect(switched.body).toMatchObject({
          code: 0,
          msg: 'Role switched',
          data: { role: 'OperatorManage' },
        });
        expect(switched.body.data.landing).toBe('/Home');
        expect(JSON.stringify(switched.body.data.menus)).toContain('/OperatorManage/Operator');
        expect((await person.get('/admin/operator?role=OperatorIndex')).status).toBe(200);
        expect((await person.get<SessionView>('/session')).body.data.user.role).toBe('OperatorManage');
        const notHeld = await person.put('/session/role', { role: 'Finance' });
        expect(notHeld.status).toBe(422);
        expect(notHeld.body.msg).toBe('You do not hold this role');
        const off = await admin.put('/sysset', { showRoles: 'false' });
        await admin.get(`/sysset?_position=${off.body.extra?.position}`);
        expect((await person.put('/session/role', { role: 'OperatorIndex' })).status).toBe(403);
        await admin.put('/sysset', { showRoles: 'true' });
      });

      it('lets the administrator change what a role may do, grouped by app and module', async () => {
        const admin = await t.admin();
        const catalog = await admin.get<PermissionCatalog>('/admin/permission');
        expect(catalog.body.data.separator).toBe(',');
        expect(catalog.body.data.groups.map((g) => g.app)).toEqual([
          'admin',
          'system',
          'customer',
          'settings',
          'quotation',
          'contract',
          'finance',
          'files',
          'order',
          'production',
          'quality',
          'shipping',
          'bills',
          'reports',
          'wages',
          'statistics',
        ]);
        const roles = await admin.get<RoleView[]>('/admin/role');
        const finance = roles.body.data.find((r) => r.role === 'Finance')!;
        expect(finance.permissions).not.toContain('GET@login/log');
        await createStaff(admin, 'Finance', 'fin-perm');
        const person = await signIn(t.api.url, 'fin-perm', PASSWORD);
        expect((await person.get('/login/log')).status).toBe(403);
        const granted = await admin.put<RoleView>('/admin/role/Finance', {
          permissions: [...finance.permissions, 'GET@login/log'].join(','),
        });
        expect(granted.body.msg).toBe('Permissions saved');
        await admin.get(`/admin/role?_position=${granted.body.extra?.position}`);
        expect((await person.get('/login/log')).status).toBe(200);
        const restore = await admin.put('/admin/role/Finance', {
          permissions: finance.permissions.join(','),
        });
        await admin.get(`/admin/role?_position=${restore.body.extra?.position}`);
        expect((await person.get('/login/log')).status).toBe(403);
        const pinned = await admin.put('/admin/role/Admin', { permissions: 'GET@sysset' });
        expect(pinned.status).toBe(422);
        expect(pinned.body.msg).toBe(
          'The administrator role must keep: GET@admin/role, PUT@admin/role/:code',
        );
        const unknown = await admin.put('/admin/role/Finance', { permissions: 'GET@everything' });
        expect(unknown.body.msg).toBe('Unknown permission: GET@everything');
      });
    });

    describe('a sales supervisor', () => {
      it('manages only the salesmen of their area', async () => {
        const admin = await t.admin();
        await createStaff(admin, 'OperatorManage', 'boss-q', { areacode: 'Q' });
        const inQ = await createStaff(admin, 'OperatorIndex', 'sales-q', { areacode: 'Q' });
        const inL = await createStaff(admin, 'OperatorIndex', 'sales-l', { areacode: 'L' });
        const alsoAdmin = await createStaff(admin, 'OperatorIndex', 'sales-admin', {
          roles: 'OperatorIndex,Admin',
        });
        const boss = await signIn(t.api.url, 'boss-q', PASSWORD);
        const list = await boss.get<StaffView[]>('/admin/operator?role=OperatorIndex&_size=400');
        const ids = list.body.data.map((s) => s.id);
        expect(ids).toContain(inQ);
        expect(ids).not.toContain(inL);
        expect(ids).not.toContain(alsoAdmin);
        expect(list.body.data.every((s) => s.areacode === 'Q' && s.roles.join() === 'OperatorIndex')).toBe(
          true,
        );
        expect((await boss.get(`/admin/operator/${inL}`)).status).toBe(404);
        expect((await boss.put(`/admin/operator/${inL}/password`, { password: 'taken-over-1' })).status).toBe(
          404,
        );
        expect((await boss.put(`/admin/operator/${alsoAdmin}/status`, { status: '禁用' })).status).toBe(404);
        expect((await boss.put(`/admin/operator/${inQ}/status`, { status: '禁用' })).body.code).toBe(0);

        const made = await boss.post<{ id: string }>(
          '/admin/operator',
          staffForm('OperatorIndex', 'sales-q2', { areacode: '' }),
        );
        expect(made.body.code).toBe(0);
        const got = await boss.get<StaffView>(
          `/admin/operator/${made.body.data.id}?_position=${made.body.extra?.position}`,
        );
        expect(got.body.data.areacode).toBe('Q');
        const finance = await boss.post('/admin/operator', staffForm('Finance', 'fin-by-boss'));
        expect(finance.status).toBe(403);
        expect(finance.body.msg).toBe('You may not give the role Finance');
        const promote = await boss.put(`/admin/operator/${made.body.data.id}`, {
          roles: 'OperatorIndex,Admin',
        });
        expect(promote.status).toBe(400);
        const otherArea = await boss.post(
          '/admin/operator',
          staffForm('OperatorIndex', 'sales-l2', { areacode: 'L' }),
        );
        expect(otherArea.status).toBe(400);
      });
    });

    it('grants what the role grants while the roles read model lags behind, and still refuses the rest', async () => {
      const admin = await t.admin();
      await createStaff(admin, 'Finance', 'fin-lag');
      const finance = await signIn(t.api.url, 'fin-lag', PASSWORD);
      const roles = () => t.api.infra.db.withSchema('rm').updateTable('roles');
      const kept = await t.api.infra.db
        .withSchema('rm')
        .selectFrom('roles')
        .select(['code', 'permissions'])
        .where('code', 'in', ['Admin', 'Finance'])
        .execute();
      // As on a server just started: the role rows not yet holding their permissions.
      await roles().set({ permissions: [] }).where('code', 'in', ['Admin', 'Finance']).execute();
      try {
        expect((await admin.get('/admin/operator')).status).toBe(200);
        expect((await finance.get('/finance/receipt')).status).toBe(200);
        const refused = await finance.put('/sysset', { rate: '7' });
        expect([refused.status, refused.body.code]).toEqual([403, 1403]);
      } finally {
        for (const row of kept)
          await roles().set({ permissions: row.permissions }).where('code', '=', row.code).execute();
      }
    });

    it('keeps sessions across a restart of the server', async () => {
      const admin = await t.admin();
      await createStaff(admin, 'Finance', 'fin-restart');
      const person = await signIn(t.api.url, 'fin-restart', PASSWORD);
      const session = person.session!;
      await t.restart();
      const again = apiClient(t.api.url, 'en', session);
      expect((await again.get<SessionView>('/session')).body.data.user.nickname).toBe('Finance fin-restart');
    });
  });
}

describeOn(PGLITE, 'first start and rate limits', () => {
  const t = useTestApi(PGLITE, { ADMIN_PASSWORD: '', LOGIN_RATE_LIMIT_PER_MINUTE: '3' });

  it('creates the first administrator with a generated password, once', async () => {
    const generated = t.api.firstAdmin?.generatedPassword;
    expect(generated).toMatch(/^[\w-]{16}$/);
    await signIn(t.api.url, 'admin', generated!);
    await t.restart();
    expect(t.api.firstAdmin).toBeUndefined();
  });

  it('limits login attempts per address with a translated 429', async () => {
    const client = apiClient(t.api.url, 'cn');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await client.post('/login', { username: 'x', password: 'y' }));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([401, 401, 401]);
    expect(answers[3]!.status).toBe(429);
    expect(answers[3]!.body).toMatchObject({ code: 1429, msg: '请求过于频繁，请稍后再试' });
  });
});

describeOn(POSTGRES, 'two API processes starting on an empty store', () => {
  it('create one first administrator between them', async () => {
    const env = await POSTGRES.env();
    const config = loadConfig({
      ...env.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD,
    });
    const apis = await Promise.all([startApi(config), startApi(config)]);
    try {
      expect(apis.filter((a) => a.firstAdmin).length).toBe(1);
      const admins = await apis[0]!.infra.store.readAll({ filter: { eventTypes: ['AccountRegistered'] } });
      expect(admins).toHaveLength(1);
      await signIn(apis[1]!.url, 'admin', ADMIN_PASSWORD);
    } finally {
      await Promise.all(apis.map((a) => a.close()));
      await env.cleanup();
    }
  });
});
