import type { SessionView } from '@packflow/contracts';
import { signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, describeOn, useTestApi } from '../support/test-api';

const CUSTOMER = { name: 'First Login Foods', phone: '13811112222' };
/** Sign in without doing the first login's tasks on the way: they are what these tests look at. */
const KEEP = { firstLogin: 'keep' } as const;

describeOn(PGLITE, 'the first login with a generated or reset password', () => {
  // No ADMIN_PASSWORD: the first administrator's password is generated (and printed once).
  const t = useTestApi(PGLITE, { ADMIN_PASSWORD: '' });
  const head = () => t.api.infra.store.headPosition();
  const generated = () => {
    const password = t.api.firstAdmin?.generatedPassword;
    if (!password) throw new Error('the first administrator got no generated password');
    return password;
  };
  let adminPassword = '';

  it('asks the first administrator for a password and a phone, and refuses other commands until then', async () => {
    const admin = await signIn(t.api.url, 'admin', generated(), 'en', KEEP);
    expect(admin.login.mustChange).toEqual({ password: true, phone: true });
    const session = await admin.get<SessionView>('/session');
    expect(session.body.data.mustChange).toEqual({ password: true, phone: true });

    // Reading is allowed; a command is refused, translated, and appends nothing.
    expect((await admin.get('/customer')).status).toBe(200);
    const cn = await signIn(t.api.url, 'admin', generated(), 'cn', KEEP);
    const before = await head();
    const refused = await admin.post('/customer', CUSTOMER);
    expect([refused.status, refused.body.msg]).toEqual([403, 'Please set your own password first']);
    expect((await cn.post('/customer', CUSTOMER)).body.msg).toBe('请先设置您自己的密码');
    expect(await t.api.infra.store.readAll({ after: before })).toEqual([]);

    // The change itself: one's own password and phone in one save.
    adminPassword = 'admins-own-pass-1';
    const saved = await admin.put(`/admin/operator/${admin.login.user.id}`, {
      oldPassword: generated(),
      password: adminPassword,
      phone: '13912340000',
    });
    expect(saved.body.code).toBe(0);

    const again = await signIn(t.api.url, 'admin', adminPassword, 'en', KEEP);
    expect(again.login.mustChange).toEqual({ password: false, phone: false });
    expect((await again.post('/customer', CUSTOMER)).body.code).toBe(0);
  });

  it('asks a person whose password an administrator reset for a new one (not a phone), and lets them sign out', async () => {
    const admin = await signIn(t.api.url, 'admin', adminPassword, 'en', KEEP);
    const id = await createStaff(admin, 'OperatorIndex', 'fresh-reset');
    const before = await signIn(t.api.url, 'fresh-reset', 'correct-horse-1', 'en', KEEP);
    expect(before.login.mustChange).toEqual({ password: false, phone: false });

    expect(
      (await admin.put(`/admin/operator/${id}/password`, { password: 'given-by-admin-1' })).body.code,
    ).toBe(0);
    const reset = await signIn(t.api.url, 'fresh-reset', 'given-by-admin-1', 'en', KEEP);
    expect(reset.login.mustChange).toEqual({ password: true, phone: false });
    expect((await reset.post('/customer', { ...CUSTOMER, phone: '13811113333' })).status).toBe(403);
    // Someone else's record is not the change itself.
    expect((await reset.put(`/admin/operator/${admin.login.user.id}`, { nickname: 'x' })).status).toBe(403);
    expect((await reset.post('/logout', {})).body.code).toBe(0);

    const again = await signIn(t.api.url, 'fresh-reset', 'given-by-admin-1', 'en', KEEP);
    const saved = await again.put(`/admin/operator/${id}`, {
      oldPassword: 'given-by-admin-1',
      password: 'my-own-choice-1',
    });
    expect(saved.body.code).toBe(0);
    const mine = await signIn(t.api.url, 'fresh-reset', 'my-own-choice-1', 'en', KEEP);
    expect(mine.login.mustChange).toEqual({ password: false, phone: false });
    expect((await mine.get<SessionView>('/session')).body.data.mustChange).toEqual({
      password: false,
      phone: false,
    });
    expect((await mine.post('/customer', { ...CUSTOMER, phone: '13811114444' })).body.code).toBe(0);
  });
});

describeOn(PGLITE, 'the first administrator with the password from ADMIN_PASSWORD', () => {
  const t = useTestApi(PGLITE, {}, { keepFirstLogin: true });

  it('is asked only for a phone in place of the placeholder: the operator chose the password', async () => {
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD, 'en', KEEP);
    expect(admin.login.mustChange).toEqual({ password: false, phone: true });
    expect((await admin.get<SessionView>('/session')).body.data.mustChange).toEqual({
      password: false,
      phone: true,
    });
    expect((await admin.post('/customer', CUSTOMER)).status).toBe(403);
    const placeholder = await admin.put(`/admin/operator/${admin.login.user.id}`, { phone: '13800000000' });
    expect(placeholder.body.code).toBe(0);
    expect((await admin.get<SessionView>('/session')).body.data.mustChange).toEqual({
      password: false,
      phone: true,
    });

    expect(
      (await admin.put(`/admin/operator/${admin.login.user.id}`, { phone: '13912340001' })).body.code,
    ).toBe(0);
    // The password stays, and so does the session: a new phone ends nobody's sessions.
    expect((await admin.get<SessionView>('/session')).body.data.mustChange).toEqual({
      password: false,
      phone: false,
    });
    expect((await admin.post('/customer', CUSTOMER)).body.code).toBe(0);
    const again = await signIn(t.api.url, 'admin', ADMIN_PASSWORD, 'en', KEEP);
    expect(again.login.mustChange).toEqual({ password: false, phone: false });
  });

  it('asks a new account, made by an administrator, for a password of its own', async () => {
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD, 'en', KEEP);
    const id = await createStaff(admin, 'Finance', 'fresh-account', {}, KEEP);
    const first = await signIn(t.api.url, 'fresh-account', 'correct-horse-1', 'cn', KEEP);
    expect(first.login.mustChange).toEqual({ password: true, phone: false });
    const refused = await first.post('/customer', { ...CUSTOMER, phone: '13811115555' });
    expect([refused.status, refused.body.msg]).toEqual([403, '请先设置您自己的密码']);

    const saved = await first.put(`/admin/operator/${id}`, {
      oldPassword: 'correct-horse-1',
      password: 'fresh-own-pass-1',
    });
    expect(saved.body.code).toBe(0);
    const mine = await signIn(t.api.url, 'fresh-account', 'fresh-own-pass-1', 'en', KEEP);
    expect(mine.login.mustChange).toEqual({ password: false, phone: false });
  });
});
