import type { Role } from '@packflow/contracts';
import { type SignedInClient, signIn } from './api-client';
import { FulfilmentDriver, type Seller } from './fulfilment-fixtures';
import { createStaff } from './staff';
import type { useTestApi } from './test-api';

const PASSWORD = 'correct-horse-1';

/** The people of an order's fulfilment, signed in for a suite (fulfilmentTeam). */
export interface FulfilmentTeam {
  sales: Seller;
  trader: Seller;
  /** Another salesman, who sees nothing of the orders. */
  other: SignedInClient;
  quality: SignedInClient;
  planner: SignedInClient;
  worker: SignedInClient;
  manager: SignedInClient;
  driver: FulfilmentDriver;
  /** Signs one of the team in again by the short name it was created with, in `locale`. */
  as: (short: string, locale?: 'cn' | 'en') => Promise<SignedInClient>;
}

/**
 * Creates and signs in the people who take an order from its contract to shipping, for the
 * inspection and shipping API tests: a salesman and a trader (the sellers), another salesman,
 * Finance, ProductManage (planner), Product (worker), QualityTesting, OperatorManage (manager),
 * and `extra` people (short name: role). Usernames are `<prefix><short>-<tag>`: s, t, o, f, pm, pw,
 * q, om and the extra ones.
 */
export async function fulfilmentTeam(
  t: ReturnType<typeof useTestApi>,
  tag: string,
  prefix: string,
  extra: Record<string, Role> = {},
): Promise<FulfilmentTeam> {
  const admin = await t.admin('en');
  const name = (short: string) => `${prefix}${short}-${tag}`;
  const ids = {
    sales: await createStaff(admin, 'OperatorIndex', name('s')),
    trader: await createStaff(admin, 'Traders', name('t')),
  };
  const staff: [string, Role][] = [
    ['o', 'OperatorIndex'],
    ['f', 'Finance'],
    ['pm', 'ProductManage'],
    ['pw', 'Product'],
    ['q', 'QualityTesting'],
    ['om', 'OperatorManage'],
    ...Object.entries(extra),
  ];
  for (const [short, role] of staff) await createStaff(admin, role, name(short));
  const as = (short: string, locale: 'cn' | 'en' = 'en') => signIn(t.api.url, name(short), PASSWORD, locale);
  const planner = await as('pm');
  const worker = await as('pw');
  return {
    sales: { client: await as('s'), id: ids.sales, role: 'OperatorIndex' },
    trader: { client: await as('t'), id: ids.trader, role: 'Traders' },
    other: await as('o'),
    quality: await as('q'),
    planner,
    worker,
    manager: await as('om'),
    driver: new FulfilmentDriver(
      {
        admin,
        finance: await as('f'),
        planner,
        worker,
        appendContract: (id, event) => t.api.infra.store.appendToStream(`contract-${id}`, [event]),
      },
      tag,
    ),
    as,
  };
}
