import type { Role } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../../test/support/api-client';
import { createStaff } from '../../test/support/staff';

/** One simulated person: their role, their signed-in client on the API process they stick to. */
export interface Person {
  role: Role;
  username: string;
  id: string;
  /** 'api1' or 'api2': every request of theirs goes there. */
  api: string;
  client: SignedInClient;
}

/**
 * The staff of a flexible-packaging maker and trader of some sixty people, by role: the nine roles
 * of spec section 6 (the administrator is the first one, created at start).
 */
export const HEADCOUNT: [Role, number][] = [
  ['OperatorIndex', 22],
  ['OperatorManage', 3],
  ['Finance', 4],
  ['ProductManage', 3],
  ['Product', 10],
  ['QualityTesting', 4],
  ['Warehouse', 5],
  ['Traders', 8],
];

const PASSWORD = 'correct-horse-1';

/** Runs `task` over `items`, `width` at a time (the set-up's own pace, not measured). */
export async function inTurns<T, R>(items: T[], width: number, task: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < items.length; i = next++) out[i] = await task(items[i]!, i);
    }),
  );
  return out;
}

/**
 * Creates everyone of HEADCOUNT as the administrator (test/support's createStaff: the form each
 * role needs, the first login done) and signs each in on one of the two API processes, in turn;
 * the administrator is the first person, on api1.
 */
export async function createPeople(
  admin: SignedInClient,
  adminId: string,
  apis: { name: string; url: string }[],
): Promise<Person[]> {
  const wanted: { role: Role; username: string }[] = [];
  for (const [role, count] of HEADCOUNT)
    for (let n = 0; n < count; n++) wanted.push({ role, username: `load-${role.toLowerCase()}-${n}` });
  const people = await inTurns(wanted, 4, async ({ role, username }, i) => {
    const api = apis[(i + 1) % apis.length]!;
    const id = await createStaff(admin, role, username);
    return { role, username, id, api: api.name, client: await signIn(api.url, username, PASSWORD) };
  });
  return [{ role: 'Admin', username: 'admin', id: adminId, api: apis[0]!.name, client: admin }, ...people];
}

export const ofRole = (people: Person[], role: Role): Person[] => people.filter((p) => p.role === role);
