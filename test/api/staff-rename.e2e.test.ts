import type { StaffView } from '@packflow/contracts';
import { signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/** A new username is reserved first and the old one given back (processes.md): through the API. */
describeOn(PGLITE, 'renaming a staff member', () => {
  const t = useTestApi(PGLITE);

  it('moves the person to the new name, frees the old one, and refuses a taken one changing nothing', async () => {
    const admin = await t.admin();
    const id = await createStaff(admin, 'Finance', 'ren-api-old');
    await createStaff(admin, 'Finance', 'ren-api-taken');

    const renamed = await admin.put(`/admin/operator/${id}`, { username: 'ren-api-new' });
    expect([renamed.status, renamed.body.msg]).toEqual([200, 'Saved']);
    const seen = await admin.get<StaffView>(
      `/admin/operator/${id}?_position=${renamed.body.extra?.position}`,
    );
    expect(seen.body.data.username).toBe('ren-api-new');
    expect((await signIn(t.api.url, 'ren-api-new', PASSWORD)).login.user.id).toBe(id);
    // The old name is free again.
    await createStaff(admin, 'Finance', 'REN-API-OLD');

    const taken = await (
      await t.admin('cn')
    ).put(`/admin/operator/${id}`, {
      username: 'Ren-Api-Taken',
      nickname: 'not saved',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.extra?.fields).toEqual({ username: '该用户名已被使用' });
    const after = await admin.get<StaffView>(`/admin/operator/${id}`);
    expect(after.body.data).toMatchObject({ username: 'ren-api-new', nickname: 'Finance ren-api-old' });
  });
});
