import { randomBytes, randomUUID } from 'node:crypto';
import { type account, errorOf, identityLogs, registration } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { registerAccount } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import { Sessions } from '../auth/sessions';
import { Accounts } from './accounts';

export const FIRST_ADMIN_USERNAME = 'admin';

export interface FirstAdmin {
  username: string;
  /** Set only when the password was generated: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * On an empty store: creates `admin` with ADMIN_PASSWORD, or with a generated password that the
 * caller prints once. Answers undefined when the store already had its first administrator.
 */
export async function ensureFirstAdmin(
  infra: Infrastructure,
  metadata: CommandMetadata,
): Promise<FirstAdmin | undefined> {
  const setup = await infra.commands.load(
    identityLogs.identitySetupDecider,
    identityLogs.IDENTITY_SETUP_STREAM,
  );
  if (setup.firstAdminId) return undefined;
  const accounts = new Accounts(infra, new Sessions(infra));
  let adminId = await accounts.holderOf(FIRST_ADMIN_USERNAME);
  let created: FirstAdmin | undefined;
  if (!adminId) {
    const generatedPassword = infra.config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
    adminId = randomUUID();
    const profile: account.AccountProfile = {
      nickname: '管理员',
      username: FIRST_ADMIN_USERNAME,
      // The form needs a mainland mobile; the administrator replaces this placeholder with their own.
      phone: '13800000000',
      sex: '男',
      role: 'Admin',
      roles: ['Admin'],
      areacode: null,
      country: null,
      is_from: null,
      wage: null,
      work_wage: null,
      headimg: '',
    };
    // The placeholder phone is replaced at the first login, and a generated password (printed to
    // the log) with it; a password from ADMIN_PASSWORD was chosen by the operator and stays.
    await accounts.requestRegistration(
      adminId,
      profile,
      infra.config.ADMIN_PASSWORD ?? generatedPassword!,
      metadata,
      { phonePlaceholder: true, ...(generatedPassword ? { passwordTemporary: true } : {}) },
    );
    // The reactors start after set-up: the registration is carried out here, as the reactor would
    // (which later finds every step done).
    const stream = registration.registrationStream(adminId);
    const [requested] = await infra.commands.history(stream);
    await registerAccount(requested!, infra.commands);
    const state = await infra.commands.load(registration.registrationDecider, stream);
    // Another process starting at the same moment created it first.
    if (state.failure?.code === 'USERNAME.TAKEN') return undefined;
    if (state.status !== 'completed') throw errorOf(state.failure!);
    created = { username: FIRST_ADMIN_USERNAME, ...(generatedPassword ? { generatedPassword } : {}) };
  }
  await infra.commands.create(
    identityLogs.identitySetupDecider,
    identityLogs.IDENTITY_SETUP_STREAM,
    { type: 'MarkFirstAdmin', data: { accountId: adminId } },
    metadata,
  );
  return created;
}
