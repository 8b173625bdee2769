import type { Role, StaffView } from '@packflow/contracts';
import { type ApiClient, signIn } from './api-client';

let serial = 0;

/** A distinct, valid mainland mobile number per call. */
export const nextPhone = (): string => `139${String(10_000_000 + (serial++ % 89_999_999)).padStart(8, '0')}`;

/** The staff form of spec section 3 filled in as each role needs it. */
export function staffForm(
  role: Role,
  username: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const form: Record<string, string> = {
    nickname: `${role} ${username}`,
    username,
    password: 'correct-horse-1',
    phone: nextPhone(),
    sex: '女',
    role,
  };
  if (role === 'OperatorIndex')
    Object.assign(form, { areacode: 'Q', country: 'cn', wage: '3500', work_wage: '500' });
  if (role === 'Traders') Object.assign(form, { country: 'en', is_from: 'W' });
  return { ...form, ...extra };
}

/**
 * Signs a new person in. Their account is made by the registration process: when the creating
 * request's bounded wait for it ran out (a loaded machine, a restarted server), the account may
 * not exist yet for a few moments, and the first attempts are refused; they are tried again for
 * up to 30 s before the refusal is the answer.
 */
async function signInOnceRegistered(baseUrl: string, username: string, password: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      return await signIn(baseUrl, username, password);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Creates a staff member as `admin` and answers their id once the list shows them. Their first
 * login (a password of their own) is done, keeping the password, so tests and browsers sign in
 * straight to work; `firstLogin: 'keep'` leaves it to the test.
 */
export async function createStaff(
  admin: ApiClient,
  role: Role,
  username: string,
  extra: Record<string, string> = {},
  { firstLogin = 'complete' }: { firstLogin?: 'complete' | 'keep' } = {},
): Promise<string> {
  const form = staffForm(role, username, extra);
  const res = await admin.post<{ id: string }>('/admin/operator', form);
  if (res.body.code !== 0)
    throw new Error(`creating ${username}: ${res.status} ${res.body.msg} ${JSON.stringify(res.body.extra)}`);
  await admin.get<StaffView>(`/admin/operator/${res.body.data.id}?_position=${res.body.extra?.position}`);
  // A disabled account cannot sign in: its first login waits.
  if (firstLogin === 'complete' && form.status !== '禁用') {
    const person = await signInOnceRegistered(admin.baseUrl, username, form.password!);
    await person.post('/logout');
  }
  return res.body.data.id;
}
