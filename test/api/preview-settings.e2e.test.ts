import { loadConfig } from '@packflow/config';
import type { PriceOutcome } from '@packflow/contracts';
import { type RunningApi, startApi } from '../../apps/api/src/bootstrap';
import { type SignedInClient, apiClient, signIn } from '../support/api-client';
import { pouchForm } from '../support/quotation-forms';
import { createTestDatabase, describeWithPostgres, eventually } from '../support/services';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD } from '../support/test-api';

/**
 * The settings and catalogue a price is worked out with are kept by each API process between
 * previews, and dropped when the settings or catalogue read model changes: a change saved by the
 * administrator is in the next preview once the read model has it, in the process that runs the
 * projector at once and in another one as soon as the change notification reaches it.
 */
describeWithPostgres('price previews after a settings change, with two API processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  const apis: RunningApi[] = [];
  let admin: SignedInClient;
  /** The salesman's client on the process running the settings projector, and on the other one. */
  let onRunner: SignedInClient;
  let onOther: SignedInClient;
  let runner: RunningApi;
  let customerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    });
    apis.push(await startApi(config));
    apis.push(await startApi(config));
    const runs = (api: RunningApi) =>
      api.infra.projections.status().some((s) => s.name === 'settings' && s.active);
    runner = apis.find(runs)!;
    expect(runner).toBeDefined();
    const other = apis.find((api) => api !== runner)!;
    admin = await signIn(runner.url, 'admin', ADMIN_PASSWORD);
    await createStaff(admin, 'OperatorIndex', 'fresh-sales');
    onRunner = await signIn(runner.url, 'fresh-sales', 'correct-horse-1');
    onOther = { ...apiClient(other.url, 'en', onRunner.session), login: onRunner.login };
    const customer = await onRunner.post<{ id: string }>('/customer', { name: 'Fresh', phone: nextPhone() });
    customerId = customer.body.data.id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await database?.drop();
  });

  const priceOn = async (client: SignedInClient): Promise<string> => {
    const answer = await client.post<PriceOutcome>('/quotation/price', pouchForm(customerId));
    if (!answer.body.data.ok) throw new Error(JSON.stringify(answer.body.data.issues));
    return answer.body.data.result.price;
  };

  it('prices with a changed rate at the next preview', async () => {
    const before = await priceOn(onRunner);
    // Both processes have priced with (and kept) the settings as they were.
    expect(await priceOn(onOther)).toBe(before);
    expect(await priceOn(onRunner)).toBe(before);

    const saved = await admin.put('/settings/rates', { digitalImpressionPrice: '2.4' });
    expect(saved.body.code).toBe(0);
    await admin.get(`/settings/rates?_position=${saved.body.extra?.position}`);
    const after = await priceOn(onRunner);
    expect(Number(after)).toBeGreaterThan(Number(before));
    // The other process hears of the change through the change notification.
    expect(await eventually(async () => (await priceOn(onOther)) === after)).toBe(true);
  });

  it('prices with a changed catalogue item at the next preview', async () => {
    const before = await priceOn(onRunner);
    expect(await priceOn(onOther)).toBe(before);
    const saved = await admin.put('/catalog/materialprinting/pet12', { pricePerKg: '30' });
    expect(saved.body.code).toBe(0);
    await admin.get(`/catalog/materialprinting?_position=${saved.body.extra?.position}`);
    const after = await priceOn(onRunner);
    expect(Number(after)).toBeGreaterThan(Number(before));
    expect(await eventually(async () => (await priceOn(onOther)) === after)).toBe(true);
  });
});
